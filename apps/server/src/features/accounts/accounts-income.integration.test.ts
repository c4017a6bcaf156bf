import { transactionsCsv } from '@portal/domain/accounts';
import { localDateOf } from '@portal/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { withDb } from '../../../test/with-db.ts';
import { instructorDetails } from '../../db/schema/index.ts';
import { issueFeeInvoice, recordLedgerEntry } from './index.ts';

// What the Tax year tab reads, and what its CSV export reads for the same year (apps/web ledger-export.graphql).
const TAX_YEAR = `query ($id: ID!) { instructor(id: $id) { taxYearSummary {
  from to lessonIncome { pence } franchiseFees { pence } months { label lessonIncome { pence } }
} } }`;
const EXPORT = `query ($id: ID!, $from: Date!, $to: Date!) { instructor(id: $id) {
  ledgerItems(from: $from, to: $to) { id name date kind value { pence } valueExVat { pence } }
} }`;

type Summary = { from: string; to: string; lessonIncome: { pence: number }; franchiseFees: { pence: number } };
type Item = { name: string; date: string; kind: string; value: { pence: number }; valueExVat: { pence: number } };

// Wednesday 01/05/2030: tax year 2030/31 runs 06/04/2030 to 05/04/2031.
describeIntegration(
  'accounts: income dated when paid, VAT only when registered (issue 23 defect 6)',
  { start: new Date('2030-05-01T09:00:00Z') },
  (fx) => {
    let t: Fixture;
    const purchase = (date: string, value: number, name: string) =>
      withDb(t.db, () =>
        recordLedgerEntry({
          instructorId: t.instructor.instructorId,
          franchiseId: t.instructor.franchiseId,
          kind: 'Purchase',
          name,
          date,
          value,
        }),
      );
    const summary = async () =>
      (await t.gqlAsViewer<{ instructor: { taxYearSummary: Summary } }>(TAX_YEAR, { id: t.instructor.instructorId }))
        .data!.instructor.taxYearSummary;
    const exported = async () => {
      const { from, to } = await summary();
      const answer = await t.gqlAsViewer<{ instructor: { ledgerItems: Item[] } }>(EXPORT, {
        id: t.instructor.instructorId,
        from,
        to,
      });
      expect(answer.errors).toBeUndefined();
      const items = answer.data!.instructor.ledgerItems;
      const csv = transactionsCsv(
        [...items].reverse().map((i) => ({ ...i, value: i.value.pence, valueExVat: i.valueExVat.pence })),
      );
      return { items, lines: csv.split('\r\n') };
    };
    const setVatNumber = (vatNumber: string | null) =>
      t.db
        .insert(instructorDetails)
        .values({ instructorId: t.instructor.instructorId, vatNumber })
        .onConflictDoUpdate({ target: instructorDetails.instructorId, set: { vatNumber } });

    beforeAll(async () => {
      t = fx();
      await addCalendarInstructor(t.db);
      await withDb(t.db, () =>
        issueFeeInvoice({
          instructorId: t.instructor.instructorId,
          franchiseId: t.instructor.franchiseId,
          invoiceDate: '2030-04-22',
        }),
      );
      await purchase('2030-04-24', 7_800, 'Lesson purchase: past');
      await purchase('2030-05-01', 3_900, 'Lesson purchase: today');
      await purchase('2030-05-08', 3_900, 'Lesson purchase: next week');
    });

    it('counts purchases up to today in the tax year and its CSV, and none dated after today', async () => {
      const year = await summary();
      expect(year.lessonIncome.pence).toBe(7_800 + 3_900);
      expect(year.franchiseFees.pence).toBe(24_500);
      const { items, lines } = await exported();
      expect(items.map((i) => [i.date, i.kind, i.value.pence])).toEqual([
        ['2030-05-01', 'Purchase', 3_900],
        ['2030-04-24', 'Purchase', 7_800],
        ['2030-04-22', 'Invoice', -24_500],
      ]);
      expect(lines.some((line) => line.includes('next week') || line.includes('08/05/2030'))).toBe(false);
      expect(lines).toHaveLength(1 + 3 + 1);
    });

    it('splits no VAT out of the lesson income of an instructor who is not VAT registered; the fee keeps its VAT', async () => {
      await setVatNumber(null);
      const { lines } = await exported();
      expect(lines).toContain('"24/04/2030","Lesson purchase: past","Purchase",78.00,78.00,0.00');
      expect(lines).toContain('"01/05/2030","Lesson purchase: today","Purchase",39.00,39.00,0.00');
      expect(lines.find((line) => line.includes('"Invoice"'))).toMatch(/,-245\.00,-204\.17,-40\.83$/);
    });

    it('splits 20% VAT out of the lesson income of a VAT-registered instructor', async () => {
      await setVatNumber('GB123456789');
      const { lines } = await exported();
      expect(lines).toContain('"24/04/2030","Lesson purchase: past","Purchase",78.00,65.00,13.00');
      await setVatNumber(null);
    });

    it('seeds no purchase dated after today (the demo data dates a purchase when it is paid)', async () => {
      // The demo data is seeded relative to the real day (this suite's own entries are in 2030).
      const today = localDateOf(new Date());
      const result = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_entries
          where entry_date > ${today}::date and instructor_id <> ${t.instructor.instructorId}::uuid`,
      );
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    });
  },
);
