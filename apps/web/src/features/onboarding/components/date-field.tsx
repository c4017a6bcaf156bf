import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A date yyyy-MM-dd edited as dd/MM/yyyy with the picker; future dates are refused (a date of birth). */
export const PastDateField = ({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) => {
  const parsed = value ? parseISO(value) : null;
  return (
    <DatePicker
      label={label}
      value={parsed && isValid(parsed) ? parsed : null}
      onChange={(picked) => onChange(picked && isValid(picked) ? format(picked, 'yyyy-MM-dd') : '')}
      disableFuture
      disabled={disabled}
      format="dd/MM/yyyy"
      slotProps={{ textField: { fullWidth: true, error: Boolean(error), helperText: error } }}
    />
  );
};

type FormDateProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
};

/** The date of birth of a react-hook-form form, with the field's message under it. */
export const FormPastDateField = <T extends FieldValues>({ control, name, label, disabled }: FormDateProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <PastDateField
        label={label}
        value={field.value}
        onChange={field.onChange}
        error={fieldState.error?.message}
        disabled={disabled}
      />
    )}
  />
);
