import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';

export const accountsResolvers: Resolvers = {
  Instructor: {
    arrears: (parent, _args, ctx) => ctx.services.accounts.listArrears(requireOwnInstructor(ctx, parent.id), ctx.reads),
    invoices: (parent, _args, ctx) => ctx.services.accounts.listInvoices(requireOwnInstructor(ctx, parent.id)),
    ledgerItems: (parent, { from, to }, ctx) =>
      ctx.services.accounts.listLedgerItems(requireOwnInstructor(ctx, parent.id), { from, to }),
    taxYearSummary: (parent, { startYear }, ctx) =>
      ctx.services.accounts.getTaxYearSummary(requireOwnInstructor(ctx, parent.id), startYear),
  },
  Query: {
    instructorArrearsBreakdown: (_parent, { input }, ctx) =>
      ctx.services.accounts.getArrearsBreakdown(requireViewer(ctx), input),
    instructorInvoiceUrl: (_parent, { transactionKey }, ctx) =>
      ctx.services.accounts.getInvoiceUrl(requireViewer(ctx), transactionKey),
  },
};
