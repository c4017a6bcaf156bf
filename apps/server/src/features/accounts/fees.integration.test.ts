import { invoiceIssuers, invoiceSequenceOf, xeroInvoiceColumns } from '@portal/domain/accounts';
import type { StaffViewer } from '@portal/domain/office';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor, type CalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor, type TestInstructor } from '../../../test/instructor-fixture.ts';
import { addSignedInStaff, officeGql, type SignedInStaff } from '../../../test/office-staff.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { creditNotes, invoiceSeries, invoices, ledgerEntries, propositionAllocations } from '../../db/schema/index.ts';
import { EXPORT_PAGE_SIZE } from './fees.repository.ts';

/* Issue 25 §3: the fee run, payments, credit notes, aged arrears and the export, for Finance within their brands. */

const RUN = `mutation ($week: String) { runFeeInvoices(weekStart: $week) {
  weekStart alreadyBilled issued { id invoiceNumber instructorId brand grossPence netPence vatPence periodStart pdfDrawn }
} }`;
const INVOICES = `query ($instructorId: ID, $unpaidOnly: Boolean) { feeInvoices(instructorId: $instructorId, unpaidOnly: $unpaidOnly) {
  id invoiceNumber invoiceDate periodStart brand grossPence settledPence outstandingPence paid paidOn
} }`;
const PAY = `mutation ($input: RecordFeePaymentInput!) { recordFeePayment(input: $input) {
  id method amountPence receivedOn reference invoiceNumbers
} }`;
const CREDIT = `mutation ($input: CreditNoteInput!) { issueCreditNote(input: $input) {
  id number invoiceNumber grossPence netPence vatPence reason
} }`;
const AGED = `query ($brand: BrandCode) { agedArrears(brand: $brand) {
  instructorId brand days7Pence days30Pence days60Pence days90PlusPence totalPence
} }`;
const PORTAL_ARREARS =
  'query ($id: ID!) { instructor(id: $id) { arrears { id amount { pence } } invoices { id paid } } }';
const HOME_ARREARS = 'query ($id: ID!) { instructor(id: $id) { arrears { amount { formatted } } } }';

type FeeInvoice = {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  periodStart: string | null;
  instructorId: string;
  brand: string;
  grossPence: number;
  settledPence: number;
  outstandingPence: number;
  paid: boolean;
  paidOn: string | null;
  pdfDrawn: boolean;
};

