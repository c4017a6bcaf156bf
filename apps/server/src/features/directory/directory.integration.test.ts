import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { NETWORK_SIZE } from '../../seed/directory.seed.ts';
import { instructorIdFor } from '../../seed/foundation.seed.ts';
import { officeGql, reasonOf, staffSession } from './test/office-staff.ts';

/*
 * Issue 24 §3: the directory, brand-scoped, paged and filtered, for any signed-in staff member.
 */

const DIRECTORY = `query ($input: DirectorySearchInput) {
  directory(input: $input) {
    total page pageSize pageCount
    items { id adiNumber status postcode capacityFull name { fullName lastName firstName } franchises { id brand type full } }
  }
}`;

type Entry = {
  id: string;
  adiNumber: string;
  status: string;
  postcode: string | null;
  capacityFull: boolean;
  name: { fullName: string; lastName: string; firstName: string };
  franchises: Array<{ id: string; brand: string; type: string; full: boolean }>;
};
type Page = { directory: { total: number; page: number; pageSize: number; pageCount: number; items: Entry[] } };

describeIntegration('the office directory', (fx) => {
  const members = {} as Record<'aa' | 'bsm' | 'both', { cookie: string }>;

  beforeAll(async () => {
    members.aa = await staffSession(fx(), ['Support'], ['AADS']);
    members.bsm = await staffSession(fx(), ['Allocations'], ['BSM']);
    members.both = await staffSession(fx(), ['Finance'], ['AADS', 'BSM']);
  });

  const search = async (who: keyof typeof members, input: Record<string, unknown> = {}) => {
    const answer = await officeGql<Page>(fx(), DIRECTORY, { input }, members[who].cookie);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.directory;
  };
  const everyone = async (who: keyof typeof members, input: Record<string, unknown> = {}) => {
    const first = await search(who, input);
    const rest = await Promise.all(
      Array.from({ length: Math.max(first.pageCount - 1, 0) }, (_, i) => search(who, { ...input, page: i + 2 })),
    );
    return [first, ...rest].flatMap((p) => p.items);
  };
  const adis = (items: Entry[]) => items.map((i) => i.adiNumber);

  it('refuses anyone not signed in to the office', async () => {
    expect(reasonOf(await officeGql(fx(), DIRECTORY, {}))).toBe('UNAUTHENTICATED/NOT_SIGNED_IN');
  });

  it('never shows a BSM-only member an AA-only instructor, and shows both brands an instructor of both', async () => {
    const bsm = adis(await everyone('bsm'));
    const aa = adis(await everyone('aa'));
    expect(bsm).not.toContain('100001');
    expect(bsm).toEqual(expect.arrayContaining(['100002', '100005']));
    expect(aa).toEqual(expect.arrayContaining(['100001', '100002', '100006']));
    expect(aa).not.toContain('100005');
    const both = adis(await everyone('both'));
    expect(new Set(both)).toEqual(new Set([...aa, ...bsm]));
  });

  it("lists only the franchises of the member's brands, never a dormant one", async () => {
    const [emma] = (await search('bsm', { search: '100002' })).items;
    expect(emma?.franchises).toEqual([{ id: expect.any(String), brand: 'BSM', type: 'Full', full: true }]);
    const [emmaForAll] = (await search('both', { search: '100002' })).items;
    expect(emmaForAll?.franchises.map((f) => f.brand)).toEqual(['AADS', 'BSM']);
  });

  it('pages 25 at a time by name, with the total, each instructor once', async () => {
    const first = await search('both');
    expect(first.total).toBeGreaterThanOrEqual(6 + NETWORK_SIZE);
    expect(first.items).toHaveLength(25);
    expect(first.pageCount).toBe(Math.ceil(first.total / 25));
    const all = await everyone('both');
    expect(all).toHaveLength(first.total);
    expect(new Set(adis(all)).size).toBe(first.total);
    const keys = all.map((e) => [e.name.lastName, e.name.firstName, e.id] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1].localeCompare(b[1], 'en'));
    expect(keys.map((k) => k[0])).toEqual(sorted.map((k) => k[0]));
    const beyond = await search('both', { page: first.pageCount + 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(0);
  });

  it('finds an instructor by name, by the start of the ADI number or of the postcode', async () => {
    expect(adis((await search('aa', { search: 'hughes' })).items)).toEqual(['100001']);
    expect(adis((await search('aa', { search: '100001' })).items)).toEqual(['100001']);
    expect(adis((await search('aa', { search: 'ls6 3a' })).items)).toContain('100001');
    expect((await search('bsm', { search: 'hughes' })).items).toEqual([]);
    const network = await search('both', { search: '1001' });
    expect(network.total).toBe(NETWORK_SIZE);
  });

  it('filters by brand, status, proposition and capacity', async () => {
    const bsmOnly = await everyone('both', { brand: 'BSM' });
    expect(adis(bsmOnly)).not.toContain('100001');
    expect(bsmOnly.every((e) => e.franchises.every((f) => f.brand === 'BSM'))).toBe(true);
    expect(await everyone('bsm', { brand: 'AADS' })).toEqual([]);
    const inactive = await everyone('both', { statuses: ['Inactive'] });
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((e) => e.status === 'Inactive')).toBe(true);
    expect(adis(inactive)).toContain('100003');
    expect(adis(await everyone('aa', { propositionType: 'Dit' }))).toEqual(['100006']);
    const full = await everyone('both', { capacityFull: true });
    expect(full.length).toBeGreaterThan(0);
    expect(full.every((e) => e.capacityFull)).toBe(true);
    expect(adis(full)).toContain('100002');
    const open = await everyone('both', { capacityFull: false });
    expect(open.every((e) => e.franchises.some((f) => !f.full))).toBe(true);
    expect(adis(open)).toContain('100001');
  });

  it('refuses a search it cannot run with a message, and a page before the first', async () => {
    const long = await officeGql(fx(), DIRECTORY, { input: { search: 'x'.repeat(61) } }, members.aa.cookie);
    expect(reasonOf(long)).toBe('BAD_USER_INPUT/INVALID_INPUT');
    expect(long.errors?.[0]?.message).toBe('Search for at most 60 characters');
    const page = await officeGql(fx(), DIRECTORY, { input: { page: 0 } }, members.aa.cookie);
    expect(page.errors?.[0]?.message).toBe('Choose a page from 1 on');
  });

  it("agrees with the portal's own count of who is full", async () => {
    for (const adi of ['100001', '100002', '100006']) {
      const [entry] = (await search('both', { search: adi })).items;
      const capacity = await fx().services.preferences.getLearnerCapacity({ instructorId: instructorIdFor(adi) });
      const portalFull = Object.fromEntries(capacity.map((c) => [c.id, c.locked || c.current >= c.maximum]));
      const directoryFull = Object.fromEntries(
        (entry?.franchises ?? []).filter((f) => f.type !== 'ThirdParty').map((f) => [f.id, f.full]),
      );
      expect(directoryFull).toEqual(portalFull);
    }
  });
});
