import { z } from 'zod';
import { onboardingMessages as m } from './messages.ts';

export const ACCOUNT_NUMBER_DIGITS = 8;
export const SORT_CODE_DIGITS = 6;

const DIGITS = /^\d*$/;

/** Spec 1 §5: the sort code as typed may carry dashes or spaces (12-34-56); they are not "non-digits". */
export const compactSortCode = (text: string): string => text.replace(/[\s-]/g, '');

/** The message for an account number, or null when it is right. Non-digits first, then the length. */
export const accountNumberError = (text: string): string | null => {
  const value = text.trim();
  if (!DIGITS.test(value)) return m.accountNumberInvalid;
  return value.length === ACCOUNT_NUMBER_DIGITS ? null : m.accountNumberLength;
};

export const sortCodeError = (text: string): string | null => {
  const value = compactSortCode(text.trim());
  if (!DIGITS.test(value)) return m.sortCodeInvalid;
  return value.length === SORT_CODE_DIGITS ? null : m.sortCodeLength;
};

export const nameOnAccountError = (text: string): string | null =>
  text.trim().length >= 1 ? null : m.nameOnAccountRequired;

const checked = (rule: (text: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** addBankDetails (spec 4 §7): the direct-debit form and the server parse this; the values come out compact. */
export const bankDetailsSchema = z.object({
  personKey: z.string().min(1),
  nameOnAccount: checked(nameOnAccountError)
    .transform((v) => v.trim())
    .pipe(z.string().max(70)),
  accountNumber: checked(accountNumberError).transform((v) => v.trim()),
  sortCode: checked(sortCodeError).transform((v) => compactSortCode(v.trim())),
});
export type BankDetailsCommand = z.output<typeof bankDetailsSchema>;

/** Shown back only as this: the last four digits of the account. */
export const maskAccountNumber = (accountNumber: string): string => `****${accountNumber.slice(-4)}`;
