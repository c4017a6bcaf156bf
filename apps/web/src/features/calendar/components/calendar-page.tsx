import AddIcon from '@mui/icons-material/Add';
import { Button, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { PageShell } from '../../../components/page/page-shell.tsx';
import { useCalendarState } from '../hooks/use-calendar-state.ts';
import { CalendarScreen } from './calendar-screen.tsx';
import { viewConfig } from './calendar-views.ts';

const crumbs = [{ label: 'Home', to: '/home' }, { label: 'Calendar' }] as const;

/** /calendar: Active instructors with a non-solo franchise (spec 2 §2, §6); the title follows the view. */
export const CalendarPage = () => {
  const state = useCalendarState();
  const title = viewConfig(state.view).title;
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const newEvent = isMobile ? undefined : (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => state.setAddRequest({ date: state.date, allDay: false, fromSlot: false })}
    >
      New Event
    </Button>
  );
  return (
    <PageAccessGate page="Calendar" title={title} breadcrumbs={crumbs}>
      <PageShell title={title} breadcrumbs={crumbs} actions={newEvent}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
          <CalendarScreen state={state} isMobile={isMobile} />
        </LocalizationProvider>
      </PageShell>
    </PageAccessGate>
  );
};
