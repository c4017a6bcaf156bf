import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { AccountsService } from './accounts.service.ts';

export const createAccountsResolvers = ({ services }: FeatureWiring<{ accounts: AccountsService }>): Resolvers => ({
  Instructor: {
    arrears: (parent, _args, ctx) => services.accounts.listArrears(requireOwnInstructor(ctx, parent.id)),
    invoices: (parent, _args, ctx) => services.accounts.listInvoices(requireOwnInstructor(ctx, parent.id)),
    ledgerItems: (parent, { from, to }, ctx) =>
      services.accounts.listLedgerItems(requireOwnInstructor(ctx, parent.id), { from, to }),
    taxYearSummary: (parent, { startYear }, ctx) =>
      services.accounts.getTaxYearSummary(requireOwnInstructor(ctx, parent.id), startYear),
  },
  Query: {
    instructorArrearsBreakdown: (_parent, { input }, ctx) =>
      services.accounts.getArrearsBreakdown(requireViewer(ctx), input),
    instructorInvoiceUrl: (_parent, { transactionKey }, ctx) =>
      services.accounts.getInvoiceUrl(requireViewer(ctx), transactionKey),
  },
});
