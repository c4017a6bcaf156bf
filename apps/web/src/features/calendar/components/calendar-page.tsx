import AddIcon from '@mui/icons-material/Add';
import { Button, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PageShell } from '@portal/ui/page';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { UkDatesProvider } from '../../../lib/dates/uk-dates-provider.tsx';
import { CalendarFeedLink } from '../../calendar-feed/index.ts';
import { useCalendarState } from '../hooks/use-calendar-state.ts';
import { useHourHeight } from '../hooks/use-hour-height.ts';
import { CalendarScreen } from './calendar-screen.tsx';
import { AddEventFab, PhoneCalendarActions } from './calendar-toolbar.tsx';
import { viewConfig } from './calendar-views.ts';

const crumbs = [{ label: 'Home', to: '/home' }, { label: 'Calendar' }] as const;

/**
 * /calendar: Active instructors with a non-solo franchise (spec 2 §2, §6); the title follows the view.
 * On a phone it fills the screen (issue 8 §2): the title shares its row with the view, key and add controls.
 */
export const CalendarPage = () => {
  const state = useCalendarState();
  const title = viewConfig(state.view).title;
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const zoom = useHourHeight(isMobile);
  const add = () => state.setAddRequest({ date: state.date, allDay: false, fromSlot: false });
  const actions = isMobile ? (
    <>
      <CalendarFeedLink compact />
      <PhoneCalendarActions view={state.view} onViewChange={state.setView} zoom={zoom} />
    </>
  ) : (
    <>
      <CalendarFeedLink />
      <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
        New Event
      </Button>
    </>
  );
  return (
    <PageAccessGate page="Calendar" title={title} breadcrumbs={crumbs}>
      <PageShell title={title} breadcrumbs={crumbs} actions={actions} dense={isMobile}>
        <UkDatesProvider>
          <CalendarScreen state={state} isMobile={isMobile} zoom={zoom} />
          {isMobile && <AddEventFab onAdd={add} />}
        </UkDatesProvider>
      </PageShell>
    </PageAccessGate>
  );
};
