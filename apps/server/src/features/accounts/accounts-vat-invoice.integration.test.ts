import { invoiceIssuers, invoiceSequenceOf } from '@portal/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { withDb } from '../../../test/with-db.ts';
import { instructors, people } from '../../db/schema/index.ts';
import { issueFeeInvoice } from './index.ts';

const URL_QUERY = 'query ($key: ID!) { instructorInvoiceUrl(transactionKey: $key) { id url } }';

// Wednesday 01/05/2030.
describeIntegration(
  'accounts: the fee invoice is a UK VAT invoice (issue 23 defect 9)',
  { start: new Date('2030-05-01T09:00:00Z') },
  (fx) => {
    let t: Fixture;
    const fee = (invoiceDate: string) =>
      withDb(t.db, () =>
        issueFeeInvoice({
          instructorId: t.instructor.instructorId,
          franchiseId: t.instructor.franchiseId,
          invoiceDate,
        }),
      );
    const pdfOf = async (id: string) => {
      const link = await t.gqlAsViewer<{ instructorInvoiceUrl: { url: string } }>(URL_QUERY, { key: id });
      const response = await t.app.inject({
        method: 'GET',
        url: link.data!.instructorInvoiceUrl.url,
        headers: { cookie: await t.session() },
      });
      expect(response.statusCode).toBe(200);
      return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    };

    beforeAll(async () => {
      t = fx();
      const [me] = await t.db
        .select({ personId: instructors.personId })
        .from(instructors)
        .where(eq(instructors.id, t.instructor.instructorId));
      await t.db
        .update(people)
        .set({ addressLine1: '12 Park Lane', town: 'Leeds', postcode: 'LS6 2AB' })
        .where(eq(people.id, me!.personId));
    });

    it('carries the supplier name, address and VAT number, a number, date, customer name and address, and net, rate, VAT, gross', async () => {
      const invoice = await fee('2030-04-22');
      const text = await pdfOf(invoice.id);
      const aa = invoiceIssuers.aa;
      expect(text).toContain(aa.legalName);
      expect(text).toContain(aa.address);
      expect(text).toContain(`VAT registration number ${aa.vatNumber}`);
      expect(text).toContain(`Invoice number ${invoice.invoiceNumber}`);
      expect(invoice.invoiceNumber.startsWith(aa.prefix)).toBe(true);
      expect(text).toContain('Invoice date 22/04/2030');
      expect(text).toContain(`Test Instructor ${t.instructor.adiNumber}`);
      expect(text).toContain('12 Park Lane, Leeds, LS6 2AB');
      // The description wraps in its cell: the amounts sit beside its first line.
      expect(text).toMatch(/Description Net VAT rate VAT Gross Full Franchise Manual: weekly franchise fee,/);
      expect(text).toMatch(/fee, £204\.17 20% £40\.83 £245\.00 week commencing 22\/04\/2030/);
    });

    it("numbers one issuer's invoices in one unbroken sequence, in date order", async () => {
      const first = await fee('2030-04-29');
      const second = await fee('2030-05-06');
      const seq = (n: string) => invoiceSequenceOf(invoiceIssuers.aa, n)!;
      expect(seq(second.invoiceNumber)).toBe(seq(first.invoiceNumber) + 1);
      // The seeded history too: a later invoice of an issuer never has a lower number (no INV-000129 then INV-000016).
      const rows = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from invoices a join invoices b
        on split_part(a.invoice_number, '-', 1) = split_part(b.invoice_number, '-', 1)
       and a.invoice_date < b.invoice_date
       and split_part(a.invoice_number, '-', 3)::int > split_part(b.invoice_number, '-', 3)::int`);
      expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
      const unprefixed = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from invoices where invoice_number !~ '^(AA|BSM)-INV-[0-9]{6}$'`,
      );
      expect((unprefixed as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    });
  },
);
