import { Box } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { addDays, differenceInCalendarDays, format, isSameDay, startOfDay } from 'date-fns';
import { type KeyboardEvent, memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { CalendarItem } from './calendar-items.ts';
import { type CalendarView, highlightRange, viewConfig } from './calendar-views.ts';

/** Spec 2 §2: the strip starts 365 days back, so today sits at index 365. */
const INITIAL_SCROLL_INDEX = 365;
const DAYS = INITIAL_SCROLL_INDEX * 2 + 1;
/** Seven chips fit a 390px phone's column (358px), each still a 46 by 56 px tap target. */
const CELL = 50;

type Props = {
  view: CalendarView;
  date: Date;
  onSelect: (date: Date) => void;
  /** The lessons on hand: their days get a bar as long as the hours booked (issue 26 §1). */
  items?: readonly CalendarItem[];
};

/** Hours booked on each day the items cover (lessons only, not cancelled or held), keyed by yyyy-MM-dd. */
export const bookedHours = (items: readonly CalendarItem[]): Map<string, { hours: number; lessons: number }> => {
  const byDay = new Map<string, { hours: number; lessons: number }>();
  for (const item of items) {
    if (item.type !== 'lesson' || item.style === 'CANCELLED' || item.pending) continue;
    const key = format(item.start, 'yyyy-MM-dd');
    const day = byDay.get(key) ?? { hours: 0, lessons: 0 };
    day.hours += (item.end.getTime() - item.start.getTime()) / 3_600_000;
    day.lessons += 1;
    byDay.set(key, day);
  }
  return byDay;
};

/** A full day is 8 hours of lessons: the bar's length tops out there. */
const FULL_DAY_HOURS = 8;

const DayButton = styled('button')(({ theme }) => ({
  all: 'unset',
  boxSizing: 'border-box',
  flex: `0 0 ${CELL - 4}px`,
  margin: '0 2px',
  minHeight: 56,
  borderRadius: 12,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  cursor: 'pointer',
  color: theme.palette.text.primary,
  fontSize: 12,
  lineHeight: 1.1,
  '& .wd': { color: theme.palette.text.secondary, fontWeight: 500 },
  '& .dn': { fontSize: 17, fontWeight: 600 },
  '&[data-inrange="true"]': { backgroundColor: alpha(theme.palette.primary.main, 0.1) },
  '&[data-selected="true"]': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '& .wd': { color: theme.palette.primary.contrastText },
  },
  '&[data-today="true"]:not([data-selected="true"])': {
    boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}`,
    '& .dn': { color: theme.palette.primary.dark },
  },
  '&:hover:not([data-selected="true"])': { backgroundColor: alpha(theme.palette.primary.main, 0.16) },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 1 },
  position: 'relative',
  // The busy bar: under the date, as long as the hours booked that day (a full day fills the chip's width).
  '&[data-busy]::after': {
    content: '""',
    position: 'absolute',
    left: 8,
    bottom: 4,
    height: 3,
    borderRadius: 2,
    width: 'calc((100% - 16px) * var(--busy, 0))',
    backgroundColor: theme.palette.success.main,
  },
  '&[data-selected="true"][data-busy]::after': { backgroundColor: theme.palette.primary.contrastText },
}));

const Strip = memo(function Strip({ first, onSelect }: { first: Date; onSelect: (d: Date) => void }) {
  const days = useMemo(() => Array.from({ length: DAYS }, (_, i) => addDays(first, i)), [first]);
  return days.map((day, i) => (
    <DayButton
      // biome-ignore lint/suspicious/noArrayIndexKey: the strip is a fixed run of days
      key={i}
      type="button"
      tabIndex={-1}
      data-index={i}
      aria-label={format(day, 'EEEE d MMMM yyyy')}
      onClick={() => onSelect(day)}
    >
      <span className="wd">{format(day, 'EEE')}</span>
      <span className="dn">{format(day, 'd')}</span>
      <span className="wd">{day.getDate() === 1 || i === 0 ? format(day, 'MMM') : '\u00a0'}</span>
    </DayButton>
  ));
});

type Marks = {
  first: Date;
  startIndex: number;
  length: number;
  selectedIndex: number;
  busy: Map<string, { hours: number; lessons: number }>;
};

/** Marks the chips by attribute rather than re-rendering 731 buttons on every date change. */
const markChips = (strip: HTMLElement, { first, startIndex, length, selectedIndex, busy }: Marks) => {
  const today = new Date();
  for (const button of strip.querySelectorAll<HTMLButtonElement>('button[data-index]')) {
    const i = Number(button.dataset.index);
    const day = addDays(first, i);
    const booked = busy.get(format(day, 'yyyy-MM-dd'));
    if (booked) {
      button.dataset.busy = String(booked.lessons);
      button.style.setProperty('--busy', String(Math.min(1, Math.max(0.2, booked.hours / FULL_DAY_HOURS))));
      button.setAttribute(
        'aria-label',
        `${format(day, 'EEEE d MMMM yyyy')}, ${booked.lessons} ${booked.lessons === 1 ? 'lesson' : 'lessons'}`,
      );
    } else if (button.dataset.busy) {
      delete button.dataset.busy;
      button.style.removeProperty('--busy');
      button.setAttribute('aria-label', format(day, 'EEEE d MMMM yyyy'));
    }
    button.dataset.inrange = String(i >= startIndex && i < startIndex + length);
    button.dataset.selected = String(i === selectedIndex);
    button.dataset.today = String(isSameDay(addDays(first, i), today));
    button.tabIndex = i === selectedIndex ? 0 : -1;
    if (i === selectedIndex) button.setAttribute('aria-current', 'date');
    else button.removeAttribute('aria-current');
  }
};

/**
 * How far to scroll the strip: the range centred by the spec's offset (spec 2 §2), then moved so the whole
 * range shows when it fits, and always so the chosen day's chip shows whole.
 */
const stripScrollLeft = (strip: HTMLElement, first: number, last: number, selected: number, offset: number) => {
  const chip = (i: number) => strip.querySelector<HTMLElement>(`[data-index="${i}"]`);
  const width = strip.clientWidth;
  const clamp = (value: number, from: HTMLElement | null, to: HTMLElement | null) => {
    if (!from || !to) return value;
    const start = from.offsetLeft;
    const end = to.offsetLeft + to.offsetWidth;
    return end - start > width ? value : Math.min(start, Math.max(end - width, value));
  };
  let left = (first + offset + 0.5) * CELL - width / 2;
  left = clamp(left, chip(first), chip(last));
  left = clamp(left, chip(selected), chip(selected));
  return Math.max(0, left);
};

/** A horizontal strip of days; the range on screen is highlighted and scrolled into view. */
export const DateScroller = ({ view, date, onSelect, items }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const first = useMemo(() => addDays(startOfDay(new Date()), -INITIAL_SCROLL_INDEX), []);
  const range = highlightRange(view, date);
  const startIndex = differenceInCalendarDays(range.start, first);
  const length = differenceInCalendarDays(range.end, range.start);
  const selectedIndex = differenceInCalendarDays(date, first);
  const didScroll = useRef(false);
  const busy = useMemo(() => bookedHours(items ?? []), [items]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    markChips(el, { first, startIndex, length, selectedIndex, busy });
    const offset = viewConfig(view).scrollerOffset;
    const left = stripScrollLeft(el, startIndex, startIndex + length - 1, selectedIndex, offset);
    if (typeof el.scrollTo === 'function') {
      el.scrollTo({ left, behavior: didScroll.current ? 'smooth' : 'auto' });
    }
    didScroll.current = true;
  }, [first, startIndex, length, selectedIndex, view, busy]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(DAYS - 1, Math.max(0, selectedIndex + step));
    onSelect(addDays(first, next));
    requestAnimationFrame(() => ref.current?.querySelector<HTMLButtonElement>(`[data-index="${next}"]`)?.focus());
  };

  return (
    <Box
      ref={ref}
      role="group"
      aria-label="Choose a date"
      onKeyDown={handleKeyDown}
      sx={{
        position: 'relative',
        display: 'flex',
        overflowX: 'auto',
        py: 0.5,
        scrollbarWidth: 'thin',
        WebkitOverflowScrolling: 'touch',
        '&::-webkit-scrollbar': { height: 6 },
      }}
    >
      <Strip first={first} onSelect={onSelect} />
    </Box>
  );
};
