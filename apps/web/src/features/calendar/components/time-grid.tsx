import type { EventClickArg, EventContentArg, EventInput, EventMountArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import type { CalendarItem } from './calendar-items.ts';
import { type CalendarView, viewConfig, visibleRange } from './calendar-views.ts';
import { describeItem, EventBlock } from './event-block.tsx';
import { kindLooks } from './event-kinds.tsx';
import { rangeLabel } from './range-label.ts';
import { TimeGridFrame } from './time-grid-frame.tsx';
import { type BusinessHoursInput, scrollTimeFor } from './time-grid-options.ts';

type Props = {
  view: Exclude<CalendarView, 'month'>;
  date: Date;
  /** HH:mm to scroll to (a lesson just booked), or null. */
  focus?: string | null;
  items: readonly CalendarItem[];
  businessHours: BusinessHoursInput;
  /** True once the events of the range on screen have arrived (the last range's stay while the next loads). */
  settled: boolean;
  /** Fill the height the page gives it (the calendar fills the screen) rather than a height of its own. */
  fill: boolean;
  /** A phone: the day view drops its one day heading (the date is in the header and the strip). */
  phone?: boolean;
  onSlotClick: (date: Date, allDay: boolean) => void;
  onItemClick: (item: CalendarItem) => void;
  onDayClick: (date: Date) => void;
};

const toEventInput = (item: CalendarItem): EventInput => {
  const look = kindLooks[item.style];
  return {
    id: item.key,
    start: item.start,
    end: item.end,
    allDay: item.allDay,
    title: item.title,
    interactive: item.clickable,
    backgroundColor: look.background,
    borderColor: look.border,
    textColor: look.text,
    classNames: [`cal-kind-${item.style.toLowerCase()}`, item.clickable ? 'cal-clickable' : 'cal-static'],
    extendedProps: { item },
  };
};

/** Scrolls the frame so the slot at `time` (HH:mm:ss) is at the top, below the sticky day headers. */
const scrollFrameTo = (frame: HTMLElement | null, time: string) => {
  const slot = frame?.querySelector<HTMLElement>(`td.fc-timegrid-slot-lane[data-time="${time}"]`);
  if (!frame || !slot) return;
  // The day headers and the all-day row stick to the top of the frame.
  const sticky = [...frame.querySelectorAll<HTMLElement>('.fc-col-header, .fc-daygrid-body')];
  const covered = sticky.reduce((sum, el) => sum + el.offsetHeight, 0);
  const top = slot.getBoundingClientRect().top - frame.getBoundingClientRect().top + frame.scrollTop;
  frame.scrollTop = top - covered;
  // Remembered, so a later scroll knows whether the instructor has scrolled since.
  frame.dataset.autoTop = String(frame.scrollTop);
};

/** True when someone has scrolled the frame away from where it was last put. */
const scrolledByHand = (frame: HTMLElement | null) =>
  frame?.dataset.autoTop !== undefined && Math.abs(frame.scrollTop - Number(frame.dataset.autoTop)) > 1;

const itemOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
  arg.event.extendedProps.item as CalendarItem;

type Handlers = Pick<Props, 'onSlotClick' | 'onItemClick' | 'onDayClick'>;
type Refs = {
  handlers: RefObject<Handlers>;
  frame: RefObject<HTMLDivElement | null>;
  scrollTarget: RefObject<string>;
};

/** FullCalendar's options, fixed at creation: handlers and the scroll target are read through refs. */
const calendarOptions = (fcView: string, date: Date, refs: Refs) => ({
  plugins: [timeGridPlugin, dayGridPlugin, interactionPlugin],
  locale: enGbLocale,
  initialView: fcView,
  initialDate: date,
  views: { timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 } } },
  headerToolbar: false as const,
  firstDay: 1,
  height: 'auto',
  stickyHeaderDates: true,
  allDayText: 'All day',
  nowIndicator: true,
  slotDuration: '00:30:00',
  snapDuration: '00:15:00',
  slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false } as const,
  eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false } as const,
  dayHeaderFormat: { weekday: 'short', day: 'numeric' } as const,
  navLinks: true,
  navLinkDayClick: (d: Date) => refs.handlers.current.onDayClick(d),
  expandRows: false,
  dayMaxEventRows: false,
  eventMinHeight: 14,
  eventShortHeight: 40,
  eventContent: (arg: EventContentArg) => <EventBlock item={itemOf(arg)} />,
  eventDidMount: (arg: EventMountArg) => {
    const item = itemOf(arg);
    arg.el.setAttribute('aria-label', describeItem(item));
    if (item.clickable) arg.el.setAttribute('role', 'button');
  },
  eventClick: (arg: EventClickArg) => {
    const item = itemOf(arg);
    if (item.clickable) refs.handlers.current.onItemClick(item);
  },
  dateClick: (arg: DateClickArg) => refs.handlers.current.onSlotClick(arg.date, arg.allDay),
  datesSet: () => requestAnimationFrame(() => scrollFrameTo(refs.frame.current, refs.scrollTarget.current)),
});

/** Day, three-day and week views on FullCalendar's time grid (MIT plugins only). */
export const TimeGrid = ({
  view,
  date,
  focus,
  items,
  businessHours,
  settled,
  fill,
  phone = fill,
  ...handlers
}: Props) => {
  const ref = useRef<FullCalendar>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Where the range on screen opens; read again when FullCalendar has drawn new dates (a redraw undoes a scroll).
  const scrollTarget = useRef('');
  scrollTarget.current = scrollTimeFor({
    view,
    range: visibleRange(view, date),
    items,
    businessHours,
    now: new Date(),
    focus,
  });
  const fcView = viewConfig(view).fcView!;
  const events = useMemo(() => items.map(toEventInput), [items]);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== fcView) api.changeView(fcView, date);
    else api.gotoDate(date);
  }, [fcView, date]);

  // Once per range shown, when its events are in: to its first event (after a booking moves the date too).
  // A lesson just booked (focus) is shown at once, wherever the instructor had scrolled.
  const shown = `${view}|${date.getTime()}|${focus ?? ''}`;
  const scrolledFor = useRef('');
  useEffect(() => {
    if (scrolledFor.current === shown || (!settled && !focus)) return;
    scrolledFor.current = shown;
    requestAnimationFrame(() => {
      // Hours the instructor scrolled to while the events loaded stay put.
      if (focus || !scrolledByHand(frameRef.current)) scrollFrameTo(frameRef.current, scrollTarget.current);
    });
  }, [settled, shown, focus]);

  // The calendar is created once; view, date and scroll move through its API above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const options = useMemo(
    () => calendarOptions(fcView, date, { handlers: handlersRef, frame: frameRef, scrollTarget }),
    [],
  );

  return (
    <TimeGridFrame ref={frameRef} view={view} fill={fill} phone={phone} label={`Calendar, ${rangeLabel(view, date)}`}>
      <FullCalendar ref={ref} {...options} events={events} businessHours={businessHours} />
    </TimeGridFrame>
  );
};
