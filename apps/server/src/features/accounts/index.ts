import type { AppDeps } from '../../app-deps.ts';
import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import type { MyDetailsService } from '../details/index.ts';
import type { StaffService } from '../staff/index.ts';
import { createAccountsOfficeResolvers } from './accounts.office-resolvers.ts';
import { createAccountsResolvers } from './accounts.resolvers.ts';
import { createAccountsService } from './accounts.service.ts';
import { registerFeeExportRoutes } from './fees.routes.ts';
import { createFeesService } from './fees.service.ts';

/** The office side (billing, ledger entries, payments), for the seed and tests. */
export { issueFeeInvoice, markInvoicePaid, recordLedgerEntry } from './accounts.office.ts';
export type { ArrearsView } from './accounts.service.ts';
/** After invoices are written directly (the seed): each number series carries on from its highest number. */
export { syncInvoiceSeries } from './fees.repository.ts';

type Needs = { details: MyDetailsService; audit: Pick<AuditService, 'record'>; staff: StaffService };

/** The instructor's accounts and the office's fee billing, one service. */
const createService = (deps: AppDeps, services: Needs) => ({
  ...createAccountsService(deps, services),
  ...createFeesService(deps, services),
});

export type AccountsService = ReturnType<typeof createService>;

const FINANCE = { roles: ['Finance'] } as const;

/**
 * Accounts: the instructor's ledger, invoices as PDFs, arrears and the tax-year view; and the office's fees and
 * payments (issue 25 §3): the weekly fee run (Monday 06:00 UK and on demand), payments, credit notes, aged arrears
 * and the Xero export, for Finance within their brands.
 */
export const accountsFeature = defineFeature<Needs & { accounts: AccountsService }>()({
  createService,
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
  routes: (app, { services }) => registerFeeExportRoutes(app, services),
  jobs: ({ services }) => [
    { name: 'fee-run', intervalMs: 60_000, run: (now) => services.accounts.runScheduledFeeRun(now) },
  ],
  office: {
    resolvers: createAccountsOfficeResolvers,
    access: {
      Query: { feeInvoices: FINANCE, feePayments: FINANCE, agedArrears: FINANCE },
      Mutation: { runFeeInvoices: FINANCE, recordFeePayment: FINANCE, issueCreditNote: FINANCE },
    },
  },
});
