import type {
  DateSpanApi,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { canEditLesson } from '@portal/domain/calendar';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CalendarItem } from './calendar-items.ts';
import { type GridView, viewConfig, visibleRange } from './calendar-views.ts';
import { describeItem, EventBlock } from './event-block.tsx';
import { kindLooks } from './event-kinds.tsx';
import { rangeLabel } from './range-label.ts';
import { TimeGridFrame } from './time-grid-frame.tsx';
import { type BusinessHoursInput, scrollTimeFor } from './time-grid-options.ts';

/** A lesson or unavailable slot dragged to a new time or resized; `revert` puts the block back where it was. */
export type ItemMove = { item: CalendarItem; start: Date; end: Date; revert: () => void };

type Props = {
  view: GridView;
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
  /** Pixels an hour (the zoom, issue 26 §1). */
  hourHeight?: number;
  onSlotClick: (date: Date, allDay: boolean) => void;
  onItemClick: (item: CalendarItem) => void;
  onDayClick: (date: Date) => void;
  /** A lesson or unavailable slot dragged or resized (issue 26 §2); without it nothing can be dragged. */
  onMove?: (move: ItemMove) => void;
  /** A drag started or ended: a swipe must not change the day under it. */
  onDragging?: (dragging: boolean) => void;
};

/**
 * Lessons that may still be edited (spec 2 §4: not ended before today) and timed unavailable slots (issue 26 §2)
 * can be dragged and resized.
 */
const movable = (item: CalendarItem, now: Date) =>
  (item.type === 'lesson' || (item.type === 'timeOff' && !item.allDay)) &&
  item.clickable &&
  canEditLesson(item.end, now);

const toEventInput = (item: CalendarItem): EventInput => {
  const look = kindLooks[item.style];
  return {
    id: item.key,
    start: item.start,
    end: item.end,
    allDay: item.allDay,
    title: item.title,
    interactive: item.clickable,
    editable: movable(item, new Date()),
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

type Handlers = Pick<Props, 'onSlotClick' | 'onItemClick' | 'onDayClick' | 'onMove' | 'onDragging'>;
type Refs = {
  handlers: RefObject<Handlers>;
  frame: RefObject<HTMLDivElement | null>;
  scrollTarget: RefObject<string>;
};

/** Hands a drop or resize to the page, which asks before anything is sent. */
const moved = (refs: Refs, arg: EventDropArg | EventResizeDoneArg) => {
  const { start, end } = arg.event;
  const onMove = refs.handlers.current.onMove;
  if (!onMove || !start || !end) return arg.revert();
  onMove({ item: itemOf(arg), start, end, revert: arg.revert });
};

/** A date as FullCalendar hands it to a formatting function: wall-clock fields, and a marker whose UTC fields are them. */
type ZonedFields = { marker: Date; year: number; month: number; day: number; hour: number; minute: number };
const pad2 = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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
  // The slot labels and day headers as plain functions giving en-GB's text ("07:00", "Mon 30"), and no event time
  // text (each event draws its own, EventBlock): FullCalendar makes an Intl formatter for each format it is given,
  // a noticeable part of the one long task in which it first draws (issue 28 §6).
  slotLabelFormat: ({ date }: { date: ZonedFields }) => `${pad2(date.hour)}:${pad2(date.minute)}`,
  dayHeaderFormat: ({ date }: { date: ZonedFields }) => `${WEEKDAYS[date.marker.getUTCDay()]} ${date.day}`,
  // Its own title is never shown (the page has its own), but worked out on every drawing: plain text too, so
  // FullCalendar makes no Intl formatter at all (see apps/web/fullcalendar-intl.ts for the rest).
  titleFormat: ({ date }: { date: ZonedFields }) => `${pad2(date.day)}/${pad2(date.month + 1)}/${date.year}`,
  displayEventTime: false,
  navLinks: true,
  navLinkDayClick: (d: Date) => refs.handlers.current.onDayClick(d),
  expandRows: false,
  dayMaxEventRows: false,
  // A 15-minute travel block at the smallest zoom (40 px an hour) keeps its own height, so it does not push the
  // lesson after it into a half-width column.
  eventMinHeight: 10,
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
  // Drag to move, drag the end to resize (issue 26 §2): a mouse drags at once, a finger after a long press.
  // Only the events marked editable (movable lessons and unavailable slots) move.
  editable: false,
  eventLongPressDelay: 450,
  eventAllow: (span: DateSpanApi) => !span.allDay,
  eventDragStart: () => refs.handlers.current.onDragging?.(true),
  eventDragStop: () => refs.handlers.current.onDragging?.(false),
  eventResizeStart: () => refs.handlers.current.onDragging?.(true),
  eventResizeStop: () => refs.handlers.current.onDragging?.(false),
  eventDrop: (arg: EventDropArg) => moved(refs, arg),
  eventResize: (arg: EventResizeDoneArg) => moved(refs, arg),
  datesSet: () => requestAnimationFrame(() => scrollFrameTo(refs.frame.current, refs.scrollTarget.current)),
});

/** True from the first render in which `value` is true. */
const useTrueOnceTrue = (value: boolean) => {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
};

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
  hourHeight = 64,
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

  // FullCalendar draws its grid in one piece, so it is first drawn once the range's events are in (or failed),
  // not empty and then again with them: each drawing is a long task on a phone (issue 28 §6).
  const drawn = useTrueOnceTrue(settled);

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

  // A new hour height: FullCalendar measures again, and the hour at the top stays at the top.
  const lastHeight = useRef(hourHeight);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const before = lastHeight.current;
    lastHeight.current = hourHeight;
    if (before === hourHeight || !frame) return;
    const top = frame.scrollTop;
    ref.current?.getApi().updateSize();
    frame.scrollTop = (top * hourHeight) / before;
  }, [hourHeight]);

  // The calendar is created once, when first drawn; view, date and scroll move through its API above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const options = useMemo(
    () => calendarOptions(fcView, date, { handlers: handlersRef, frame: frameRef, scrollTarget }),
    [drawn],
  );

  return (
    <TimeGridFrame
      ref={frameRef}
      view={view}
      fill={fill}
      phone={phone}
      hourHeight={hourHeight}
      label={`Calendar, ${rangeLabel(view, date)}`}
    >
      {drawn && <FullCalendar ref={ref} {...options} events={events} businessHours={businessHours} />}
    </TimeGridFrame>
  );
};