// Wednesday 01/05/2030 10:00 UK: the latest Monday 06:00 was 29/04/2030.
describeIntegration('fees and payments (issue 25 §3)', { start: new Date('2030-05-01T09:00:00Z') }, (fx) => {
  let t: Fixture;
  let finance: SignedInStaff;
  let financeBsm: SignedInStaff;
  let support: SignedInStaff;
  let me: CalendarInstructor;
  let bsmInstructor: TestInstructor;
  let other: CalendarInstructor;

  const gql = <T = Record<string, unknown>>(
    who: SignedInStaff,
    query: string,
    variables: Record<string, unknown> = {},
  ) => officeGql<T>(t, query, variables, who.cookie);
  const run = async (who: SignedInStaff, week: string) => {
    const answer = await gql<{ runFeeInvoices: { issued: FeeInvoice[]; alreadyBilled: number } }>(who, RUN, { week });
    expect(answer.errors).toBeUndefined();
    return answer.data!.runFeeInvoices;
  };
  const invoicesOf = async (instructorId: string, who = finance) => {
    const answer = await gql<{ feeInvoices: FeeInvoice[] }>(who, INVOICES, { instructorId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.feeInvoices;
  };
  /** What the signed-in instructor's portal says they owe. */
  const portalArrears = async (instructor: TestInstructor) => {
    const answer = await t.gqlAsViewer<{ instructor: { arrears: Array<{ amount: { pence: number } }> } }>(
      PORTAL_ARREARS,
      { id: instructor.instructorId },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.instructor.arrears.reduce((sum, a) => sum + a.amount.pence, 0);
  };
  const viewerOf = async (who: SignedInStaff): Promise<StaffViewer> => {
    const viewer = await t.services.staff.viewerOf(who.cookie.split('=')[1]);
    return viewer!;
  };

  beforeAll(async () => {
    t = fx();
    finance = await addSignedInStaff(t, { roles: ['Finance'], brands: ['AADS'], name: 'Fran Finance' });
    financeBsm = await addSignedInStaff(t, { roles: ['Finance'], brands: ['BSM'] });
    support = await addSignedInStaff(t, {
      roles: ['Support', 'Allocations', 'Content', 'Admin'],
      brands: ['AADS', 'BSM'],
    });
    me = t.instructor;
    other = await addCalendarInstructor(t.db);
    bsmInstructor = await addInstructor(t.db, { franchises: ['bsm-full-manual'] });
  });

  it('the scheduled run bills the week of the latest Monday 06:00 (UK) once, each invoice a kept PDF', async () => {
    const done = await t.services.accounts.runScheduledFeeRun();
    expect(done.issued).toBeGreaterThan(0);
    const mine = await invoicesOf(me.instructorId);
    expect(mine.map((i) => [i.invoiceDate, i.periodStart, i.grossPence, i.paid])).toEqual([
      ['2030-04-29', '2030-04-29', 24_500, false],
    ]);
    // The PDF was drawn by the run and kept: the portal's download serves it (a UK VAT invoice).
    const [row] = await t.db.select({ pdfKey: invoices.pdfKey }).from(invoices).where(eq(invoices.id, mine[0]!.id));
    expect(row!.pdfKey).toBe(`invoices/${me.instructorId}/${mine[0]!.id}.pdf`);
    expect(await t.deps.blobs.exists(row!.pdfKey!)).toBe(true);
    const link = await t.gqlAsViewer<{ instructorInvoiceUrl: { url: string } }>(
      'query ($key: ID!) { instructorInvoiceUrl(transactionKey: $key) { id url } }',
      { key: mine[0]!.id },
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: link.data!.instructorInvoiceUrl.url,
      headers: { cookie: await t.session() },
    });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Invoice number ${mine[0]!.invoiceNumber}`);
    expect(text).toContain(`VAT registration number ${invoiceIssuers.aa.vatNumber}`);
    expect(text).toMatch(/£204\.17 20% £40\.83 £245\.00/);
    // A later tick in the same slot bills nothing more.
    expect((await t.services.accounts.runScheduledFeeRun()).issued).toBe(0);
    expect(await invoicesOf(me.instructorId)).toHaveLength(1);
  });

  it('a Finance run on demand bills its brands once: run again, nothing new; numbers run on without gaps', async () => {
    const first = await run(finance, '2030-04-08');
    const mine = first.issued.filter((i) => i.instructorId === me.instructorId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ periodStart: '2030-04-08', grossPence: 24_500, netPence: 20_417, pdfDrawn: true });
    // Only AA: the BSM instructor is not this member's to bill.
    expect(first.issued.every((i) => i.brand === 'AADS')).toBe(true);
    expect(first.issued.some((i) => i.instructorId === bsmInstructor.instructorId)).toBe(false);
    const sequences = first.issued
      .map((i) => invoiceSequenceOf(invoiceIssuers.aa, i.invoiceNumber)!)
      .sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(sequences.length - 1);
    const again = await run(finance, '2030-04-08');
    expect(again.issued).toEqual([]);
    expect(again.alreadyBilled).toBe(first.issued.length);
    // The BSM member bills the BSM franchises of that week, once.
    const bsm = await run(financeBsm, '2030-04-08');
    expect(bsm.issued.some((i) => i.instructorId === bsmInstructor.instructorId)).toBe(true);
    expect(bsm.issued.every((i) => i.brand === 'BSM')).toBe(true);
    // The run is audited per invoice, on the instructor's trail.
    const trail = await t.services.audit.trail({ instructorId: me.instructorId });
    expect(trail.map((e) => [e.operation, e.staffId])).toContainEqual(['runFeeInvoices', finance.staffId]);
    // The database itself refuses a second invoice for a franchise and period.
    const [copy] = await t.db.select().from(invoices).where(eq(invoices.id, mine[0]!.id));
    await expect(
      t.db.insert(invoices).values({ ...copy!, id: undefined, invoiceNumber: 'AA-INV-999999' }),
    ).rejects.toThrow();
  });

  it('refuses a week that does not start on a Monday, and other roles', async () => {
    const tuesday = await gql(finance, RUN, { week: '2030-04-09' });
    expect(tuesday.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const query of [RUN, INVOICES, AGED]) {
      const answer = await gql(support, query, { week: '2030-04-15' });
      expect(answer.errors?.[0]?.extensions?.reason).toBe('FEATURE_UNAVAILABLE');
    }
    expect(await invoicesOf(me.instructorId)).toHaveLength(2);
  });

  it('a payment against several invoices settles them oldest first; the portal arrears follow at once', async () => {
    await run(finance, '2030-04-15');
    await run(finance, '2030-04-22');
    // 08/04, 15/04 and 22/04 are overdue; 29/04 is not yet due.
    expect(await portalArrears(me)).toBe(3 * 24_500);
    const unpaid = (await invoicesOf(me.instructorId)).filter((i) => i.invoiceDate < '2030-04-29');
    const paid = await gql<{ recordFeePayment: { invoiceNumbers: string[]; amountPence: number } }>(finance, PAY, {
      input: {
        invoiceIds: unpaid.map((i) => i.id),
        method: 'BankTransfer',
        receivedOn: '2030-04-30',
        amountPence: 2 * 24_500 + 10_000,
        reference: 'HUGHES FEES',
      },
    });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.recordFeePayment.invoiceNumbers).toHaveLength(3);
    const after = await invoicesOf(me.instructorId);
    const byDate = Object.fromEntries(after.map((i) => [i.invoiceDate, i]));
    expect(byDate['2030-04-08']).toMatchObject({ paid: true, paidOn: '2030-04-30', outstandingPence: 0 });
    expect(byDate['2030-04-15']).toMatchObject({ paid: true, outstandingPence: 0 });
    expect(byDate['2030-04-22']).toMatchObject({ paid: false, settledPence: 10_000, outstandingPence: 14_500 });
    expect(await portalArrears(me)).toBe(14_500);
    // The rest by card clears the arrears: the portal's Overview has nothing owed.
    const rest = await gql(finance, PAY, {
      input: { invoiceIds: [byDate['2030-04-22']!.id], method: 'Card', receivedOn: '2030-05-01', amountPence: 14_500 },
    });
    expect(rest.errors).toBeUndefined();
    expect(await portalArrears(me)).toBe(0);
    const home = await t.gqlAsViewer<{ instructor: { arrears: unknown[] } }>(HOME_ARREARS, { id: me.instructorId });
    expect(home.data!.instructor.arrears).toEqual([]);
    const trail = await t.services.audit.trail({ instructorId: me.instructorId });
    expect(trail.filter((e) => e.operation === 'recordPayment')).toHaveLength(2);
  });

  it('refuses a payment above what is owed, in the future, across instructors or of another brand, changing nothing', async () => {
    await run(finance, '2030-03-04');
    const [mine] = (await invoicesOf(me.instructorId)).filter((i) => i.invoiceDate === '2030-03-04');
    const [theirs] = (await invoicesOf(other.instructorId)).filter((i) => i.invoiceDate === '2030-03-04');
    const base = { invoiceIds: [mine!.id], method: 'DirectDebit', receivedOn: '2030-04-30', amountPence: 100 };
    const cases: Array<[Record<string, unknown>, string, SignedInStaff]> = [
      [{ ...base, amountPence: 24_501 }, 'BAD_USER_INPUT', finance],
      [{ ...base, amountPence: 0 }, 'BAD_USER_INPUT', finance],
      [{ ...base, receivedOn: '2030-05-02' }, 'BAD_USER_INPUT', finance],
      [{ ...base, invoiceIds: [mine!.id, theirs!.id] }, 'BAD_USER_INPUT', finance],
      [{ ...base, invoiceIds: [] }, 'BAD_USER_INPUT', finance],
      [{ ...base, method: 'Cheque' }, 'BAD_USER_INPUT', finance],
      [base, 'NOT_FOUND', financeBsm],
      [{ ...base, invoiceIds: ['not-an-id'] }, 'NOT_FOUND', finance],
    ];
    for (const [input, code, who] of cases) {
      const answer = await gql(who, PAY, { input });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe(code);
    }
    const again = (await invoicesOf(me.instructorId)).find((i) => i.id === mine!.id)!;
    expect(again).toMatchObject({ settledPence: 0, paid: false });
    // The BSM member sees none of the AA invoices.
    expect(await invoicesOf(me.instructorId, financeBsm)).toEqual([]);
  });

  it('a credit note, never an edit: its own number, up to what is owed, on the ledger and the arrears', async () => {
    const [invoice] = (await invoicesOf(me.instructorId)).filter((i) => i.invoiceDate === '2030-03-04');
    const before = await portalArrears(me);
    const note = await gql<{
      issueCreditNote: { number: string; grossPence: number; netPence: number; vatPence: number };
    }>(finance, CREDIT, { input: { invoiceId: invoice!.id, amountPence: 6_000, reason: 'Two weeks off sick' } });
    expect(note.errors).toBeUndefined();
    expect(note.data!.issueCreditNote).toMatchObject({ grossPence: 6_000, netPence: 5_000, vatPence: 1_000 });
    expect(note.data!.issueCreditNote.number).toMatch(/^AA-CN-\d{6}$/);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(stored).toMatchObject({ valuePence: 24_500, valueExVatPence: 20_417, settledPence: 6_000, paid: false });
    expect(await portalArrears(me)).toBe(before - 6_000);
    const credits = await t.db
      .select({ value: ledgerEntries.valuePence })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.instructorId, me.instructorId), sql`${ledgerEntries.name} like 'Credit note%'`));
    expect(credits).toEqual([{ value: 6_000 }]);
    const tooMuch = await gql(finance, CREDIT, { input: { invoiceId: invoice!.id, amountPence: 18_501, reason: 'x' } });
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noReason = await gql(finance, CREDIT, { input: { invoiceId: invoice!.id, amountPence: 100, reason: ' ' } });
    expect(noReason.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const otherBrand = await gql(financeBsm, CREDIT, {
      input: { invoiceId: invoice!.id, amountPence: 100, reason: 'x' },
    });
    expect(otherBrand.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id))).toHaveLength(1);
    const trail = await t.services.audit.trail({ instructorId: me.instructorId });
    expect(trail.some((e) => e.operation === 'issueCreditNote')).toBe(true);
  });

  it('ages arrears per instructor and brand: 7, 30, 60 and 90+ days', async () => {
    await run(finance, '2030-02-04'); // 86 days before 01/05: 60-89
    await run(finance, '2029-12-31'); // 121 days: 90+
    const answer = await gql<{ agedArrears: Array<Record<string, number | string>> }>(finance, AGED, {});
    expect(answer.errors).toBeUndefined();
    const mine = answer.data!.agedArrears.find((r) => r.instructorId === me.instructorId);
    // 04/03 (58 days: 30-59) less its 60.00 credit; the April weeks are paid.
    expect(mine).toMatchObject({
      brand: 'AADS',
      days7Pence: 0,
      days30Pence: 18_500,
      days60Pence: 24_500,
      days90PlusPence: 24_500,
      totalPence: 67_500,
    });
    const theirs = answer.data!.agedArrears.find((r) => r.instructorId === other.instructorId);
    expect(theirs).toMatchObject({ days7Pence: 3 * 24_500 });
    // The BSM member sees BSM rows only.
    const bsm = await gql<{ agedArrears: Array<{ brand: string }> }>(financeBsm, AGED, {});
    expect(bsm.data!.agedArrears.every((r) => r.brand === 'BSM')).toBe(true);
    expect(bsm.data!.agedArrears.some((r) => r.brand === 'BSM')).toBe(true);
  });

  it("exports invoices in Xero's sales invoice columns and payments, for Finance within their brands", async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/office/api/fees/invoices.csv?from=2030-03-01&to=2030-05-31',
      headers: { cookie: finance.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(xeroInvoiceColumns.map((c) => `"${c}"`).join(','));
    const mine = (await invoicesOf(me.instructorId)).find((i) => i.invoiceDate === '2030-04-08')!;
    const row = lines.find((l) => l.includes(`"${mine.invoiceNumber}"`))!;
    expect(row).toContain(`"Test Instructor ${me.adiNumber} (ADI ${me.adiNumber})"`);
    expect(row).toContain('"08/04/2030","15/04/2030",245.00');
    expect(row).toContain(',1,204.17,"","200","20% (VAT on Income)",40.83,"Brand","AA"');
    expect(lines.some((l) => /"AA-CN-\d{6}".*,-60\.00,/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('"BSM-INV-'))).toBe(false);
    const payments = await t.app.inject({
      method: 'GET',
      url: '/office/api/fees/payments.csv',
      headers: { cookie: finance.cookie },
    });
    expect(payments.statusCode).toBe(200);
    expect(payments.body).toContain('"30/04/2030",590.00');
    expect(payments.body).toContain('"HUGHES FEES"');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/office/api/fees/invoices.csv',
      headers: { cookie: support.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/office/api/fees/payments.csv' })).statusCode).toBe(401);
  });

  it('does not bill a franchise that ended before the week; the series counter holds the highest number issued', async () => {
    const ended = await addCalendarInstructor(t.db);
    await t.db
      .update(propositionAllocations)
      .set({ toDate: '2030-04-30' })
      .where(eq(propositionAllocations.id, ended.franchiseId));
    const staff = await viewerOf(finance);
    const result = await t.services.accounts.runFeeInvoices(staff, { weekStart: '2030-05-06' });
    const billed = await t.services.accounts.listFeeInvoicesById(staff, result.issued);
    expect(billed.some((i) => i.instructorId === ended.instructorId)).toBe(false);
    expect(billed.some((i) => i.instructorId === me.instructorId)).toBe(true);
    const [series] = await t.db.select().from(invoiceSeries).where(eq(invoiceSeries.prefix, 'AA-INV-'));
    const highest = (await t.db.execute(
      sql`select max(substring(invoice_number from 8)::int)::int as max from invoices where invoice_number like 'AA-INV-%'`,
    )) as unknown as { rows: Array<{ max: number }> };
    expect(series!.lastNumber).toBe(highest.rows[0]!.max);
  });

  it('exports every invoice and every payment, however many: page after page, none twice, none left out', async () => {
    const bulk = await addCalendarInstructor(t.db);
    const INVOICES = EXPORT_PAGE_SIZE + 150;
    // More than the 5,000 the payments export used to stop at, without a word.
    const PAYMENTS = 5_150;
    // Dates interleaved with numbers, and every payment recorded at the same instant: the pages must follow the
    // export's whole order (date, then number; date, then time recorded, then id) to lose or repeat nothing.
    await t.db.execute(sql`
      insert into invoices (instructor_id, proposition_allocation_id, invoice_number, invoice_date, description,
        value_pence, value_ex_vat_pence, paid, paid_on, settled_pence)
      select ${bulk.instructorId}::uuid, ${bulk.franchiseId}::uuid, 'BULK-' || lpad(g::text, 6, '0'),
        date '2029-01-01' + g % 3, 'Fee ' || g, 1200, 1000, true, '2029-02-01', 1200
      from generate_series(1, ${INVOICES}) g`);
    await t.db.execute(sql`
      insert into fee_payments (instructor_id, method, received_on, amount_pence, reference, recorded_by)
      select ${bulk.instructorId}::uuid, 'BankTransfer', date '2029-02-01' + g % 3, 100, 'BULK ' || g,
        ${finance.staffId}::uuid
      from generate_series(1, ${PAYMENTS}) g`);
    await t.db.execute(sql`
      insert into fee_payment_shares (payment_id, invoice_id, amount_pence)
      select p.id, (select id from invoices where invoice_number = 'BULK-000001'), 100
      from fee_payments p where p.reference like 'BULK %'`);
    const exported = async (kind: string, from: string, to: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/office/api/fees/${kind}.csv?from=${from}&to=${to}`,
        headers: { cookie: finance.cookie },
      });
      expect(answer.statusCode).toBe(200);
      return answer.body
        .trim()
        .split('\r\n')
        .slice(1)
        .filter((line) => line.includes('BULK'));
    };
    /** The dd/mm/yyyy date in each line, as yyyy-mm-dd, to check the lines run oldest first. */
    const datesOf = (lines: string[]) =>
      lines.map((line) => /"(\d\d)\/(\d\d)\/(\d{4})"/.exec(line)!.slice(1).reverse().join('-'));
    const ascending = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

    const invoiceLines = await exported('invoices', '2029-01-01', '2029-01-31');
    expect(invoiceLines).toHaveLength(INVOICES);
    expect(new Set(invoiceLines.map((line) => /"(BULK-\d{6})"/.exec(line)![1])).size).toBe(INVOICES);
    expect(ascending(datesOf(invoiceLines))).toBe(true);

    const paymentLines = await exported('payments', '2029-02-01', '2029-02-28');
    expect(paymentLines).toHaveLength(PAYMENTS);
    expect(new Set(paymentLines.map((line) => /"BULK (\d+)"/.exec(line)![1])).size).toBe(PAYMENTS);
    expect(ascending(datesOf(paymentLines))).toBe(true);
    expect(paymentLines[0]).toContain('"01/02/2029",1.00');
  });
});
