import type { BrandCode } from '@portal/domain/office';
import { and, asc, between, desc, eq, gte, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  creditNotes,
  feePaymentShares,
  feePayments,
  invoiceSeries,
  invoices,
  ledgerEntries,
} from '../../db/schema/accounts.ts';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';

/** The franchise agreements running in a week (from..to overlaps monday..sunday), of these brands. */
export const findAgreementsRunning = (brands: readonly BrandCode[], monday: string, sunday: string) =>
  db
    .select({
      franchiseId: propositionAllocations.id,
      instructorId: propositionAllocations.instructorId,
      brand: propositions.brand,
      propositionName: propositions.name,
      frequency: propositions.priceFrequency,
      unitNetPence: propositions.priceExcludingVatPence,
      fromDate: propositionAllocations.fromDate,
      toDate: propositionAllocations.toDate,
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .innerJoin(instructors, eq(instructors.id, propositionAllocations.instructorId))
    .where(
      and(
        inArray(propositions.brand, [...brands]),
        lte(propositionAllocations.fromDate, sunday),
        or(isNull(propositionAllocations.toDate), gte(propositionAllocations.toDate, monday)),
        notInArray(instructors.status, ['Deleted', 'Lead']),
      ),
    )
    .orderBy(asc(propositionAllocations.instructorId), asc(propositionAllocations.id));
export type AgreementRow = Awaited<ReturnType<typeof findAgreementsRunning>>[number];

/** The periods already billed that start in monday..sunday, as `franchiseId|periodStart`. */
export const findBilledPeriods = async (monday: string, sunday: string): Promise<Set<string>> => {
  const rows = await db
    .select({ franchiseId: invoices.propositionAllocationId, periodStart: invoices.periodStart })
    .from(invoices)
    .where(between(invoices.periodStart, monday, sunday));
  return new Set(rows.map((r) => `${r.franchiseId}|${r.periodStart}`));
};

/**
 * The next number of a series, in the current transaction: the counter row stays locked until it commits, so two
 * issuers (on any instance) take numbers one after the other, and a rolled-back issue gives its number back.
 */
export const takeSeriesNumber = async (prefix: string): Promise<number> => {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ prefix, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.prefix, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ n: invoiceSeries.lastNumber });
  return row!.n;
};

/** Carries each series on from the highest number issued (after invoices were written directly, as the seed does). */
export const syncInvoiceSeries = () =>
  db.execute(sql`
    insert into invoice_series (prefix, last_number)
    select substring(invoice_number from '^(.*-)[0-9]+$'), max(substring(invoice_number from '([0-9]+)$')::int)
      from invoices where invoice_number ~ '^[A-Z]+-[A-Z]+-[0-9]+$' group by 1
    on conflict (prefix) do update set last_number = greatest(invoice_series.last_number, excluded.last_number)`);

/** Inserts the period's invoice unless the franchise's period is billed already (then null: nothing changed). */
export const insertPeriodInvoice = async (values: typeof invoices.$inferInsert) => {
  const [row] = await db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.propositionAllocationId, invoices.periodStart] })
    .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
  return row ?? null;
};

export const insertLedger = (values: typeof ledgerEntries.$inferInsert) => db.insert(ledgerEntries).values(values);

/** The brand and the instructor as an invoice's or credit note's customer: name, ADI number, email and address. */
const partyColumns = {
  brand: propositions.brand,
  adiNumber: instructors.adiNumber,
  firstName: people.firstName,
  lastName: people.lastName,
  emailAddress: people.emailAddress,
  addressLine1: people.addressLine1,
  addressLine2: people.addressLine2,
  town: people.town,
  postcode: people.postcode,
};

/** An invoice as the office sees it: with the instructor, the franchise and its brand. */
const officeInvoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  periodStart: invoices.periodStart,
  description: invoices.description,
  grossPence: invoices.valuePence,
  netPence: invoices.valueExVatPence,
  settledPence: invoices.settledPence,
  paid: invoices.paid,
  paidOn: invoices.paidOn,
  pdfKey: invoices.pdfKey,
  instructorId: invoices.instructorId,
  franchiseId: invoices.propositionAllocationId,
  franchiseName: propositions.name,
  ...partyColumns,
};

