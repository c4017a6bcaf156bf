import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DOB_PICKER_MAX_YEARS } from '@portal/domain/learners';
import { format, isValid, parseISO, subYears } from 'date-fns';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { UkDatesProvider } from '../../../lib/dates/uk-dates-provider.tsx';

type Props<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values hold `dateOfBirth` as yyyy-MM-dd
  control: Control<T, unknown, any>;
  disabled: boolean;
};

/**
 * A learner's date of birth: the en-GB sectioned field (dd/MM/yyyy, whatever the browser's language) with the
 * picker, within the picker's 110 years (spec 3 §5), kept as yyyy-MM-dd; the form's message under it.
 */
export const DateOfBirthField = <T extends FieldValues>({ control, disabled }: Props<T>) => (
  <UkDatesProvider>
    <Controller
      control={control}
      name={'dateOfBirth' as FieldPath<T>}
      render={({ field, fieldState }) => {
        const parsed = field.value ? parseISO(field.value) : null;
        return (
          <DatePicker
            label="Date of birth"
            value={parsed && isValid(parsed) ? parsed : null}
            onChange={(picked) => field.onChange(picked && isValid(picked) ? format(picked, 'yyyy-MM-dd') : '')}
            disableFuture
            minDate={subYears(new Date(), DOB_PICKER_MAX_YEARS)}
            disabled={disabled}
            format="dd/MM/yyyy"
            slotProps={{
              textField: {
                fullWidth: true,
                name: field.name,
                onBlur: field.onBlur,
                error: Boolean(fieldState.error),
                helperText: fieldState.error?.message ?? ' ',
              },
            }}
          />
        );
      }}
    />
  </UkDatesProvider>
);
