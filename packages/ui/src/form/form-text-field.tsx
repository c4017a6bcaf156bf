import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, U extends FieldValues> = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'placeholder' | 'endAdornment' | 'inputProps' | 'autoFocus'
> & {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  /** Rewrites what was typed before it is stored (e.g. the access-code mask). */
  format?: (raw: string) => string;
};

/**
 * A labelled outlined input bound to react-hook-form, showing the field's first validation message.
 * Built from the input parts rather than TextField, which would pull Select and its menus into the sign-in bundle.
 */
export const FormTextField = <T extends FieldValues, U extends FieldValues>({
  control,
  name,
  label,
  helperText,
  format,
  ...inputProps
}: FormTextFieldProps<T, U>) => {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(fieldState.error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
};
