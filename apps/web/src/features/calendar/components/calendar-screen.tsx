import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useMemo } from 'react';
import { useFillScreen } from '../../../components/layout/fill-screen.ts';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useCalendarEvents } from '../api/use-calendar-events.ts';
import type { useCalendarState } from '../hooks/use-calendar-state.ts';
import { CalendarDialogs } from './calendar-dialogs.tsx';
import { toCalendarItems } from './calendar-items.ts';
import { CalendarLegend } from './calendar-legend.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { visibleRange } from './calendar-views.ts';
import { DateScroller } from './date-scroller.tsx';
import { MonthView } from './month-view.tsx';
import { TimeGrid } from './time-grid.tsx';
import { toBusinessHours } from './time-grid-options.ts';

type Props = { state: ReturnType<typeof useCalendarState>; isMobile: boolean };

/**
 * The calendar: header, date strip, the view, the key, and the add / lesson / unavailable modals. On a phone it
 * fills the screen below the header, with the key behind a button by the title.
 */
export const CalendarScreen = ({ state, isMobile }: Props) => {
  const instructor = useSessionInstructor()!;
  const flags = useGlobalConfig();
  const { view, date, selected, addRequest } = state;
  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const calendar = useCalendarEvents(instructor.id, range);
  const items = useMemo(() => toCalendarItems(calendar.events), [calendar.events]);
  const businessHours = useMemo(() => toBusinessHours(calendar.workingHours), [calendar.workingHours]);
  // The calendar fills the screen on a phone and on a desktop: the grid is the one thing that scrolls (issue 23).
  useFillScreen(true);

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minHeight: 0 }, isMobile && { gap: 0.5 }]}>
      <CalendarToolbar
        view={view}
        date={date}
        isMobile={isMobile}
        onViewChange={state.setView}
        onDateChange={state.setDate}
      />
      <DateScroller view={view} date={date} onSelect={state.setDate} />
      <Box
        sx={[
          // The grid takes the rest of the screen, the one place that scrolls.
          { position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' },
        ]}
        aria-busy={calendar.fetching}
      >
        {calendar.fetching && (
          <LinearProgress aria-label="Loading calendar" sx={{ position: 'absolute', inset: '0 0 auto', zIndex: 10 }} />
        )}
        {calendar.error && !calendar.hasData && (
          <Alert severity="error" sx={{ mb: 1 }} action={<Button onClick={calendar.refetch}>Try again</Button>}>
            We couldn't load your calendar.
          </Alert>
        )}
        {view === 'month' ? (
          <MonthView date={date} items={items} onDayClick={state.openDay} />
        ) : (
          <TimeGrid
            view={view}
            date={date}
            focus={state.focus}
            items={items}
            businessHours={businessHours}
            settled={!calendar.fetching}
            fill
            phone={isMobile}
            onSlotClick={(d, allDay) => state.setAddRequest({ date: d, allDay, fromSlot: true })}
            onItemClick={(item) =>
              state.setSelected({ type: item.type === 'timeOff' ? 'timeOff' : 'lesson', id: item.sourceId })
            }
            onDayClick={state.openDay}
          />
        )}
      </Box>
      {!isMobile && <CalendarLegend />}
      <CalendarDialogs
        instructorId={instructor.id}
        range={range}
        showRepeat={flags.hubcappReoccurringLessonsEnable}
        workingHours={calendar.workingHours}
        addRequest={addRequest}
        selected={selected}
        onCloseAdd={() => state.setAddRequest(null)}
        onCloseSelected={() => state.setSelected(null)}
        onChanged={calendar.refetch}
      />
    </Box>
  );
};
