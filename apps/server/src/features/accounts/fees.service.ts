import {
  type AgedArrears,
  addToAgedArrears,
  allocatePayment,
  type CreditNoteCommand,
  creditAmounts,
  creditNoteSchema,
  emptyAgedArrears,
  feeRunSchema,
  invoiceDueDate,
  invoiceIssuerOf,
  feeMessages as m,
  outstandingOf,
  paymentsCsv,
  type RecordPaymentCommand,
  recordPaymentSchema,
  weekStartOf,
  xeroInvoicesCsv,
} from '@portal/domain/accounts';
import { DomainError, parseCommand } from '@portal/domain/errors';
import type { BrandCode, StaffViewer } from '@portal/domain/office';
import { localDateOf } from '@portal/domain/time';
import { isIsoDate } from '@portal/domain/validation';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { latestUkSlot } from '../../lib/uk-schedule.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import { type FeeRunResult, runFeeInvoices } from './fee-run.ts';
import {
  findAllOfficeInvoices,
  findAllPayments,
  findCreditNotes,
  findOfficeInvoices,
  findPayments,
  findUnpaidForAgeing,
  insertCreditNote,
  insertLedger,
  insertPayment,
  insertPaymentShares,
  lockInvoices,
  type OfficeInvoiceRow,
  settleInvoice,
  takeSeriesNumber,
} from './fees.repository.ts';

/** Monday 06:00 on the UK's wall clock: the weekly fee run (issue 25 §3). */
export const FEE_RUN_SLOT = { weekday: 1, hour: 6, minute: 0 } as const;

export type FeesNeeds = { audit: Pick<AuditService, 'record'> };

const notFound = () => new DomainError('NOT_FOUND', m.invoiceNotFound);
const invalid = (message: string, field: string) => new DomainError('INVALID_INPUT', message, { field });

/** Only the brands the member sees, narrowed to one when asked. */
const brandsOf = (staff: StaffViewer, brand?: string | null): BrandCode[] =>
  brand ? staff.brands.filter((b) => b === brand) : [...staff.brands];

const optionalDate = (value: string | null | undefined, field: string) => {
  if (value == null || value === '') return undefined;
  if (!isIsoDate(value)) throw invalid('Enter a date as yyyy-mm-dd', field);
  return value;
};

export type AgedArrearsRow = AgedArrears & {
  instructorId: string;
  instructorName: string;
  adiNumber: string;
  brand: BrandCode;
};

