import type { LedgerEntryKind } from '@portal/domain/accounts';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor, failureOf } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { signIn } from '../../../test/sign-in.ts';
import { withDb } from '../../../test/with-db.ts';
import { issueFeeInvoice, markInvoicePaid, recordLedgerEntry } from './index.ts';

const ACCOUNTS = `query ($id: ID!, $from: Date, $to: Date) { instructor(id: $id) {
  arrears { id reference amount { pence formatted } date propositionKey }
  invoices { id invoiceId invoiceDate description pdfCreated paid value { pence } valueExVat { pence } }
  ledgerItems(from: $from, to: $to) { id name date kind value { pence formatted } valueExVat { pence } }
} }`;
const BREAKDOWN = `query ($input: ArrearsDetailInput!) {
  instructorArrearsBreakdown(input: $input) { id reference amount { pence } date }
}`;
const URL_QUERY = 'query ($key: ID!) { instructorInvoiceUrl(transactionKey: $key) { id url } }';
const TAX_YEAR = `query ($id: ID!, $year: Int) { instructor(id: $id) { taxYearSummary(startYear: $year) {
  label from to lessonIncome { pence } franchiseFees { pence } months { label lessonIncome { pence } franchiseFees { pence } }
} } }`;

type Accounts = {
  instructor: {
    arrears: Array<{ id: string; reference: string; amount: { pence: number; formatted: string }; date: string }>;
    invoices: Array<{ id: string; invoiceId: string; invoiceDate: string; pdfCreated: boolean; paid: boolean }>;
    ledgerItems: Array<{ name: string; date: string; kind: string; value: { pence: number; formatted: string } }>;
  };
};

