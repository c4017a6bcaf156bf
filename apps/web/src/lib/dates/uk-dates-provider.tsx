import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';

/**
 * The date adapter's own patterns are American ("Mon, Nov 23") whatever the locale: these put the day
 * before the month, as the rest of the portal writes dates.
 */
const ukFormats = {
  shortDate: 'd MMM',
  normalDateWithWeekday: 'EEE d MMM',
  fullDate: 'd MMM yyyy',
} as const;

/** Date pickers in UK English: Monday first, dd/MM/yyyy, and British headers. */
export const UkDatesProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB} dateFormats={ukFormats}>
    {children}
  </LocalizationProvider>
);
