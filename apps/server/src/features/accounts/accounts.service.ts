import {
  accountReference,
  accountsMessages,
  invoiceDueDate,
  isInArrears,
  isPostedBy,
  isVatRegistered,
  type LedgerEntryKind,
  ledgerRangeSchema,
  summariseTaxYear,
  taxYear,
  taxYearOf,
  taxYearStartSchema,
  valueExVatFor,
  weekEndOf,
  weekStartOf,
} from '@portal/domain/accounts';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { toMoney } from '@portal/domain/money';
import { localDateOf } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { MyDetailsService } from '../details/index.ts';
import {
  findFranchise,
  findInvoices,
  findLedgerEntries,
  findUnpaidInvoices,
  type InvoiceRow,
  type LedgerRow,
} from './accounts.repository.ts';
import { getInvoiceLink } from './invoice-link.ts';

const notFound = (message: string) => new DomainError('NOT_FOUND', message);

/** A ledger row as the instructor's accounts show it: VAT split out of lesson money only when VAT registered. */
const toLedgerItem = (row: LedgerRow, vatRegistered: boolean) => ({
  id: row.id,
  name: row.name,
  date: row.date,
  kind: row.kind as LedgerEntryKind,
  value: toMoney(row.value),
  valueExVat: toMoney(valueExVatFor({ ...row, kind: row.kind as LedgerEntryKind }, vatRegistered)),
});

const toInvoice = (row: InvoiceRow) => ({
  id: row.id,
  invoiceDate: row.invoiceDate,
  invoiceId: row.invoiceNumber,
  description: row.description,
  pdfCreated: row.pdfAvailable,
  value: toMoney(row.value),
  valueExVat: toMoney(row.valueExVat),
  paid: row.paid,
});

export type ArrearsView = {
  id: string;
  reference: string;
  amount: ReturnType<typeof toMoney>;
  date: string;
  propositionKey: string;
};

type OverdueInvoice = Awaited<ReturnType<typeof findUnpaidInvoices>>[number];

/** What is owed per franchise: what the overdue invoices still owe (less part payments and credit notes), dated by the oldest due date. */
const arrearsByFranchise = (invoices: readonly OverdueInvoice[]): ArrearsView[] => {
  const byFranchise = new Map<string, ArrearsView>();
  for (const invoice of invoices) {
    const key = invoice.propositionAllocationId;
    const current = byFranchise.get(key);
    byFranchise.set(key, {
      id: key,
      propositionKey: key,
      reference: accountReference(invoice.brand, invoice.adiNumber, key),
      amount: toMoney((current?.amount.pence ?? 0) + invoice.value - invoice.settled),
      date: current?.date ?? invoiceDueDate(invoice.invoiceDate),
    });
  }
  return [...byFranchise.values()];
};

const toTaxYearView = (summary: ReturnType<typeof summariseTaxYear>) => ({
  ...summary,
  lessonIncome: toMoney(summary.lessonIncome),
  franchiseFees: toMoney(summary.franchiseFees),
  months: summary.months.map((m) => ({
    label: m.label,
    lessonIncome: toMoney(m.lessonIncome),
    franchiseFees: toMoney(m.franchiseFees),
  })),
});

/** Accounts as the instructor reads them: the ledger, invoices, arrears, the tax year and invoice links. */
export const createAccountsService = (deps: AppDeps, services: { details: MyDetailsService }) => {
  const today = () => localDateOf(deps.clock.now());
  /** The ledger from..to as it stands today: a line dated after today is not on it yet (issue 23 defect 6). */
  const postedLedger = async (viewer: Viewer, from: string, to: string) =>
    (await findLedgerEntries(viewer.instructorId, from, to)).filter((r) => isPostedBy(r.date, today()));
  const vatRegistered = async (viewer: Viewer) =>
    isVatRegistered((await services.details.getProfile(viewer)).myBusiness.vatNumber);
  const overdue = async (viewer: Viewer) => {
    const day = today();
    return (await findUnpaidInvoices(viewer.instructorId)).filter((i) => isInArrears(i, day));
  };

  return {
    /** The ledger from..to; this week (Monday to Sunday) when left out. */
    listLedgerItems: async (viewer: Viewer, range: { from?: string | null; to?: string | null } = {}) => {
      const monday = weekStartOf(today());
      const query = parseCommand(ledgerRangeSchema, { from: range.from ?? monday, to: range.to ?? weekEndOf(monday) });
      const registered = await vatRegistered(viewer);
      return (await postedLedger(viewer, query.from, query.to)).map((row) => toLedgerItem(row, registered));
    },

    listInvoices: async (viewer: Viewer) => (await findInvoices(viewer.instructorId)).map(toInvoice),

    /** What is owed per franchise: the overdue invoices' total, dated by the oldest due date. */
    listArrears: async (viewer: Viewer): Promise<ArrearsView[]> => arrearsByFranchise(await overdue(viewer)),

    /** The overdue invoices behind one franchise's arrears; another instructor or franchise: NOT_FOUND. */
    getArrearsBreakdown: async (viewer: Viewer, input: { id: string; propositionKey: string }) => {
      if (input.id !== viewer.instructorId || !isUuid(input.propositionKey))
        throw notFound(accountsMessages.arrearsNotFound);
      if (!(await findFranchise(viewer.instructorId, input.propositionKey)))
        throw notFound(accountsMessages.arrearsNotFound);
      return (await overdue(viewer))
        .filter((i) => i.propositionAllocationId === input.propositionKey)
        .map(
          (i): ArrearsView => ({
            id: i.id,
            reference: i.invoiceNumber,
            amount: toMoney(i.value - i.settled),
            date: i.invoiceDate,
            propositionKey: i.propositionAllocationId,
          }),
        );
    },

    getTaxYearSummary: async (viewer: Viewer, startYear?: number | null) => {
      const year = taxYear(
        parseCommand(taxYearStartSchema, { startYear: startYear ?? taxYearOf(today()).startYear }).startYear,
      );
      const rows = await postedLedger(viewer, year.from, year.to);
      const summary = summariseTaxYear(
        rows.map((r) => ({ date: r.date, kind: r.kind as LedgerEntryKind, value: r.value })),
        year,
        today(),
      );
      return toTaxYearView(summary);
    },

    getInvoiceUrl: (viewer: Viewer, invoiceId: string) => getInvoiceLink(deps, viewer, invoiceId),
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
