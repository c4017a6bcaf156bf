import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useFillScreen } from '../../../components/layout/fill-screen.ts';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { useCalendarEvents } from '../api/use-calendar-events.ts';
import { useCalendarSlotOffers } from '../api/use-calendar-slot-offers.ts';
import type { useCalendarState } from '../hooks/use-calendar-state.ts';
import type { useHourHeight } from '../hooks/use-hour-height.ts';
import { useItemMove } from '../hooks/use-item-move.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { CalendarDialogs, MoveItemDialog } from './calendar-dialogs.tsx';
import { type CalendarItem, toCalendarItems, toOfferItems } from './calendar-items.ts';
import { CalendarLegend } from './calendar-legend.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { fetchRange, stepDate, visibleRange } from './calendar-views.ts';
import { DateScroller } from './date-scroller.tsx';
import { MonthView } from './month-view.tsx';
import { ScheduleView } from './schedule-view.tsx';
import { TimeGrid } from './time-grid.tsx';
import { toBusinessHours } from './time-grid-options.ts';

type Props = { state: ReturnType<typeof useCalendarState>; isMobile: boolean; zoom: ReturnType<typeof useHourHeight> };

/**
 * The calendar: header, date strip, the view, the key, and the add / lesson / unavailable modals. On a phone it
 * fills the screen below the header, with the key behind a button by the title; a sideways swipe moves the
 * range and a pinch zooms the hours (issue 26 §1); lessons and unavailable slots drag to move (issue 26 §2), or move from their dialog.
 */
export const CalendarScreen = ({ state, isMobile, zoom }: Props) => {
  const instructor = useSessionInstructor()!;
  const flags = useGlobalConfig();
  const { view, date, selected, addRequest } = state;
  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const asked = useMemo(() => fetchRange(view, date), [view, date]);
  const schedule = view === 'schedule';
  // The schedule has its own query; the working hours (for the add form) come with an empty range.
  const calendar = useCalendarEvents(instructor.id, schedule ? { start: date, end: date } : asked);
  const slotOffers = useCalendarSlotOffers(asked);
  const items = useMemo(
    () => [...toCalendarItems(calendar.events), ...toOfferItems(slotOffers.offers)],
    [calendar.events, slotOffers.offers],
  );
  // A learner took an offered slot: the booked lesson is drawn at once (issue 27 §3).
  const taken = slotOffers.offers.filter((o) => o.state === 'Taken').length;
  const refetchEvents = calendar.refetch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count of taken offers is the trigger
  useEffect(() => {
    if (taken > 0) refetchEvents();
  }, [taken]);
  const businessHours = useMemo(() => toBusinessHours(calendar.workingHours), [calendar.workingHours]);
  const moves = useItemMove(calendar.refetch);
  // The calendar fills the screen on a phone and on a desktop: the grid is the one thing that scrolls (issue 23).
  useFillScreen(true);

  const pane = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  useSwipe(pane, {
    onSwipe: schedule ? null : (direction) => state.setDate(stepDate(view, date, direction)),
    onPinch: view === 'month' || schedule ? null : (ratio) => zoom.setHeight(zoom.height * ratio),
    busy: dragging,
  });
  const open = (item: CalendarItem) =>
    state.setSelected({
      type: item.type === 'timeOff' ? 'timeOff' : item.type === 'offer' ? 'offer' : 'lesson',
      id: item.sourceId,
    });
  const handleChanged = () => {
    calendar.refetch();
    slotOffers.refetch();
  };

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minHeight: 0 }, isMobile && { gap: 0.5 }]}>
      <CalendarToolbar
        view={view}
        date={date}
        isMobile={isMobile}
        onViewChange={state.setView}
        onDateChange={state.setDate}
        zoom={zoom}
      />
      {!schedule && <DateScroller view={view} date={date} onSelect={state.setDate} items={items} />}
      <Box
        data-calendar-scroll
        sx={[
          // The grid takes the rest of the screen, the one place that scrolls.
          { position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' },
          { overflowX: 'hidden', overscrollBehavior: 'contain' },
        ]}
        aria-busy={calendar.fetching}
      >
        {calendar.fetching && !schedule && (
          <LinearProgress aria-label="Loading calendar" sx={{ position: 'absolute', inset: '0 0 auto', zIndex: 10 }} />
        )}
        {calendar.error && !calendar.hasData && !schedule && (
          <Alert severity="error" sx={{ mb: 1 }} action={<Button onClick={calendar.refetch}>Try again</Button>}>
            We couldn't load your calendar.
          </Alert>
        )}
        <Box ref={pane} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', touchAction: 'pan-y' }}>
          {view === 'schedule' ? (
            <ScheduleView instructorId={instructor.id} date={date} onOpen={open} />
          ) : view === 'month' ? (
            <MonthView date={date} items={items} onDayClick={state.openDay} />
          ) : (
            <TimeGrid
              view={view}
              date={date}
              focus={state.focus}
              items={items}
              businessHours={businessHours}
              // Lessons and offered slots both in: the grid is drawn once with both, not again as the later
              // answer comes (each drawing is a long task on a phone, issue 28 §6).
              settled={!calendar.fetching && !slotOffers.fetching}
              fill
              phone={isMobile}
              hourHeight={zoom.height}
              onSlotClick={(d, allDay) => state.setAddRequest({ date: d, allDay, fromSlot: true })}
              onItemClick={open}
              onDayClick={state.openDay}
              onMove={moves.request}
              onDragging={(on) => {
                dragging.current = on;
              }}
            />
          )}
        </Box>
      </Box>
      {!isMobile && <CalendarLegend />}
      {moves.move && (
        <MoveItemDialog
          move={moves.move}
          instructorId={instructor.id}
          workingHours={calendar.workingHours}
          submitting={moves.submitting}
          onAdjust={moves.adjust}
          onConfirm={moves.confirm}
          onCancel={moves.cancel}
        />
      )}
      <CalendarDialogs
        instructorId={instructor.id}
        range={range}
        showRepeat={flags.hubcappReoccurringLessonsEnable}
        workingHours={calendar.workingHours}
        addRequest={addRequest}
        selected={selected}
        onCloseAdd={() => state.setAddRequest(null)}
        onCloseSelected={() => state.setSelected(null)}
        onChanged={handleChanged}
        onMove={moves.request}
      />
    </Box>
  );
};
