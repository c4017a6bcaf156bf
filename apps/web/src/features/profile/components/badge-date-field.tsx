import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { UkDatesProvider } from '../../../lib/dates/uk-dates-provider.tsx';

type Props = { label: string; value: string; onChange: (next: string) => void; error?: string | undefined };

/** The badge date, shown dd/MM/yyyy and held as yyyy-MM-dd ('' for none; a half-typed date stays invalid). */
export const BadgeDateField = ({ label, value, onChange, error }: Props) => (
  <UkDatesProvider>
    <DatePicker
      label={label}
      value={value ? parseISO(value) : null}
      onChange={(picked) => onChange(!picked ? '' : isValid(picked) ? format(picked, 'yyyy-MM-dd') : 'invalid')}
      disableFuture
      format="dd/MM/yyyy"
      slotProps={{
        textField: { error: Boolean(error), helperText: error ?? 'Optional', sx: { maxWidth: 360 } },
        field: { clearable: true },
      }}
    />
  </UkDatesProvider>
);