/**
 * The invoice's franchise, its proposition (the brand every office read is scoped by) and the instructor with their
 * name and address: the one join chain of the office's reads of invoices, payments and credit notes.
 */
const withInvoiceParties = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(propositionAllocations, eq(propositionAllocations.id, invoices.propositionAllocationId))
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .innerJoin(instructors, eq(instructors.id, invoices.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId));

const officeInvoices = () => withInvoiceParties(db.select(officeInvoiceColumns).from(invoices).$dynamic());

/** How many rows an export reads per statement: it reads page after page until a short one, so never truncates. */
export const EXPORT_PAGE_SIZE = 1000;

/** Every row of a keyset-paged read: `read(last row of the previous page)` until a page comes back short. */
const readAllPages = async <R>(read: (after: R | undefined) => Promise<R[]>): Promise<R[]> => {
  const rows: R[] = [];
  for (let page = await read(undefined); ; page = await read(page.at(-1))) {
    rows.push(...page);
    if (page.length < EXPORT_PAGE_SIZE) return rows;
  }
};

export type OfficeInvoiceRow = Awaited<ReturnType<typeof findOfficeInvoices>>[number];

export type InvoiceFilter = {
  brands: readonly BrandCode[];
  instructorId?: string;
  unpaidOnly?: boolean;
  from?: string;
  to?: string;
  ids?: readonly string[];
};

const invoiceFilter = (filter: InvoiceFilter): SQL | undefined =>
  and(
    inArray(propositions.brand, [...filter.brands]),
    filter.instructorId ? eq(invoices.instructorId, filter.instructorId) : undefined,
    filter.unpaidOnly ? eq(invoices.paid, false) : undefined,
    filter.from ? gte(invoices.invoiceDate, filter.from) : undefined,
    filter.to ? lte(invoices.invoiceDate, filter.to) : undefined,
    filter.ids ? inArray(invoices.id, [...filter.ids]) : undefined,
  );

/** Invoices of the brands, newest first (filtered by instructor, unpaid, dates or ids). */
export const findOfficeInvoices = (filter: InvoiceFilter, limit = 500) =>
  officeInvoices()
    .where(invoiceFilter(filter))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.invoiceNumber))
    .limit(limit);

/** Every invoice of the filter (for the export), oldest first, read a page at a time. */
export const findAllOfficeInvoices = (filter: InvoiceFilter) =>
  readAllPages((after: OfficeInvoiceRow | undefined) =>
    officeInvoices()
      .where(
        and(
          invoiceFilter(filter),
          after
            ? sql`(${invoices.invoiceDate}, ${invoices.invoiceNumber}) > (${after.invoiceDate}::date, ${after.invoiceNumber}::text)`
            : undefined,
        ),
      )
      .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber))
      .limit(EXPORT_PAGE_SIZE),
  );

/** The invoices, locked until the transaction ends (a payment or credit note reads what they owe under the lock). */
export const lockInvoices = (ids: readonly string[]) =>
  db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      grossPence: invoices.valuePence,
      netPence: invoices.valueExVatPence,
      settledPence: invoices.settledPence,
      paid: invoices.paid,
    })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update');

/** Adds to what an invoice has settled; paid (on `on`) once it is all settled. */
export const settleInvoice = (id: string, amountPence: number, on: string) =>
  db
    .update(invoices)
    .set({
      settledPence: sql`${invoices.settledPence} + ${amountPence}`,
      paid: sql`${invoices.settledPence} + ${amountPence} >= ${invoices.valuePence}`,
      paidOn: sql`case when ${invoices.settledPence} + ${amountPence} >= ${invoices.valuePence} then ${on}::date else ${invoices.paidOn} end`,
    })
    .where(eq(invoices.id, id));

export const insertPayment = async (values: typeof feePayments.$inferInsert) => {
  const [row] = await db.insert(feePayments).values(values).returning();
  return row!;
};

export const insertPaymentShares = (values: Array<typeof feePaymentShares.$inferInsert>) =>
  db.insert(feePaymentShares).values(values);

export const insertCreditNote = async (values: typeof creditNotes.$inferInsert) => {
  const [row] = await db.insert(creditNotes).values(values).returning();
  return row!;
};

