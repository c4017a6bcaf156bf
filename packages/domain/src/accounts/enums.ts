/** Spec 4 §4: the kinds of entry on an instructor's account ledger. */
export const ledgerEntryKinds = [
  'Setup',
  'Purchase',
  'Refund',
  'Invoice',
  'ReallocationTransferOut',
  'ReallocationTransferIn',
  'Reallocation',
  'AccountCleardown',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];
