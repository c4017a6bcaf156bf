import { defineFeature } from '../../feature-entry.ts';
import type { MyDetailsService } from '../details/index.ts';
import { createAccountsResolvers } from './accounts.resolvers.ts';
import type { AccountsService } from './accounts.service.ts';
import { createAccountsService } from './accounts.service.ts';

/** The office side (billing, ledger entries, payments), for the seed and tests. */
export { issueFeeInvoice, markInvoicePaid, recordLedgerEntry } from './accounts.office.ts';
export type { AccountsService, ArrearsView } from './accounts.service.ts';

/** Accounts: the instructor's ledger, invoices as PDFs, arrears and the tax-year view. */
export const accountsFeature = defineFeature<{ accounts: AccountsService; details: MyDetailsService }>()({
  createService: createAccountsService,
  resolvers: createAccountsResolvers,
  access: {
    Query: { instructorArrearsBreakdown: 'AccountTransactions', instructorInvoiceUrl: 'AccountInvoices' },
    Instructor: {
      arrears: 'AccountTransactions',
      invoices: 'AccountInvoices',
      ledgerItems: 'AccountTransactions',
      taxYearSummary: 'AccountTransactions',
    },
  },
});
