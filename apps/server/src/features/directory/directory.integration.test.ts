import { sql } from 'drizzle-orm';
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
    nextPage pageSize
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
type Page = { directory: { nextPage: string | null; pageSize: number; items: Entry[] } };

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
  /** Every page, each from where the one before ended. */
  const everyone = async (who: keyof typeof members, input: Record<string, unknown> = {}) => {
    const items: Entry[] = [];
    let after: string | null = null;
    do {
      const page = await search(who, { ...input, after });
      items.push(...page.items);
      after = page.nextPage;
    } while (after);
    return items;
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

  it('pages 25 at a time by name, each from where the last ended, each instructor once, until no next page', async () => {
    const first = await search('both');
    expect(first.items).toHaveLength(25);
    expect(first.nextPage).toEqual(expect.any(String));
    const second = await search('both', { after: first.nextPage });
    expect(second.items.map((e) => e.id)).not.toContain(first.items[24]?.id);
    const all = await everyone('both');
    expect(all.length).toBeGreaterThanOrEqual(6 + NETWORK_SIZE);
    expect(all.slice(0, 25)).toEqual(first.items);
    expect(all.slice(25, 50)).toEqual(second.items);
    expect(new Set(adis(all)).size).toBe(all.length);
    const keys = all.map((e) => [e.name.lastName, e.name.firstName, e.id] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1].localeCompare(b[1], 'en'));
    expect(keys.map((k) => k[0])).toEqual(sorted.map((k) => k[0]));
    // A page exactly at the end says so: no next page to offer.
    const last = await search('both', { search: '100001' });
    expect(last.nextPage).toBeNull();
  });

  it('finds an instructor by the start of the name or last name, of the ADI number or of the postcode', async () => {
    expect(adis((await search('aa', { search: 'hughes' })).items)).toEqual(['100001']);
    expect(adis((await search('aa', { search: 'Hugh' })).items)).toEqual(['100001']);
    expect(adis((await search('aa', { search: 'daniel hu' })).items)).toEqual(['100001']);
    expect(adis((await search('aa', { search: 'dan' })).items)).toContain('100001');
    // The start of a name, not any part of it: each kind of term has an index of its own.
    expect(adis((await search('aa', { search: 'ughes' })).items)).not.toContain('100001');
    expect(adis((await search('aa', { search: '100001' })).items)).toEqual(['100001']);
    expect(adis((await search('aa', { search: 'ls6 3a' })).items)).toContain('100001');
    expect((await search('bsm', { search: 'hughes' })).items).toEqual([]);
    const network = await everyone('both', { search: '1001' });
    expect(network).toHaveLength(NETWORK_SIZE);
    expect(network.every((e) => e.adiNumber.startsWith('1001'))).toBe(true);
  });

  it('keeps the name order when a name changes, whoever changes it', async () => {
    const [before] = (await search('both', { search: '100001' })).items;
    await fx().db.execute(
      sql`update people set last_name = 'Aardvark' where id = (select person_id from instructors where adi_number = '100001')`,
    );
    try {
      const [first] = (await search('both')).items;
      expect(first?.adiNumber).toBe('100001');
      expect(first?.name.fullName).toBe('Daniel Aardvark');
      expect(adis((await search('both', { search: 'aardv' })).items)).toEqual(['100001']);
    } finally {
      await fx().db.execute(
        sql`update people set last_name = ${before?.name.lastName} where id = (select person_id from instructors where adi_number = '100001')`,
      );
    }
    expect(adis((await search('both', { search: 'aardv' })).items)).toEqual([]);
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

  it('refuses a search it cannot run with a message, and a page that is not one of its own', async () => {
    const long = await officeGql(fx(), DIRECTORY, { input: { search: 'x'.repeat(61) } }, members.aa.cookie);
    expect(reasonOf(long)).toBe('BAD_USER_INPUT/INVALID_INPUT');
    expect(long.errors?.[0]?.message).toBe('Search for at most 60 characters');
    for (const after of ['page-2', Buffer.from('["a","b","c"]').toString('base64url')]) {
      const page = await officeGql(fx(), DIRECTORY, { input: { after } }, members.aa.cookie);
      expect(reasonOf(page)).toBe('BAD_USER_INPUT/INVALID_INPUT');
      expect(page.errors?.[0]?.message).toBe('That page of the directory is no longer there: search again');
    }
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
