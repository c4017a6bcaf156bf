import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormFieldProps<T extends FieldValues, U> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  /** Rewrites what was typed before it is kept (digits only, a price's characters); `current` is kept as it was. */
  format?: (typed: string, current: string) => string;
  /** Told each new value after the form keeps it: a linked field follows (the insurance end, its start). */
  onValueChange?: (value: string) => void;
};

/**
 * A text field of a react-hook-form form: its value, and its first message from the form's schema (else the
 * `helperText`) under it once the form's mode shows it. Every form of a feature uses this or a Controller of
 * its own for a picker.
 */
export const FormField = <T extends FieldValues, U>({
  control,
  name,
  helperText,
  format,
  onValueChange,
  onBlur,
  ...props
}: FormFieldProps<T, U>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...props}
        name={field.name}
        value={field.value ?? ''}
        inputRef={field.ref}
        onChange={(event) => {
          const value = format ? format(event.target.value, String(field.value ?? '')) : event.target.value;
          field.onChange(value);
          onValueChange?.(value);
        }}
        onBlur={(event) => {
          field.onBlur();
          onBlur?.(event);
        }}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? helperText}
      />
    )}
  />
);
