import { accountNumberError, nameOnAccountError, sortCodeError } from '@portal/domain/onboarding';
import { useState } from 'react';

export type BankField = 'nameOnAccount' | 'accountNumber' | 'sortCode';
const rules: Record<BankField, (value: string) => string | null> = {
  nameOnAccount: nameOnAccountError,
  accountNumber: accountNumberError,
  sortCode: sortCodeError,
};

/** The direct-debit form's state: a field's rule shows once it was left, or for all once the box is ticked. */
export const useBankForm = () => {
  const [values, setValues] = useState<Record<BankField, string>>({
    nameOnAccount: '',
    accountNumber: '',
    sortCode: '',
  });
  const [touched, setTouched] = useState<Record<BankField, boolean>>({
    nameOnAccount: false,
    accountNumber: false,
    sortCode: false,
  });
  const [confirmed, setConfirmed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorOf = (field: BankField) => ((touched[field] || confirmed) && rules[field](values[field])) || null;
  const hasErrors = (Object.keys(rules) as BankField[]).some((field) => rules[field](values[field]) !== null);

  /** A field's value, handlers and message (the server's refusal of the account shows under the account number). */
  const fieldProps = (name: BankField) => {
    const message = errorOf(name) ?? (name === 'accountNumber' ? serverError : null);
    return {
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        setServerError(null);
        setValues({ ...values, [name]: event.target.value });
      },
      onBlur: () => setTouched({ ...touched, [name]: true }),
      error: Boolean(message),
      helperText: message,
    };
  };

  return { values, confirmed, setConfirmed, setServerError, hasErrors, fieldProps };
};
