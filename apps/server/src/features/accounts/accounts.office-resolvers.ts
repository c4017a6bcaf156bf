import { invoiceDueDate, outstandingOf } from '@portal/domain/accounts';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { OfficeInvoiceRow } from './fees.repository.ts';
import type { FeesService } from './fees.service.ts';

type Wiring = FeatureWiring<{ accounts: FeesService }>;

/** The API's view of an invoice. */
const invoiceView = (row: OfficeInvoiceRow) => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  invoiceDate: row.invoiceDate,
  dueDate: invoiceDueDate(row.invoiceDate),
  periodStart: row.periodStart,
  description: row.description,
  brand: row.brand,
  instructorId: row.instructorId,
  instructorName: `${row.firstName} ${row.lastName}`,
  adiNumber: row.adiNumber,
  franchiseId: row.franchiseId,
  franchiseName: row.franchiseName,
  netPence: row.netPence,
  vatPence: row.grossPence - row.netPence,
  grossPence: row.grossPence,
  settledPence: row.paid ? row.grossPence : row.settledPence,
  outstandingPence: row.paid ? 0 : outstandingOf(row),
  paid: row.paid,
  paidOn: row.paidOn,
  pdfDrawn: row.pdfKey !== null,
});

/** Fees and payments at the office's door: thin, each a call of the accounts service. */
export const createAccountsOfficeResolvers = ({ services }: Wiring): Resolvers => ({
  Query: {
    feeInvoices: async (_parent, args, ctx) =>
      (await services.accounts.listFeeInvoices(requireStaff(ctx), args)).map(invoiceView),
    feePayments: (_parent, args, ctx) => services.accounts.listFeePayments(requireStaff(ctx), args),
    agedArrears: async (_parent, args, ctx) =>
      (await services.accounts.agedArrears(requireStaff(ctx), args)).map((row) => ({
        instructorId: row.instructorId,
        instructorName: row.instructorName,
        adiNumber: row.adiNumber,
        brand: row.brand,
        days7Pence: row.Days7,
        days30Pence: row.Days30,
        days60Pence: row.Days60,
        days90PlusPence: row.Days90Plus,
        totalPence: row.totalPence,
      })),
  },
  Mutation: {
    runFeeInvoices: async (_parent, args, ctx) => {
      const staff = requireStaff(ctx);
      const result = await services.accounts.runFeeInvoices(staff, args);
      const issued = result.issued.length ? await services.accounts.listFeeInvoicesById(staff, result.issued) : [];
      return { weekStart: result.weekStart, alreadyBilled: result.alreadyBilled, issued: issued.map(invoiceView) };
    },
    recordFeePayment: (_parent, args, ctx) =>
      services.accounts.recordPayment(requireStaff(ctx), {
        ...args.input,
        invoiceIds: [...args.input.invoiceIds],
        reference: args.input.reference ?? '',
      }),
    issueCreditNote: (_parent, args, ctx) => services.accounts.issueCreditNote(requireStaff(ctx), args.input),
  },
});
