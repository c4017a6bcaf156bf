import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { franchiseIdFor, instructorIdFor } from '../../seed/foundation.seed.ts';
import { officeGql, reasonOf, staffSession } from './test/office-staff.ts';

/*
 * Issue 24 §3: an instructor's page (any staff member who sees them) and the capacity lock (Allocations),
 * audited and seen by the portal at once.
 */

const PAGE = `query ($id: ID!) { officeInstructor(id: $id) {
  id adiNumber status name { fullName } postcode
  franchises { id brand type dormant districts capacity { current maximum locked } }
  learners { counts { status count } pending { id name franchiseId } }
  documents { documentType status expiry }
  arrears { total { pence formatted } invoices { reference franchiseId } }
  messages { body created fromInstructor }
  links { allocation { label path } documents { path } chat { label path } }
} }`;
const LOCK = `mutation ($input: CapacityLockInput!) {
  setCapacityLock(input: $input) { id franchises { id capacity { locked } } }
}`;
const TRAIL = `query ($id: ID!, $before: Int, $limit: Int) {
  instructorAuditTrail(instructorId: $id, beforeSeq: $before, limit: $limit) {
    entries { seq operation targetType targetId instructorId before after staff { id name } } nextBeforeSeq
  }
}`;
const PORTAL_CAPACITY = 'query ($id: ID!) { instructor(id: $id) { learnerCapacity { lineItemKey locked } } }';

type Franchise = {
  id: string;
  brand: string;
  type: string;
  dormant: boolean;
  districts: string[];
  capacity: { current: number; maximum: number; locked: boolean } | null;
};
type Page = {
  officeInstructor: {
    adiNumber: string;
    franchises: Franchise[];
    learners: { counts: Array<{ status: string; count: number }>; pending: Array<{ name: string }> };
    documents: Array<{ documentType: string; status: string }>;
    arrears: { total: { pence: number; formatted: string }; invoices: unknown[] };
    messages: Array<{ body: string; created: string }>;
    links: { allocation: { path: string }; chat: { label: string; path: string | null } };
  };
};
type Trail = {
  instructorAuditTrail: {
    entries: Array<{
      seq: number;
      operation: string;
      targetId: string;
      before: string;
      after: string;
      staff: { id: string };
    }>;
    nextBeforeSeq: number | null;
  };
};

const DANIEL = instructorIdFor('100001');
const EMMA = instructorIdFor('100002');
const DANIEL_AA = franchiseIdFor('100001', 'aa-full-manual');
const EMMA_AA = franchiseIdFor('100002', 'aa-full-manual');
const EMMA_BSM = franchiseIdFor('100002', 'bsm-full-manual');

