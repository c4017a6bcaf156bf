import { randomBytes } from 'node:crypto';
import { invoiceIssuers, invoiceSequenceOf } from '@portal/domain/accounts';
import type { StaffViewer } from '@portal/domain/office';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases.ts';
import { testDeps } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { invoiceSeries, invoices } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { createServices, type Services } from '../../services.ts';

/*
 * Issue 25 §3: the fee run on two instances at once bills each franchise's period once, and the invoice numbers
 * run on without a gap. On PostgreSQL the two instances have pools of their own on one database, so their
 * transactions really race; on PGlite they share the one connection (the same guarantees, taken in turn).
 */

type Instance = { services: Services; handle: DatabaseHandle };

const instancesOn = async (
  kind: 'pglite' | 'postgres',
): Promise<{ a: Instance; b: Instance; close: () => Promise<void> }> => {
  // Monday 06:30 UK on 06/01/2031: the scheduled run owes the week of 06/01.
  const clock = () => createTestClock(new Date('2031-01-06T06:30:00Z'));
  if (kind === 'pglite') {
    const handle = await openTestDatabase('pglite', { seed: true });
    const make = () => ({ services: createServices(testDeps(handle, { clock: clock() })), handle });
    return { a: make(), b: make(), close: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_t_fees_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await first.migrate();
  const { seedDatabase } = await import('../../seed/index.ts');
  const { testConfig } = await import('../../../test/test-app.ts');
  await seedDatabase(first, testConfig());
  const second = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  const make = (handle: DatabaseHandle) => ({ services: createServices(testDeps(handle, { clock: clock() })), handle });
  return {
    a: make(first),
    b: make(second),
    close: async () => {
      await first.close();
      await second.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
};

const kinds = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

for (const kind of kinds) {
  describe(`the fee run on two instances at once [${kind}]`, () => {
    let a: Instance;
    let b: Instance;
    let close: () => Promise<void>;
    let staffA: StaffViewer;
    let staffB: StaffViewer;

    const member = async (services: Services, n: number): Promise<StaffViewer> => {
      const row = await services.staff.addMember({
        email: `fees-race-${n}-${randomBytes(3).toString('hex')}@office.example`,
        name: `Finance ${n}`,
        password: 'Fee-Run-Race-2031',
        roles: ['Finance'],
        brands: ['AADS', 'BSM'],
      });
      return { staffId: row.id, name: row.name, email: row.email, roles: ['Finance'], brands: ['AADS', 'BSM'] };
    };

    /** Every invoice billed for periods starting in the week, and the numbers of each series. */
    const billedIn = async (monday: string, sunday: string) => {
      const { db } = a.handle;
      const rows = await db
        .select({ franchiseId: invoices.propositionAllocationId, number: invoices.invoiceNumber })
        .from(invoices)
        .where(sql`${invoices.periodStart} between ${monday} and ${sunday}`);
      return rows;
    };

    const expectNoGaps = async () => {
      const { db } = a.handle;
      for (const issuer of Object.values(invoiceIssuers)) {
        const rows = await db
          .select({ number: invoices.invoiceNumber })
          .from(invoices)
          .where(sql`${invoices.invoiceNumber} like ${`${issuer.prefix}%`}`);
        const sequences = rows.map((r) => invoiceSequenceOf(issuer, r.number)!).sort((x, y) => x - y);
        expect(sequences).toEqual(sequences.map((_, i) => i + 1));
        const [series] = await db.select().from(invoiceSeries).where(eq(invoiceSeries.prefix, issuer.prefix));
        expect(series?.lastNumber ?? 0).toBe(sequences.length);
      }
    };

    beforeAll(async () => {
      ({ a, b, close } = await instancesOn(kind));
      staffA = await member(a.services, 1);
      staffB = await member(b.services, 2);
    }, 600_000);

    afterAll(async () => {
      await close?.();
    });

    it('two runs of one week at once bill each franchise once, with no gap in either number series', async () => {
      for (const week of ['2030-12-23', '2030-12-30']) {
        const [first, second] = await Promise.all([
          a.services.accounts.runFeeInvoices(staffA, { weekStart: week }),
          b.services.accounts.runFeeInvoices(staffB, { weekStart: week }),
        ]);
        const sunday = week === '2030-12-23' ? '2030-12-29' : '2031-01-05';
        const billed = await billedIn(week, sunday);
        expect(billed.length).toBeGreaterThan(0);
        expect(first.issued.length + second.issued.length).toBe(billed.length);
        expect(new Set(billed.map((r) => r.franchiseId)).size).toBe(billed.length);
        expect(first.alreadyBilled + first.issued.length).toBe(billed.length);
        expect(second.alreadyBilled + second.issued.length).toBe(billed.length);
      }
      await expectNoGaps();
    }, 300_000);

    it("both instances' scheduled ticks at Monday 06:30 bill the week once between them", async () => {
      const [first, second] = await Promise.all([
        a.services.accounts.runScheduledFeeRun(),
        b.services.accounts.runScheduledFeeRun(),
      ]);
      const billed = await billedIn('2031-01-06', '2031-01-12');
      expect(billed.length).toBeGreaterThan(0);
      expect(first.issued! + second.issued!).toBe(billed.length);
      // A staff run afterwards finds the week billed.
      const again = await a.services.accounts.runFeeInvoices(staffA, { weekStart: '2031-01-06' });
      expect(again.issued).toEqual([]);
      await expectNoGaps();
    }, 300_000);
  });
}
