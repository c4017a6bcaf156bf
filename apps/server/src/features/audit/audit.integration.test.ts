import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { testDeps } from '../../../test/test-app.ts';
import { officeAudit } from '../../db/schema/audit.ts';
import { staff } from '../../db/schema/staff.ts';
import { db, inTransaction, runUnitOfWork } from '../../db/unit-of-work.ts';
import { createAuditService } from './audit.service.ts';

describeEachDatabase(
  'the office audit trail',
  (use) => {
    const run = <T>(work: () => Promise<T>) => runUnitOfWork(use(), work);
    const service = () => createAuditService(testDeps(use()));
    const newStaff = () =>
      run(async () => {
        const [row] = await db
          .insert(staff)
          .values({
            email: `auditor-${Math.random().toString(36).slice(2)}@office.test`,
            name: 'Priya Shah',
            passwordHash: 'x',
            roles: ['Allocations'],
            brands: ['AADS'],
          })
          .returning();
        if (!row) throw new Error('no staff row');
        return row.id;
      });
    const record = (staffId: string, n: number, instructorId: string | null = null) =>
      run(() =>
        service().record({
          staffId,
          operation: 'lockCapacity',
          targetType: 'Franchise',
          targetId: `franchise-${n}`,
          instructorId,
          before: { locked: false, n },
          after: { locked: true, n, when: new Date(Date.UTC(2026, 10, 27)) },
        }),
      );

    it('numbers each write and chains it to the one before, so the whole trail verifies', async () => {
      const who = await newStaff();
      const first = await record(who, 1);
      const second = await record(who, 2);
      expect(second.seq).toBe(first.seq + 1);
      expect(second.prevHash).toBe(first.hash);
      const verdict = await run(() => service().verify());
      expect(verdict.firstBreak).toBeNull();
      expect(verdict.rowsChecked).toBeGreaterThanOrEqual(2);
    });

    /** What the database said when it refused (drizzle wraps it as the cause). */
    const refusal = (work: () => Promise<unknown>) =>
      run(work).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );

    it('refuses to change or remove a row, whoever asks', async () => {
      const who = await newStaff();
      const row = await record(who, 3);
      const where = sql`seq = ${row.seq}`;
      expect(await refusal(() => db.update(officeAudit).set({ operation: 'x' }).where(where))).toMatch(/append-only/);
      expect(await refusal(() => db.delete(officeAudit).where(where))).toMatch(/append-only: DELETE refused/);
      expect(await refusal(() => db.execute(sql`truncate office_audit`))).toMatch(/append-only: TRUNCATE refused/);
      const [still] = await run(() => db.select().from(officeAudit).where(sql`seq = ${row.seq}`));
      expect(still?.operation).toBe('lockCapacity');
    });

    it('writes nothing when the office write it belongs to rolls back', async () => {
      const who = await newStaff();
      const before = await run(() => service().trail({ staffId: who }));
      await expect(
        run(() =>
          inTransaction(async () => {
            await service().record({
              staffId: who,
              operation: 'rejectDocument',
              targetType: 'Document',
              targetId: 'd1',
            });
            throw new Error('the write failed');
          }),
        ),
      ).rejects.toThrow('the write failed');
      expect(await run(() => service().trail({ staffId: who }))).toHaveLength(before.length);
      expect((await run(() => service().verify())).firstBreak).toBeNull();
    });

    it('keeps one unbroken chain under concurrent writers', async () => {
      const who = await newStaff();
      await Promise.all(Array.from({ length: 12 }, (_, n) => record(who, 100 + n)));
      const verdict = await run(() => service().verify());
      expect(verdict.firstBreak).toBeNull();
      expect(await run(() => service().trail({ staffId: who }))).toHaveLength(12);
    });

    it('shows the trail per staff member and per instructor, newest first, and exports it as CSV', async () => {
      const [one, two] = [await newStaff(), await newStaff()];
      const instructorId = '00000000-0000-4000-8000-0000000000aa';
      await record(one, 201, instructorId);
      await record(two, 202);
      await record(one, 203);
      const ofOne = await run(() => service().trail({ staffId: one }));
      expect(ofOne.map((r) => r.targetId)).toEqual(['franchise-203', 'franchise-201']);
      const ofInstructor = await run(() => service().trail({ instructorId }));
      expect(ofInstructor.map((r) => r.targetId)).toEqual(['franchise-201']);
      const csv = await run(() => service().exportCsv({ staffId: one }));
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"Seq","At (UTC)","Staff","Operation","Target type","Target","Instructor","Before","After","Hash"',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('"franchise-201"');
      expect(lines[1]).toContain('"{""locked"":false,""n"":201}"');
      expect(lines[1]).toContain('"{""locked"":true,""n"":201,""when"":""2026-11-27T00:00:00.000Z""}"');
    });

    it("names the first row edited behind the trigger's back (by a database owner)", async () => {
      const who = await newStaff();
      const row = await record(who, 301);
      await record(who, 302);
      await run(async () => {
        await db.execute(sql`alter table office_audit disable trigger office_audit_append_only`);
        await db.execute(sql`update office_audit set after = '{"locked":false}' where seq = ${row.seq}`);
        await db.execute(sql`alter table office_audit enable trigger office_audit_append_only`);
      });
      const verdict = await run(() => service().verify());
      expect(verdict.firstBreak).toEqual({ seq: row.seq, problem: 'hash' });
      await run(async () => {
        await db.execute(sql`alter table office_audit disable trigger office_audit_append_only`);
        await db.update(officeAudit).set({ after: row.after }).where(sql`seq = ${row.seq}`);
        await db.execute(sql`alter table office_audit enable trigger office_audit_append_only`);
      });
      expect((await run(() => service().verify())).firstBreak).toBeNull();
    });
  },
  { seed: false },
);
