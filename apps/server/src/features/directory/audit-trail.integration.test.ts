import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { franchiseIdFor, instructorIdFor } from '../../seed/foundation.seed.ts';
import { AUDIT_CSV_ROUTE } from './index.ts';
import { officeGql, reasonOf, staffSession } from './test/office-staff.ts';

/*
 * Issue 24 §6: the audit trail's pages. A staff member's trail and the staff list for an Admin; an instructor's
 * trail (the instructor's page) for any member who sees the instructor; both as a CSV download.
 */

const STAFF_TRAIL = `query ($id: ID!, $before: Int, $limit: Int) {
  staffAuditTrail(staffId: $id, beforeSeq: $before, limit: $limit) {
    entries { seq operation targetId instructorId staff { id name } } nextBeforeSeq
  }
}`;
const MEMBERS = '{ officeStaffMembers { id name email roles brands } }';
const LOCK = `mutation ($input: CapacityLockInput!) { setCapacityLock(input: $input) { id } }`;

type StaffTrail = {
  staffAuditTrail: {
    entries: Array<{ seq: number; operation: string; staff: { id: string; name: string } }>;
    nextBeforeSeq: number | null;
  };
};

const DANIEL = instructorIdFor('100001');
const DANIEL_AA = franchiseIdFor('100001', 'aa-full-manual');

describeIntegration('the audit trail in the office', (fx) => {
  const m = {} as Record<'admin' | 'allocations' | 'bsmSupport', { cookie: string; staffId: string; name: string }>;

  beforeAll(async () => {
    m.admin = await staffSession(fx(), ['Admin'], ['AADS', 'BSM']);
    m.allocations = await staffSession(fx(), ['Allocations'], ['AADS']);
    m.bsmSupport = await staffSession(fx(), ['Support'], ['BSM']);
    for (const locked of [true, false, true]) {
      const answer = await officeGql(
        fx(),
        LOCK,
        { input: { instructorId: DANIEL, franchiseId: DANIEL_AA, locked } },
        m.allocations.cookie,
      );
      expect(reasonOf(answer)).toBe('ok');
    }
  });

  const csv = (query: string, cookie?: string) =>
    fx().app.inject({ method: 'GET', url: `${AUDIT_CSV_ROUTE}?${query}`, headers: cookie ? { cookie } : {} });

  it("shows an Admin a staff member's trail, newest first, paged by seq", async () => {
    const all = await officeGql<StaffTrail>(fx(), STAFF_TRAIL, { id: m.allocations.staffId }, m.admin.cookie);
    const entries = all.data?.staffAuditTrail.entries ?? [];
    // The member's own sign-in is in their trail too (staff sign-in events are audited).
    expect(entries.map((e) => e.operation).filter((op) => op.endsWith('Capacity'))).toEqual([
      'lockCapacity',
      'unlockCapacity',
      'lockCapacity',
    ]);
    expect(entries.map((e) => e.seq)).toEqual([...entries.map((e) => e.seq)].sort((a, b) => b - a));
    expect(entries.every((e) => e.staff.name === m.allocations.name)).toBe(true);
    expect(all.data?.staffAuditTrail.nextBeforeSeq).toBeNull();
    const first = await officeGql<StaffTrail>(
      fx(),
      STAFF_TRAIL,
      { id: m.allocations.staffId, limit: 2 },
      m.admin.cookie,
    );
    expect(first.data?.staffAuditTrail.entries.map((e) => e.seq)).toEqual(entries.slice(0, 2).map((e) => e.seq));
    const before = first.data?.staffAuditTrail.nextBeforeSeq;
    const rest = await officeGql<StaffTrail>(
      fx(),
      STAFF_TRAIL,
      { id: m.allocations.staffId, limit: 50, before },
      m.admin.cookie,
    );
    expect(rest.data?.staffAuditTrail.entries.map((e) => e.seq)).toEqual(entries.slice(2).map((e) => e.seq));
  });

  it("refuses a staff member's trail and the staff list to anyone but an Admin", async () => {
    for (const who of [m.allocations, m.bsmSupport]) {
      expect(reasonOf(await officeGql(fx(), STAFF_TRAIL, { id: m.allocations.staffId }, who.cookie))).toBe(
        'FORBIDDEN/FEATURE_UNAVAILABLE',
      );
      expect(reasonOf(await officeGql(fx(), MEMBERS, {}, who.cookie))).toBe('FORBIDDEN/FEATURE_UNAVAILABLE');
    }
    expect(reasonOf(await officeGql(fx(), STAFF_TRAIL, { id: m.allocations.staffId }))).toBe(
      'UNAUTHENTICATED/NOT_SIGNED_IN',
    );
    const members = await officeGql<{ officeStaffMembers: Array<{ id: string }> }>(fx(), MEMBERS, {}, m.admin.cookie);
    expect(members.data?.officeStaffMembers.map((s) => s.id)).toEqual(
      expect.arrayContaining([m.admin.staffId, m.allocations.staffId, m.bsmSupport.staffId]),
    );
    const nobody = await officeGql<StaffTrail>(fx(), STAFF_TRAIL, { id: 'nobody' }, m.admin.cookie);
    expect(reasonOf(nobody)).toBe('NOT_FOUND/NOT_FOUND');
  });

  it("downloads an instructor's trail as CSV for a member who sees them, and nobody else", async () => {
    const ok = await csv(`instructorId=${DANIEL}`, m.allocations.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/csv/);
    expect(ok.headers['content-disposition']).toBe(`attachment; filename="audit-trail-instructor-${DANIEL}.csv"`);
    const lines = ok.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Seq","At \(UTC\)","Staff","Operation"/);
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual([
      '"lockCapacity"',
      '"unlockCapacity"',
      '"lockCapacity"',
    ]);
    expect((await csv(`instructorId=${DANIEL}`, m.bsmSupport.cookie)).statusCode).toBe(404);
    expect((await csv(`instructorId=${DANIEL}`)).statusCode).toBe(401);
    expect((await csv(`instructorId=${DANIEL}`, await signIn(fx(), '100001'))).statusCode).toBe(401);
    expect((await csv('', m.admin.cookie)).statusCode).toBe(400);
  });

  it("downloads a staff member's trail as CSV for an Admin only", async () => {
    const ok = await csv(`staffId=${m.allocations.staffId}`, m.admin.cookie);
    expect(ok.statusCode).toBe(200);
    const trail = await officeGql<StaffTrail>(fx(), STAFF_TRAIL, { id: m.allocations.staffId }, m.admin.cookie);
    const operations = trail.data?.staffAuditTrail.entries.map((e) => `"${e.operation}"`).reverse();
    expect(
      ok.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[3]),
    ).toEqual(operations);
    expect(operations).toContain('"lockCapacity"');
    expect((await csv(`staffId=${m.allocations.staffId}`, m.allocations.cookie)).statusCode).toBe(403);
  });
});
