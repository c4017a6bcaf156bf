import { formatAccessCode } from '@portal/domain/identity';
import { FormTextField, type FormTextFieldProps } from '@portal/ui/form';
import type { FieldValues } from 'react-hook-form';

/** The masked access-code input: three digits, a dash, three digits (000-000). */
export const AccessCodeField = <T extends FieldValues, U extends FieldValues>(
  props: Omit<FormTextFieldProps<T, U>, 'label' | 'format'>,
) => (
  <FormTextField
    {...props}
    label="Access code"
    format={formatAccessCode}
    placeholder="000-000"
    autoComplete="one-time-code"
    inputProps={{ inputMode: 'numeric', maxLength: 7, spellCheck: false }}
  />
);
