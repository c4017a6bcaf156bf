import { Box } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { addDays, differenceInCalendarDays, format, isSameDay, startOfDay } from 'date-fns';
import { type KeyboardEvent, memo, useLayoutEffect, useMemo, useRef } from 'react';
import { type CalendarView, highlightRange, viewConfig } from './calendar-views.ts';

/** Spec 2 §2: the strip starts 365 days back, so today sits at index 365. */
const INITIAL_SCROLL_INDEX = 365;
const DAYS = INITIAL_SCROLL_INDEX * 2 + 1;
const CELL = 52;

type Props = { view: CalendarView; date: Date; onSelect: (date: Date) => void };

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

/** A horizontal strip of days; the range on screen is highlighted and scrolled into view. */
export const DateScroller = ({ view, date, onSelect }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const first = useMemo(() => addDays(startOfDay(new Date()), -INITIAL_SCROLL_INDEX), []);
  const range = highlightRange(view, date);
  const startIndex = differenceInCalendarDays(range.start, first);
  const length = differenceInCalendarDays(range.end, range.start);
  const selectedIndex = differenceInCalendarDays(date, first);
  const didScroll = useRef(false);

  // Mark cells by attribute rather than re-rendering 731 buttons on every date change.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const today = new Date();
    for (const button of el.querySelectorAll<HTMLButtonElement>('button[data-index]')) {
      const i = Number(button.dataset.index);
      const day = addDays(first, i);
      button.dataset.inrange = String(i >= startIndex && i < startIndex + length);
      button.dataset.selected = String(i === selectedIndex);
      button.dataset.today = String(isSameDay(day, today));
      button.tabIndex = i === selectedIndex ? 0 : -1;
      if (i === selectedIndex) button.setAttribute('aria-current', 'date');
      else button.removeAttribute('aria-current');
    }
    const centre = (startIndex + viewConfig(view).scrollerOffset + 0.5) * CELL;
    const left = Math.max(0, centre - el.clientWidth / 2);
    if (typeof el.scrollTo === 'function') {
      el.scrollTo({ left, behavior: didScroll.current ? 'smooth' : 'auto' });
    }
    didScroll.current = true;
  }, [first, startIndex, length, selectedIndex, view]);

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
