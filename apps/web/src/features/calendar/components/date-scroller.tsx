import { alpha, styled } from '@mui/material/styles';
import { addDays, differenceInCalendarDays, format, startOfDay } from 'date-fns';
import { type CSSProperties, type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/**
 * The strip and its chips' looks, once for the strip rather than once a chip: a styled component per chip cost a
 * style computation for each of the chips drawn.
 */
const StripBox = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  overflowX: 'auto',
  padding: theme.spacing(0.5, 0),
  scrollbarWidth: 'thin',
  WebkitOverflowScrolling: 'touch',
  '&::-webkit-scrollbar': { height: 6 },
  '& > .spacer': { flex: '0 0 auto' },
  '& > button': {
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
    position: 'relative',
  },
  '& > button .wd': { color: theme.palette.text.secondary, fontWeight: 500 },
  '& > button .dn': { fontSize: 17, fontWeight: 600 },
  '& > button[data-inrange="true"]': { backgroundColor: alpha(theme.palette.primary.main, 0.1) },
  '& > button[data-selected="true"]': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '& .wd': { color: theme.palette.primary.contrastText },
  },
  '& > button[data-today="true"]:not([data-selected="true"])': {
    boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}`,
    '& .dn': { color: theme.palette.primary.dark },
  },
  '& > button:hover:not([data-selected="true"])': { backgroundColor: alpha(theme.palette.primary.main, 0.16) },
  '& > button:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 1 },
  // The busy bar: under the date, as long as the hours booked that day (a full day fills the chip's width).
  '& > button[data-busy]::after': {
    content: '""',
    position: 'absolute',
    left: 8,
    bottom: 4,
    height: 3,
    borderRadius: 2,
    width: 'calc((100% - 16px) * var(--busy, 0))',
    backgroundColor: theme.palette.success.main,
  },
  '& > button[data-selected="true"][data-busy]::after': { backgroundColor: theme.palette.primary.contrastText },
}));

/** Chips drawn beyond those in view on each side: three phone widths, so a swipe rarely meets a gap. */
const SPARE = 21;
/** The run of chips drawn, [lo, hi]; the rest of the strip is empty space of their width. */
type Span = { lo: number; hi: number };
const clampSpan = (lo: number, hi: number): Span => ({ lo: Math.max(0, lo), hi: Math.min(DAYS - 1, hi) });
const covers = (outer: Span, inner: Span) => outer.lo <= inner.lo && outer.hi >= inner.hi;
/** The runs of chips to draw, in order: the two spans, as one where they overlap or touch. */
const drawnRuns = (a: Span, b: Span): Span[] => {
  const [first, second] = a.lo <= b.lo ? [a, b] : [b, a];
  return second.lo <= first.hi + 1 ? [{ lo: first.lo, hi: Math.max(first.hi, second.hi) }] : [first, second];
};

type ChipMarks = {
  startIndex: number;
  length: number;
  selectedIndex: number;
  todayIndex: number;
  busy: Map<string, { hours: number; lessons: number }>;
};

/** One day's chip: its marks as attributes (the strip's styles read them). */
const Chip = ({
  day,
  index,
  marks,
  onSelect,
}: {
  day: Date;
  index: number;
  marks: ChipMarks;
  onSelect: (d: Date) => void;
}) => {
  const { startIndex, length, selectedIndex, todayIndex, busy } = marks;
  const label = format(day, 'EEEE d MMMM yyyy');
  const booked = busy.get(format(day, 'yyyy-MM-dd'));
  const selected = index === selectedIndex;
  return (
    <button
      type="button"
      tabIndex={selected ? 0 : -1}
      data-index={index}
      data-inrange={String(index >= startIndex && index < startIndex + length)}
      data-selected={String(selected)}
      data-today={String(index === todayIndex)}
      data-busy={booked ? String(booked.lessons) : undefined}
      style={
        booked
          ? ({ '--busy': String(Math.min(1, Math.max(0.2, booked.hours / FULL_DAY_HOURS))) } as CSSProperties)
          : undefined
      }
      aria-current={selected ? 'date' : undefined}
      aria-label={booked ? `${label}, ${booked.lessons} ${booked.lessons === 1 ? 'lesson' : 'lessons'}` : label}
      onClick={() => onSelect(day)}
    >
      <span className="wd">{format(day, 'EEE')}</span>
      <span className="dn">{format(day, 'd')}</span>
      <span className="wd">{day.getDate() === 1 || index === 0 ? format(day, 'MMM') : '\u00a0'}</span>
    </button>
  );
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
  // Only the chips near the range and near what is in view are drawn (of 731): drawing and laying out every
  // chip held a phone's main thread for a long moment as the calendar opened (issue 28 §6).
  const wanted = clampSpan(
    Math.min(startIndex, selectedIndex) - SPARE,
    Math.max(startIndex + length - 1, selectedIndex) + SPARE,
  );
  // What the last swipe brought into view; drawn beside the chips around the range, wherever each is.
  const [swiped, setSwiped] = useState<Span>(wanted);
  const runs = drawnRuns(wanted, swiped);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const offset = viewConfig(view).scrollerOffset;
    const left = stripScrollLeft(el, startIndex, startIndex + length - 1, selectedIndex, offset);
    if (typeof el.scrollTo === 'function') {
      el.scrollTo({ left, behavior: didScroll.current ? 'smooth' : 'auto' });
    }
    didScroll.current = true;
  }, [startIndex, length, selectedIndex, view]);

  /** A swipe: the chips around what is now in view are drawn. */
  const handleScroll = () => {
    const el = ref.current;
    if (!el) return;
    const inView = clampSpan(Math.floor(el.scrollLeft / CELL), Math.ceil((el.scrollLeft + el.clientWidth) / CELL));
    if (!runs.some((run) => covers(run, inView))) setSwiped(clampSpan(inView.lo - SPARE, inView.hi + SPARE));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(DAYS - 1, Math.max(0, selectedIndex + step));
    onSelect(addDays(first, next));
    requestAnimationFrame(() => ref.current?.querySelector<HTMLButtonElement>(`[data-index="${next}"]`)?.focus());
  };

  const marks: ChipMarks = {
    startIndex,
    length,
    selectedIndex,
    todayIndex: differenceInCalendarDays(new Date(), first),
    busy,
  };
  // Each run of chips after the empty space of the days before it; then the space of the days after the last.
  const strip = [];
  let next = 0;
  for (const run of runs) {
    strip.push(<div key={`gap-${run.lo}`} className="spacer" style={{ width: (run.lo - next) * CELL }} />);
    for (let i = run.lo; i <= run.hi; i++) {
      strip.push(<Chip key={i} day={addDays(first, i)} index={i} marks={marks} onSelect={onSelect} />);
    }
    next = run.hi + 1;
  }
  return (
    <StripBox ref={ref} role="group" aria-label="Choose a date" onKeyDown={handleKeyDown} onScroll={handleScroll}>
      {strip}
      <div className="spacer" style={{ width: (DAYS - next) * CELL }} />
    </StripBox>
  );
};