// Wednesday 01/05/2030; this week runs Monday 29/04 to Sunday 05/05.
describeIntegration('accounts', { start: new Date('2030-05-01T09:00:00Z') }, (fx) => {
  let t: Fixture;
  let other: CalendarInstructor;
  const ids: Record<string, string> = {};
  const fee = (invoiceDate: string, extra: { pdfAvailable?: boolean } = {}) =>
    withDb(t.db, () =>
      issueFeeInvoice({
        instructorId: t.instructor.instructorId,
        franchiseId: t.instructor.franchiseId,
        invoiceDate,
        ...extra,
      }),
    );
  const entry = (kind: Extract<LedgerEntryKind, 'Purchase' | 'Refund'>, date: string, value: number) =>
    withDb(t.db, () =>
      recordLedgerEntry({
        instructorId: t.instructor.instructorId,
        franchiseId: t.instructor.franchiseId,
        kind,
        name: `Lesson ${kind.toLowerCase()}`,
        date,
        value,
      }),
    );
  const accounts = (vars: Record<string, unknown> = {}) =>
    t.gqlAsViewer<Accounts>(ACCOUNTS, { id: t.instructor.instructorId, ...vars });

  beforeAll(async () => {
    t = fx();
    other = await addCalendarInstructor(t.db);
    ids.paid = (await fee('2030-04-01')).id;
    const paid = ids.paid;
    await withDb(t.db, () => markInvoicePaid(paid, '2030-04-03'));
    ids.a = (await fee('2030-04-08')).id;
    ids.b = (await fee('2030-04-15')).id;
    ids.c = (await fee('2030-04-22')).id;
    ids.current = (await fee('2030-04-29', { pdfAvailable: false })).id;
    await entry('Purchase', '2030-04-24', 7_800);
    await entry('Purchase', '2030-05-01', 3_900);
    await entry('Refund', '2030-05-01', -3_900);
    ids.others = (
      await withDb(t.db, () =>
        issueFeeInvoice({
          instructorId: other.instructorId,
          franchiseId: other.franchiseId,
          invoiceDate: '2030-04-08',
        }),
      )
    ).id;
  });

  it('owes the overdue invoices per franchise, dated by the oldest due date, with a breakdown', async () => {
    const answer = await accounts();
    expect(answer.errors).toBeUndefined();
    const arrears = answer.data!.instructor.arrears;
    // 3 x £245.00 overdue; the current week's invoice is not yet due, the paid one is not owed
    expect(arrears).toEqual([
      expect.objectContaining({
        id: t.instructor.franchiseId,
        amount: { pence: 73_500, formatted: '£735.00' },
        date: '2030-04-15',
        reference: expect.stringMatching(/^AA-\d+-[0-9A-F]{4}$/),
      }),
    ]);
    const breakdown = await t.gqlAsViewer<{ instructorArrearsBreakdown: Array<{ id: string; date: string }> }>(
      BREAKDOWN,
      { input: { id: t.instructor.instructorId, propositionKey: t.instructor.franchiseId } },
    );
    expect(breakdown.data!.instructorArrearsBreakdown.map((a) => a.id)).toEqual([ids.a, ids.b, ids.c]);
  });

  it('gives NOT_FOUND for another instructor, their franchise or a made-up key in the breakdown', async () => {
    for (const input of [
      { id: other.instructorId, propositionKey: other.franchiseId },
      { id: t.instructor.instructorId, propositionKey: other.franchiseId },
      { id: t.instructor.instructorId, propositionKey: 'nope' },
    ]) {
      const answer = await t.gqlAsViewer(BREAKDOWN, { input });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const theirs = await t.gqlAsViewer(ACCOUNTS, { id: other.instructorId });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lists this week's transactions by default and any earlier week when asked", async () => {
    const thisWeek = (await accounts()).data!.instructor.ledgerItems;
    expect(thisWeek.map((i) => [i.date, i.kind, i.value.pence])).toEqual(
      expect.arrayContaining([
        ['2030-05-01', 'Purchase', 3_900],
        ['2030-05-01', 'Refund', -3_900],
        ['2030-04-29', 'Invoice', -24_500],
      ]),
    );
    expect(thisWeek).toHaveLength(3);
    expect(thisWeek[thisWeek.length - 1]!.date).toBe('2030-04-29');
    const lastWeek = (await accounts({ from: '2030-04-22', to: '2030-04-28' })).data!.instructor.ledgerItems;
    expect(lastWeek.map((i) => [i.date, i.kind, i.value.formatted])).toEqual([
      ['2030-04-24', 'Purchase', '£78.00'],
      ['2030-04-22', 'Invoice', '-£245.00'],
    ]);
    const backwards = await accounts({ from: '2030-04-28', to: '2030-04-22' });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists invoices newest first with their paid state and whether the PDF exists', async () => {
    const list = (await accounts()).data!.instructor.invoices;
    expect(list.map((i) => [i.invoiceDate, i.paid, i.pdfCreated])).toEqual([
      ['2030-04-29', false, false],
      ['2030-04-22', false, true],
      ['2030-04-15', false, true],
      ['2030-04-08', false, true],
      ['2030-04-01', true, true],
    ]);
    expect(new Set(list.map((i) => i.invoiceId)).size).toBe(5);
  });

  it('links the PDF for its owner only; it carries the totals and VAT, and no paid state (drawn once, never edited)', async () => {
    const link = await t.gqlAsViewer<{ instructorInvoiceUrl: { url: string } }>(URL_QUERY, { key: ids.paid });
    const url = link.data!.instructorInvoiceUrl.url;
    expect(url).toMatch(/^\/api\/files\/.+\?t=/);
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: await t.session() } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const number = (await accounts()).data!.instructor.invoices.find((i) => i.id === ids.paid)!.invoiceId;
    expect(text).toContain(`Invoice number ${number}`);
    expect(text).toContain('Invoice date 01/04/2030');
    expect(text).toMatch(/Subtotal £204\.17/);
    expect(text).toMatch(/VAT at 20% £40\.83/);
    expect(text).toMatch(/Total £245\.00/);
    expect(text).toContain(`Please pay by 08/04/2030, quoting ${number}`);
    expect(text).not.toMatch(/Paid on|Unpaid/);
    const stranger = await signIn(t, other.adiNumber, other.password);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: stranger } })).statusCode).toBe(404);
    const unpaid = await t.gqlAsViewer<{ instructorInvoiceUrl: { url: string } }>(URL_QUERY, { key: ids.a });
    const unpaidPdf = await t.app.inject({
      method: 'GET',
      url: unpaid.data!.instructorInvoiceUrl.url,
      headers: { cookie: await t.session() },
    });
    expect(await pdfText(unpaidPdf.rawPayload)).toContain('Please pay by 15/04/2030');
  });

  it('gives a null url when the PDF is not issued, NOT_FOUND for another instructor or a made-up id', async () => {
    const none = await t.gqlAsViewer<{ instructorInvoiceUrl: { url: string | null } }>(URL_QUERY, { key: ids.current });
    expect(none.data!.instructorInvoiceUrl).toEqual({ id: ids.current, url: null });
    for (const key of [ids.others, 'INV-000001', '00000000-0000-4000-a000-000000000000']) {
      const answer = await t.gqlAsViewer(URL_QUERY, { key });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await failureOf(t.services.accounts.getInvoiceUrl(other.viewer, ids.a!))).code).toBe('NOT_FOUND');
  });

  it('sums the tax year: lesson income against franchise fees by tax month', async () => {
    const answer = await t.gqlAsViewer<{ instructor: { taxYearSummary: Record<string, unknown> } }>(TAX_YEAR, {
      id: t.instructor.instructorId,
    });
    expect(answer.errors).toBeUndefined();
    const summary = answer.data!.instructor.taxYearSummary as {
      label: string;
      lessonIncome: { pence: number };
      franchiseFees: { pence: number };
      months: Array<{ label: string; lessonIncome: { pence: number }; franchiseFees: { pence: number } }>;
    };
    expect(summary.label).toBe('2030/31');
    // 01/04 belongs to 2029/30; 08/04..29/04 are four fees in tax month 1 (6 April - 5 May)
    expect(summary.franchiseFees.pence).toBe(4 * 24_500);
    expect(summary.lessonIncome.pence).toBe(7_800);
    expect(summary.months[0]).toEqual({
      label: 'Apr',
      lessonIncome: { pence: 7_800 },
      franchiseFees: { pence: 98_000 },
    });
    const before = await t.gqlAsViewer<{ instructor: { taxYearSummary: { franchiseFees: { pence: number } } } }>(
      TAX_YEAR,
      { id: t.instructor.instructorId, year: 2029 },
    );
    expect(before.data!.instructor.taxYearSummary.franchiseFees.pence).toBe(24_500);
  });
});
