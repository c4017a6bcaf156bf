import { zodResolver } from '@hookform/resolvers/zod';
import { bankDetailsSchema } from '@portal/domain/onboarding';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

const bankFormSchema = bankDetailsSchema.omit({ personKey: true });
export type BankField = 'nameOnAccount' | 'accountNumber' | 'sortCode';

/**
 * The direct-debit form, checked by the domain's bankDetailsSchema: a field's rule shows once it was left, or for
 * all (and then as they are typed) once the account holder box is ticked.
 */
export const useBankForm = () => {
  const form = useForm({
    resolver: zodResolver(bankFormSchema),
    mode: 'onTouched',
    defaultValues: { nameOnAccount: '', accountNumber: '', sortCode: '' },
  });
  const [confirmed, setConfirmed] = useState(false);
  const confirm = (ticked: boolean) => {
    setConfirmed(ticked);
    if (ticked) void form.trigger();
  };
  /** Once the box is ticked, a field is checked as it is typed, left or not. */
  const handleTyped = (name: BankField) => () => {
    if (confirmed) void form.trigger(name);
  };
  return { form, confirmed, confirm, handleTyped };
};