describeIntegration('an instructor at hand in the office', (fx) => {
  const m = {} as Record<
    'aaSupport' | 'bsmAllocations' | 'aaAllocations' | 'bothAllocations',
    { cookie: string; staffId: string }
  >;

  beforeAll(async () => {
    m.aaSupport = await staffSession(fx(), ['Support'], ['AADS']);
    m.bsmAllocations = await staffSession(fx(), ['Allocations'], ['BSM']);
    m.aaAllocations = await staffSession(fx(), ['Allocations'], ['AADS']);
    m.bothAllocations = await staffSession(fx(), ['Allocations'], ['AADS', 'BSM']);
  });

  const page = async (id: string, cookie: string) => officeGql<Page>(fx(), PAGE, { id }, cookie);
  const lock = (cookie: string, franchiseId: string, locked: boolean, instructorId = DANIEL) =>
    officeGql<{ setCapacityLock: { franchises: Franchise[] } }>(
      fx(),
      LOCK,
      { input: { instructorId, franchiseId, locked } },
      cookie,
    );
  const trail = async (id: string, cookie: string, before?: number, limit?: number) =>
    officeGql<Trail>(fx(), TRAIL, { id, before, limit }, cookie);

  it("shows the instructor's franchises, capacity, areas, learners, documents, arrears and latest messages", async () => {
    const answer = await page(DANIEL, m.aaSupport.cookie);
    const p = answer.data?.officeInstructor;
    expect(p?.adiNumber).toBe('100001');
    expect(p?.franchises).toHaveLength(1);
    expect(p?.franchises[0]).toMatchObject({ id: DANIEL_AA, brand: 'AADS', type: 'Full', dormant: false });
    expect(p?.franchises[0]?.districts).toEqual(expect.arrayContaining(['LS1', 'LS6', 'LS8']));
    expect(p?.franchises[0]?.capacity).toMatchObject({ maximum: 20, locked: false });
    expect(p?.learners.counts.find((c) => c.status === 'Pending')?.count).toBe(3);
    expect(p?.learners.pending).toHaveLength(3);
    expect(p?.documents.length).toBeGreaterThan(3);
    expect(new Set(p?.documents.map((d) => d.status))).toEqual(
      new Set(['APPROVED', 'REJECTED', 'OUTSTANDING', 'FOR_APPROVAL']),
    );
    expect(p?.arrears.total.formatted).toBe('£490.00');
    expect(p?.messages).toHaveLength(5);
    const times = p?.messages.map((x) => new Date(x.created).getTime()) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(p?.links.allocation.path).toBe(`/allocation?instructor=${DANIEL}`);
    expect(p?.links.chat.path).toBe(`/inbox/${DANIEL}`);
  });

  it("shows a member only the franchises of their brands, and another brand's instructor as not found", async () => {
    expect(reasonOf(await page(DANIEL, m.bsmAllocations.cookie))).toBe('NOT_FOUND/NOT_FOUND');
    expect(reasonOf(await page('not-an-id', m.aaSupport.cookie))).toBe('NOT_FOUND/NOT_FOUND');
    const emmaForBsm = (await page(EMMA, m.bsmAllocations.cookie)).data?.officeInstructor;
    expect(emmaForBsm?.franchises.filter((f) => !f.dormant).map((f) => f.id)).toEqual([EMMA_BSM]);
    expect(emmaForBsm?.franchises.every((f) => f.brand === 'BSM')).toBe(true);
    expect(emmaForBsm?.franchises[0]?.capacity?.locked).toBe(true);
    const emmaForAll = (await page(EMMA, m.bothAllocations.cookie)).data?.officeInstructor;
    expect(emmaForAll?.franchises.map((f) => f.brand)).toEqual(['AADS', 'BSM', 'BSM']);
    expect(emmaForAll?.franchises.filter((f) => f.dormant)).toHaveLength(1);
  });

  it('locks a capacity for Allocations only, and only of a brand the member sees', async () => {
    expect(reasonOf(await lock(m.aaSupport.cookie, DANIEL_AA, true))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
    expect(reasonOf(await lock(m.bsmAllocations.cookie, DANIEL_AA, true))).toBe('NOT_FOUND/NOT_FOUND');
    expect(reasonOf(await lock(m.aaAllocations.cookie, EMMA_BSM, false, EMMA))).toBe('NOT_FOUND/NOT_FOUND');
    expect(reasonOf(await lock(m.aaAllocations.cookie, EMMA_BSM, false, DANIEL))).toBe('NOT_FOUND/NOT_FOUND');
    const badId = await lock(m.aaAllocations.cookie, 'x', true);
    expect(reasonOf(badId)).toBe('BAD_USER_INPUT/INVALID_INPUT');
    const portal = await fx().gql<{ instructor: { learnerCapacity: Array<{ locked: boolean }> } }>(
      PORTAL_CAPACITY,
      { id: EMMA },
      await signIn(fx(), '100002'),
    );
    expect(portal.data?.instructor.learnerCapacity.map((c) => c.locked).sort()).toEqual([false, true]);
    expect((await trail(EMMA, m.bothAllocations.cookie)).data?.instructorAuditTrail.entries).toEqual([]);
  });

  it('locks and unlocks, audited with the values before and after, and the portal sees it at once', async () => {
    const cookie = await signIn(fx(), '100001');
    const portalLocked = async () =>
      (
        await fx().gql<{ instructor: { learnerCapacity: Array<{ locked: boolean }> } }>(
          PORTAL_CAPACITY,
          { id: DANIEL },
          cookie,
        )
      ).data?.instructor.learnerCapacity[0]?.locked;
    expect(await portalLocked()).toBe(false);
    const locked = await lock(m.aaAllocations.cookie, DANIEL_AA, true);
    expect(locked.data?.setCapacityLock.franchises[0]?.capacity?.locked).toBe(true);
    expect(await portalLocked()).toBe(true);
    await lock(m.aaAllocations.cookie, DANIEL_AA, true);
    await lock(m.aaAllocations.cookie, DANIEL_AA, false);
    expect(await portalLocked()).toBe(false);

    const entries = (await trail(DANIEL, m.aaSupport.cookie)).data?.instructorAuditTrail.entries ?? [];
    expect(entries.map((e) => e.operation)).toEqual(['unlockCapacity', 'lockCapacity']);
    expect(entries[1]).toMatchObject({
      targetId: DANIEL_AA,
      before: '{"locked":false}',
      after: '{"locked":true}',
      staff: { id: m.aaAllocations.staffId },
    });
    expect(entries[0]).toMatchObject({ before: '{"locked":true}', after: '{"locked":false}' });
    const first = (await trail(DANIEL, m.aaSupport.cookie, undefined, 1)).data?.instructorAuditTrail;
    expect(first?.entries.map((e) => e.operation)).toEqual(['unlockCapacity']);
    const next = (await trail(DANIEL, m.aaSupport.cookie, first?.nextBeforeSeq ?? 0, 1)).data?.instructorAuditTrail;
    expect(next?.entries.map((e) => e.operation)).toEqual(['lockCapacity']);
    expect(reasonOf(await trail(DANIEL, m.bsmAllocations.cookie))).toBe('NOT_FOUND/NOT_FOUND');
    expect((await fx().services.audit.verify()).firstBreak).toBeNull();
  });

  it("locks an instructor of both brands' one franchise and leaves the other", async () => {
    await lock(m.bothAllocations.cookie, EMMA_AA, true, EMMA);
    const franchises = (await page(EMMA, m.bothAllocations.cookie)).data?.officeInstructor.franchises ?? [];
    expect(franchises.filter((f) => !f.dormant).map((f) => [f.id, f.capacity?.locked])).toEqual([
      [EMMA_AA, true],
      [EMMA_BSM, true],
    ]);
    await lock(m.bothAllocations.cookie, EMMA_AA, false, EMMA);
  });
});
