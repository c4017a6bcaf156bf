import { format, isValid, parse, startOfDay } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CalendarView, DEFAULT_VIEW, isCalendarView } from '../components/calendar-views.ts';

export type SelectedEvent = { type: 'lesson' | 'timeOff' | 'offer'; id: string };
export type AddRequest = { date: Date; allDay: boolean; fromSlot: boolean };

const DATE_PARAM = 'yyyy-MM-dd';
/** `at=HH:mm`: the time the grid scrolls to, a just-booked lesson's start (issue 23 defect 7). */
const FOCUS_PARAM = 'at';
const FOCUS_FORMAT = 'HH:mm';

const parseDateParam = (value: string | null): Date | null => {
  if (!value) return null;
  const parsed = parse(value, DATE_PARAM, new Date());
  return isValid(parsed) ? parsed : null;
};

/** Moves the calendar to a view and a date: both live in the address, so any part of the calendar may move it. */
const useCalendarNavigate = () => {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next: { view?: CalendarView; date?: Date; focus?: Date }) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.view) updated.set('view', next.view);
          if (next.date) updated.set('date', format(next.date, DATE_PARAM));
          // The hour to show: kept only by the move that set it, any other move opens where the range starts.
          if (next.focus) updated.set(FOCUS_PARAM, format(next.focus, FOCUS_FORMAT));
          else updated.delete(FOCUS_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
};

/**
 * Shows a day on the calendar (in the view on screen): after a booking, the booked lesson's day, so the
 * instructor sees what was booked (issue 8), scrolled to the lesson's hour when `focus` is given (issue 23).
 */
export const useShowCalendarDay = () => {
  const navigate = useCalendarNavigate();
  return useCallback((day: Date, focus?: Date) => navigate({ date: day, focus }), [navigate]);
};

/**
 * Spec 2 §4 calendar state: view (default day), the date on screen, the selected event and the add modal.
 * View and date live in the URL so a refresh, a shared link or Back keeps the instructor's place.
 */
export const useCalendarState = () => {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<SelectedEvent | null>(null);
  const [addRequest, setAddRequest] = useState<AddRequest | null>(null);

  const rawView = params.get('view');
  const view: CalendarView = isCalendarView(rawView) ? rawView : DEFAULT_VIEW;
  const dateParam = params.get('date');
  const date = useMemo(() => parseDateParam(dateParam) ?? startOfDay(new Date()), [dateParam]);
  const navigate = useCalendarNavigate();
  const focusParam = params.get(FOCUS_PARAM);
  const focus = focusParam && /^\d{2}:\d{2}$/.test(focusParam) ? focusParam : null;

  return {
    view,
    date,
    /** The time (HH:mm) the grid scrolls to, or null: where the range opens. */
    focus,
    setView: useCallback((v: CalendarView) => navigate({ view: v }), [navigate]),
    setDate: useCallback((d: Date) => navigate({ date: d }), [navigate]),
    openDay: useCallback((d: Date) => navigate({ view: 'day', date: d }), [navigate]),
    selected,
    setSelected,
    addRequest,
    setAddRequest,
  };
};