type PaymentFilter = { brands: readonly BrandCode[]; instructorId?: string; from?: string; to?: string };

/** Payments with the instructor and the invoice numbers each settled (of the brands' invoices). */
const officePayments = (filter: PaymentFilter, ...more: Array<SQL | undefined>) =>
  withInvoiceParties(
    db
      .select({
        id: feePayments.id,
        instructorId: feePayments.instructorId,
        method: feePayments.method,
        receivedOn: feePayments.receivedOn,
        amountPence: feePayments.amountPence,
        reference: feePayments.reference,
        firstName: people.firstName,
        lastName: people.lastName,
        adiNumber: instructors.adiNumber,
        invoiceNumbers: sql<string[]>`array_agg(${invoices.invoiceNumber} order by ${invoices.invoiceNumber})`,
      })
      .from(feePayments)
      .innerJoin(feePaymentShares, eq(feePaymentShares.paymentId, feePayments.id))
      .innerJoin(invoices, eq(invoices.id, feePaymentShares.invoiceId))
      .$dynamic(),
  )
    .where(
      and(
        inArray(propositions.brand, [...filter.brands]),
        filter.instructorId ? eq(feePayments.instructorId, filter.instructorId) : undefined,
        filter.from ? gte(feePayments.receivedOn, filter.from) : undefined,
        filter.to ? lte(feePayments.receivedOn, filter.to) : undefined,
        ...more,
      ),
    )
    .groupBy(feePayments.id, people.id, instructors.id);

/** Payments of the brands' instructors received from..to (or one instructor's), the latest 5,000, newest first. */
export const findPayments = (filter: PaymentFilter) =>
  officePayments(filter).orderBy(desc(feePayments.receivedOn), desc(feePayments.createdAt)).limit(5000);

/**
 * Every payment of the filter (for the export), oldest first, read a page at a time: after the previous page's
 * last payment by (received on, recorded at, id), compared in the database so no timestamp is rounded on the way.
 */
export const findAllPayments = (filter: PaymentFilter) =>
  readAllPages((after: { id: string } | undefined) =>
    officePayments(
      filter,
      after
        ? sql`(${feePayments.receivedOn}, ${feePayments.createdAt}, ${feePayments.id}) >
            (select p.received_on, p.created_at, p.id from ${feePayments} p where p.id = ${after.id}::uuid)`
        : undefined,
    )
      .orderBy(asc(feePayments.receivedOn), asc(feePayments.createdAt), asc(feePayments.id))
      .limit(EXPORT_PAGE_SIZE),
  );

/** Credit notes dated from..to of the brands, with their invoice and instructor (for the export). */
export const findCreditNotes = (filter: { brands: readonly BrandCode[]; from?: string; to?: string }) =>
  withInvoiceParties(
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        noteDate: creditNotes.noteDate,
        reason: creditNotes.reason,
        netPence: creditNotes.netPence,
        vatPence: creditNotes.vatPence,
        grossPence: creditNotes.grossPence,
        invoiceNumber: invoices.invoiceNumber,
        ...partyColumns,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .$dynamic(),
  )
    .where(
      and(
        inArray(propositions.brand, [...filter.brands]),
        filter.from ? gte(creditNotes.noteDate, filter.from) : undefined,
        filter.to ? lte(creditNotes.noteDate, filter.to) : undefined,
      ),
    )
    .orderBy(asc(creditNotes.noteDate), asc(creditNotes.number));

/** Every unpaid invoice of the brands (for aged arrears): instructor, brand, date and what it still owes. */
export const findUnpaidForAgeing = (brands: readonly BrandCode[], before: string) =>
  withInvoiceParties(
    db
      .select({
        instructorId: invoices.instructorId,
        brand: propositions.brand,
        adiNumber: instructors.adiNumber,
        firstName: people.firstName,
        lastName: people.lastName,
        invoiceDate: invoices.invoiceDate,
        outstandingPence: sql<number>`(${invoices.valuePence} - ${invoices.settledPence})::int`,
      })
      .from(invoices)
      .$dynamic(),
  ).where(and(eq(invoices.paid, false), inArray(propositions.brand, [...brands]), lte(invoices.invoiceDate, before)));
