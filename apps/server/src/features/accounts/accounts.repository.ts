import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { invoices, ledgerEntries } from '../../db/schema/accounts.ts';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';

const ledgerColumns = {
  id: ledgerEntries.id,
  name: ledgerEntries.name,
  date: ledgerEntries.entryDate,
  kind: ledgerEntries.kind,
  value: ledgerEntries.valuePence,
  valueExVat: ledgerEntries.valueExVatPence,
};
export type LedgerRow = { id: string; name: string; date: string; kind: string; value: number; valueExVat: number };

/** The instructor's ledger entries dated from..to (inclusive), newest first. */
export const findLedgerEntries = (instructorId: string, from: string, to: string) =>
  db
    .select(ledgerColumns)
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.instructorId, instructorId),
        gte(ledgerEntries.entryDate, from),
        lte(ledgerEntries.entryDate, to),
      ),
    )
    .orderBy(desc(ledgerEntries.entryDate), desc(ledgerEntries.createdAt), asc(ledgerEntries.id));

const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  description: invoices.description,
  value: invoices.valuePence,
  valueExVat: invoices.valueExVatPence,
  paid: invoices.paid,
  paidOn: invoices.paidOn,
  settled: invoices.settledPence,
  pdfAvailable: invoices.pdfAvailable,
  pdfKey: invoices.pdfKey,
  propositionAllocationId: invoices.propositionAllocationId,
};
export type InvoiceRow = {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  description: string;
  value: number;
  valueExVat: number;
  paid: boolean;
  paidOn: string | null;
  settled: number;
  pdfAvailable: boolean;
  pdfKey: string | null;
  propositionAllocationId: string;
};

/** The instructor's invoices, newest first. */
export const findInvoices = (instructorId: string): Promise<InvoiceRow[]> =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .where(eq(invoices.instructorId, instructorId))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.invoiceNumber));

/** The unpaid invoices with the franchise's brand and the instructor's ADI number (for the reference). */
/** Built once; run with `{ instructorId }`, alone or batched (db/reads.ts). */
const unpaidInvoicesQuery = preparedQuery(() =>
  db
    .select({
      ...invoiceColumns,
      brand: propositions.brand,
      adiNumber: instructors.adiNumber,
    })
    .from(invoices)
    // The franchise is the instructor's own: said in the join, so that the plan made once for any instructor (a
    // generic plan: client.ts) reads it through its index rather than hashing every franchise of the network.
    .innerJoin(
      propositionAllocations,
      and(
        eq(propositionAllocations.id, invoices.propositionAllocationId),
        eq(propositionAllocations.instructorId, sql.placeholder('instructorId')),
      ),
    )
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .innerJoin(instructors, eq(instructors.id, invoices.instructorId))
    .where(and(eq(invoices.instructorId, sql.placeholder('instructorId')), sql`not ${invoices.paid}`))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber)),
);

/** The instructor's unpaid invoices, oldest first (a read that joins the request's batch). */
export const findUnpaidInvoices = (instructorId: string) => read(unpaidInvoicesQuery(), { instructorId });

/** One invoice with what its PDF shows, when it is the instructor's. */
export const findInvoiceForPdf = async (instructorId: string, id: string) => {
  const [row] = await db
    .select({
      ...invoiceColumns,
      brand: propositions.brand,
      propositionName: propositions.name,
      adiNumber: instructors.adiNumber,
      firstName: people.firstName,
      lastName: people.lastName,
      addressLine1: people.addressLine1,
      addressLine2: people.addressLine2,
      town: people.town,
      postcode: people.postcode,
    })
    .from(invoices)
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, invoices.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .innerJoin(instructors, eq(instructors.id, invoices.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(and(eq(invoices.id, id), eq(invoices.instructorId, instructorId)));
  return row ?? null;
};
export type InvoicePdfRow = NonNullable<Awaited<ReturnType<typeof findInvoiceForPdf>>>;

export const updateInvoicePdfKey = (instructorId: string, id: string, key: string) =>
  db
    .update(invoices)
    .set({ pdfKey: key })
    .where(and(eq(invoices.id, id), eq(invoices.instructorId, instructorId)));

/** The franchise, when it is the instructor's (with its weekly price, for fee invoices). */
export const findFranchise = async (instructorId: string, franchiseId: string) => {
  const [row] = await db
    .select({
      id: propositionAllocations.id,
      name: propositions.name,
      brand: propositions.brand,
      priceIncludingVat: propositions.priceIncludingVatPence,
      priceExcludingVat: propositions.priceExcludingVatPence,
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(and(eq(propositionAllocations.id, franchiseId), eq(propositionAllocations.instructorId, instructorId)));
  return row ?? null;
};

export const insertInvoice = async (values: typeof invoices.$inferInsert) => {
  const [row] = await db.insert(invoices).values(values).returning(invoiceColumns);
  return row!;
};

export const insertLedgerEntry = async (values: typeof ledgerEntries.$inferInsert) => {
  const [row] = await db.insert(ledgerEntries).values(values).returning(ledgerColumns);
  return row!;
};

export const updateInvoicePaid = (id: string, paidOn: string) =>
  db
    .update(invoices)
    .set({ paid: true, paidOn, settledPence: sql`${invoices.valuePence}` })
    .where(eq(invoices.id, id))
    .returning(invoiceColumns);
