import { format, isValid, parse, startOfDay } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CalendarView, DEFAULT_VIEW, isCalendarView } from '../components/calendar-views.ts';

export type SelectedEvent = { type: 'lesson' | 'timeOff'; id: string };
export type AddRequest = { date: Date; allDay: boolean; fromSlot: boolean };

const DATE_PARAM = 'yyyy-MM-dd';

const parseDateParam = (value: string | null): Date | null => {
  if (!value) return null;
  const parsed = parse(value, DATE_PARAM, new Date());
  return isValid(parsed) ? parsed : null;
};

/** Moves the calendar to a view and a date: both live in the address, so any part of the calendar may move it. */
const useCalendarNavigate = () => {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next: { view?: CalendarView; date?: Date }) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.view) updated.set('view', next.view);
          if (next.date) updated.set('date', format(next.date, DATE_PARAM));
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
 * instructor sees what was booked (issue 8). The grid scrolls to the first event of the day shown.
 */
export const useShowCalendarDay = () => {
  const navigate = useCalendarNavigate();
  return useCallback((day: Date) => navigate({ date: day }), [navigate]);
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

  return {
    view,
    date,
    setView: useCallback((v: CalendarView) => navigate({ view: v }), [navigate]),
    setDate: useCallback((d: Date) => navigate({ date: d }), [navigate]),
    openDay: useCallback((d: Date) => navigate({ view: 'day', date: d }), [navigate]),
    selected,
    setSelected,
    addRequest,
    setAddRequest,
  };
};
