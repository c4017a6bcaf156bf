import type { BrandCode } from '@portal/domain/office';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import {
  AgedArrearsDocument,
  type AgedArrearsQuery,
  type FeeInvoiceFieldsFragment,
  FeeInvoicesDocument,
  IssueCreditNoteDocument,
  RecordFeePaymentDocument,
  type RecordFeePaymentInput,
  RunFeeInvoicesDocument,
} from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

export type FeeInvoice = FeeInvoiceFieldsFragment;
export type AgedArrearsRow = AgedArrearsQuery['agedArrears'][number];

const context = { additionalTypenames: ['FeeInvoice', 'AgedArrearsRow'] };

/** Aged arrears per instructor and brand (the member's brands, or one). */
export const useAgedArrears = (brand: BrandCode | null) => {
  const [{ data, error, fetching }] = useQuery({ query: AgedArrearsDocument, variables: { brand }, context });
  return { rows: data?.agedArrears ?? [], failed: Boolean(error), fetching };
};

/** One instructor's invoices, newest first (or every unpaid invoice when no instructor is chosen). */
export const useFeeInvoices = (instructorId: string | null) => {
  const [{ data, error, fetching }] = useQuery({
    query: FeeInvoicesDocument,
    variables: instructorId ? { instructorId } : { unpaidOnly: true },
    context,
  });
  return { invoices: data?.feeInvoices ?? [], failed: Boolean(error), fetching };
};

/** The fee run on demand, and its outcome. */
export const useRunFeeInvoices = () => {
  const { run, fetching } = useOutcomeMutation(RunFeeInvoicesDocument, context);
  const start = useCallback((weekStart: string) => run({ weekStart }, (data) => data.runFeeInvoices), [run]);
  return { start, fetching };
};

export const useRecordFeePayment = () => {
  const { run, fetching } = useOutcomeMutation(RecordFeePaymentDocument, context);
  const record = useCallback((input: RecordFeePaymentInput) => run({ input }, (data) => data.recordFeePayment), [run]);
  return { record, fetching };
};

export const useIssueCreditNote = () => {
  const { run, fetching } = useOutcomeMutation(IssueCreditNoteDocument, context);
  const issue = useCallback(
    (invoiceId: string, amountPence: number, reason: string) =>
      run({ input: { invoiceId, amountPence, reason } }, (data) => data.issueCreditNote),
    [run],
  );
  return { issue, fetching };
};