/** The office's fee billing (issue 25 §3), each use case for Finance within the member's brands. */
export const createFeesService = (deps: AppDeps, services: FeesNeeds) => {
  const today = () => localDateOf(deps.clock.now());

  /** The member's invoices by id: all of them, in scope, or NOT_FOUND (another brand's is not theirs to see). */
  const invoicesInScope = async (staff: StaffViewer, ids: readonly string[]) => {
    if (ids.some((id) => !isUuid(id))) throw notFound();
    const rows = await findOfficeInvoices({ brands: staff.brands, ids }, ids.length);
    if (rows.length !== ids.length) throw notFound();
    return rows;
  };

  /** The scheduled run owed now: the week of the latest Monday 06:00 (UK), every brand; billed once per period. */
  let lastScheduledWeek: string | null = null;
  const runScheduled = async (now: Date = deps.clock.now()): Promise<Record<string, number>> => {
    const slot = latestUkSlot(now, FEE_RUN_SLOT);
    const monday = weekStartOf(localDateOf(slot));
    if (lastScheduledWeek === monday) return { issued: 0 };
    const result = await runFeeInvoices(deps, services.audit, { monday, brands: ['AADS', 'BSM'], staff: null });
    lastScheduledWeek = monday;
    return { issued: result.issued.length };
  };

  return {
    runScheduledFeeRun: runScheduled,

    /** The fee run on demand: the week starting `weekStart` (this week when left out), the member's brands. */
    runFeeInvoices: async (staff: StaffViewer, input: { weekStart?: string | null } = {}): Promise<FeeRunResult> => {
      const { weekStart } = parseCommand(feeRunSchema, { weekStart: input.weekStart ?? weekStartOf(today()) });
      return runFeeInvoices(deps, services.audit, { monday: weekStart, brands: staff.brands, staff });
    },

    listFeeInvoices: (
      staff: StaffViewer,
      input: {
        brand?: string | null;
        instructorId?: string | null;
        unpaidOnly?: boolean | null;
        from?: string | null;
        to?: string | null;
      },
    ) => {
      if (input.instructorId && !isUuid(input.instructorId)) return Promise.resolve([]);
      return findOfficeInvoices({
        brands: brandsOf(staff, input.brand),
        instructorId: input.instructorId ?? undefined,
        unpaidOnly: input.unpaidOnly ?? false,
        from: optionalDate(input.from, 'from'),
        to: optionalDate(input.to, 'to'),
      });
    },

    /** The member's invoices with these ids (those of other brands left out), newest first. */
    listFeeInvoicesById: (staff: StaffViewer, ids: readonly string[]) =>
      findOfficeInvoices({ brands: staff.brands, ids: ids.filter(isUuid) }, Math.max(ids.length, 1)),

    listFeePayments: (staff: StaffViewer, input: { instructorId?: string | null }) => {
      if (input.instructorId && !isUuid(input.instructorId)) return Promise.resolve([]);
      return findPayments({ brands: staff.brands, instructorId: input.instructorId ?? undefined });
    },

    /**
     * Records money received (bank transfer, direct debit, card) against one or more invoices of one instructor,
     * spread oldest first; each invoice is paid once all of it is settled. The instructor's arrears follow at once.
     */
    recordPayment: async (staff: StaffViewer, raw: RecordPaymentCommand) => {
      const input = parseCommand(recordPaymentSchema, raw);
      if (input.receivedOn > today()) throw invalid(m.inFuture, 'receivedOn');
      const chosen = await invoicesInScope(staff, input.invoiceIds);
      const instructorIds = new Set(chosen.map((i) => i.instructorId));
      if (instructorIds.size !== 1) throw invalid(m.oneInstructor, 'invoiceIds');
      const instructorId = chosen[0]!.instructorId;
      return inTransaction(async () => {
        const locked = await lockInvoices(input.invoiceIds);
        const allocation = allocatePayment(
          input.amountPence,
          locked.map((i) => ({ ...i, outstandingPence: i.paid ? 0 : outstandingOf(i) })),
        );
        if ('error' in allocation) throw invalid(allocation.error, 'amountPence');
        const payment = await insertPayment({
          instructorId,
          method: input.method,
          receivedOn: input.receivedOn,
          amountPence: input.amountPence,
          reference: input.reference,
          recordedBy: staff.staffId,
        });
        await insertPaymentShares(allocation.shares.map((s) => ({ paymentId: payment.id, ...s })));
        for (const share of allocation.shares)
          await settleInvoice(share.invoiceId, share.amountPence, input.receivedOn);
        const numberOf = new Map(locked.map((i) => [i.id, i.invoiceNumber]));
        await services.audit.record({
          staffId: staff.staffId,
          operation: 'recordPayment',
          targetType: 'Payment',
          targetId: payment.id,
          instructorId,
          before: {
            invoices: locked.map((i) => ({ invoiceNumber: i.invoiceNumber, settledPence: i.settledPence })),
          },
          after: {
            method: input.method,
            receivedOn: input.receivedOn,
            amountPence: input.amountPence,
            reference: input.reference,
            shares: allocation.shares.map((s) => ({
              invoiceNumber: numberOf.get(s.invoiceId),
              amountPence: s.amountPence,
            })),
          },
        });
        return { ...payment, invoiceNumbers: allocation.shares.map((s) => numberOf.get(s.invoiceId)!) };
      });
    },

    /**
     * A credit note against an issued invoice (never an edit of it): its own number in the issuer's credit note
     * series, up to what the invoice still owes; it settles that much of the invoice and goes on the ledger.
     */
    issueCreditNote: async (staff: StaffViewer, raw: CreditNoteCommand) => {
      const input = parseCommand(creditNoteSchema, raw);
      const [invoice] = await invoicesInScope(staff, [input.invoiceId]);
      return inTransaction(async () => {
        const [locked] = await lockInvoices([input.invoiceId]);
        const owed = locked!.paid ? 0 : outstandingOf(locked!);
        if (input.amountPence > owed) throw invalid(m.creditMoreThanOwed, 'amountPence');
        const issuer = invoiceIssuerOf(invoice!.brand);
        const prefix = issuer.prefix.replace('-INV-', '-CN-');
        const number = `${prefix}${String(await takeSeriesNumber(prefix)).padStart(6, '0')}`;
        const amounts = creditAmounts(input.amountPence);
        const note = await insertCreditNote({
          invoiceId: invoice!.id,
          instructorId: invoice!.instructorId,
          number,
          noteDate: today(),
          reason: input.reason,
          ...amounts,
          issuedBy: staff.staffId,
        });
        await settleInvoice(invoice!.id, input.amountPence, today());
        await insertLedger({
          instructorId: invoice!.instructorId,
          propositionAllocationId: invoice!.franchiseId,
          kind: 'Invoice',
          name: `Credit note ${number} for invoice ${invoice!.invoiceNumber}`,
          entryDate: today(),
          valuePence: amounts.grossPence,
          valueExVatPence: amounts.netPence,
        });
        await services.audit.record({
          staffId: staff.staffId,
          operation: 'issueCreditNote',
          targetType: 'Invoice',
          targetId: invoice!.id,
          instructorId: invoice!.instructorId,
          before: { invoiceNumber: invoice!.invoiceNumber, settledPence: locked!.settledPence },
          after: { creditNote: number, grossPence: amounts.grossPence, reason: input.reason },
        });
        return { ...note, invoiceNumber: invoice!.invoiceNumber };
      });
    },

    /** What each instructor owes per brand, by age: 7-29, 30-59, 60-89 and 90+ days since the invoice date. */
    agedArrears: async (staff: StaffViewer, input: { brand?: string | null } = {}): Promise<AgedArrearsRow[]> => {
      const now = today();
      const rows = await findUnpaidForAgeing(brandsOf(staff, input.brand), now);
      const byKey = new Map<string, AgedArrearsRow>();
      for (const row of rows) {
        const key = `${row.brand}|${row.instructorId}`;
        const current = byKey.get(key) ?? {
          ...emptyAgedArrears(),
          instructorId: row.instructorId,
          instructorName: `${row.firstName} ${row.lastName}`,
          adiNumber: row.adiNumber,
          brand: row.brand,
        };
        byKey.set(key, { ...current, ...addToAgedArrears(current, row, now) });
      }
      return [...byKey.values()]
        .filter((r) => r.totalPence > 0)
        .sort((a, b) => a.brand.localeCompare(b.brand) || b.totalPence - a.totalPence);
    },

    /** Every invoice and credit note dated from..to, as Xero's sales invoice import reads them. */
    exportInvoicesCsv: async (staff: StaffViewer, input: { from?: string; to?: string; brand?: string | null }) => {
      const filter = {
        brands: brandsOf(staff, input.brand),
        from: optionalDate(input.from, 'from'),
        to: optionalDate(input.to, 'to'),
      };
      const [invoiceRows, notes] = await Promise.all([findAllOfficeInvoices(filter), findCreditNotes(filter)]);
      const contact = (r: { firstName: string; lastName: string; adiNumber: string }) =>
        `${r.firstName} ${r.lastName} (ADI ${r.adiNumber})`;
      const address = (
        r: Pick<OfficeInvoiceRow, 'emailAddress' | 'addressLine1' | 'addressLine2' | 'town' | 'postcode'>,
      ) => ({
        emailAddress: r.emailAddress ?? '',
        addressLine1: r.addressLine1 ?? '',
        addressLine2: r.addressLine2 ?? '',
        city: r.town ?? '',
        postcode: r.postcode ?? '',
      });
      const rows = [
        ...invoiceRows.map((r) => ({
          contactName: contact(r),
          ...address(r),
          number: r.invoiceNumber,
          reference: `ADI ${r.adiNumber}: ${r.franchiseName}`,
          date: r.invoiceDate,
          dueDate: invoiceDueDate(r.invoiceDate),
          description: r.description,
          quantity: 1,
          unitNetPence: r.netPence,
          vatPence: r.grossPence - r.netPence,
          grossPence: r.grossPence,
          brand: r.brand === 'AADS' ? 'AA' : 'BSM',
        })),
        ...notes.map((n) => ({
          contactName: contact(n),
          ...address(n),
          number: n.number,
          reference: n.invoiceNumber,
          date: n.noteDate,
          dueDate: n.noteDate,
          description: `Credit note for invoice ${n.invoiceNumber}: ${n.reason}`,
          quantity: 1,
          unitNetPence: -n.netPence,
          vatPence: -n.vatPence,
          grossPence: -n.grossPence,
          brand: n.brand === 'AADS' ? 'AA' : 'BSM',
        })),
      ].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
      return xeroInvoicesCsv(rows);
    },

    /** Every payment received from..to, oldest first, with the invoices each settled. */
    exportPaymentsCsv: async (staff: StaffViewer, input: { from?: string; to?: string; brand?: string | null }) => {
      const rows = await findAllPayments({
        brands: brandsOf(staff, input.brand),
        from: optionalDate(input.from, 'from'),
        to: optionalDate(input.to, 'to'),
      });
      return paymentsCsv(
        rows.map((r) => ({
          receivedOn: r.receivedOn,
          amountPence: r.amountPence,
          contactName: `${r.firstName} ${r.lastName} (ADI ${r.adiNumber})`,
          method: r.method,
          invoiceNumbers: r.invoiceNumbers,
          reference: r.reference,
        })),
      );
    },
  };
};

export type FeesService = ReturnType<typeof createFeesService>;
