import { Alert, Box, Button, ButtonBase, CircularProgress, Typography } from '@mui/material';
import { addDays, format, isSameDay, startOfDay } from 'date-fns';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type ScheduleEvent, useCalendarSchedule } from '../api/use-calendar-schedule.ts';
import { type CalendarItem, toCalendarItems } from './calendar-items.ts';
import { SCHEDULE_DAYS } from './calendar-views.ts';
import { kindLooks } from './event-kinds.tsx';

type Props = {
  instructorId: string;
  /** The first day shown at the top (today unless the address says otherwise). */
  date: Date;
  onOpen: (item: CalendarItem) => void;
};

type Row = { item: CalendarItem; postcode: string | null };
type Day = { date: Date; rows: Row[] };

const time = (d: Date) => format(d, 'HH:mm');

/** Groups the items by day; the anchor day always has a heading (with "Nothing booked" when empty). */
const daysOf = (events: readonly ScheduleEvent[], anchor: Date): Day[] => {
  const postcodes = new Map<string, string | null>();
  for (const e of events) {
    if (e.__typename === 'Lesson') postcodes.set(e.id, e.learner.pickupAddress?.postcode ?? null);
  }
  const byDay = new Map<number, Day>([[anchor.getTime(), { date: anchor, rows: [] }]]);
  for (const item of toCalendarItems(events)) {
    if (item.type === 'travel' || item.pending) continue;
    const day = startOfDay(item.start);
    const entry = byDay.get(day.getTime()) ?? { date: day, rows: [] };
    entry.rows.push({ item, postcode: item.type === 'lesson' ? (postcodes.get(item.sourceId) ?? null) : null });
    byDay.set(day.getTime(), entry);
  }
  return [...byDay.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
};

const describeRow = ({ item, postcode }: Row) => {
  const when = item.allDay ? 'all day' : `${time(item.start)} to ${time(item.end)}`;
  if (item.type === 'timeOff') return `${item.title}, ${when}, ${kindLooks[item.style].label}`;
  const parts = [item.title, when, kindLooks[item.style].label];
  if (postcode) parts.push(`pickup ${postcode}`);
  if (item.travelMinutes > 0) parts.push(`${item.travelMinutes} minutes travel`);
  if (item.test) parts.push('driving test');
  return parts.join(', ');
};

const ScheduleRow = ({ row, onOpen }: { row: Row; onOpen: (item: CalendarItem) => void }) => {
  const { item, postcode } = row;
  const look = kindLooks[item.style];
  const { Icon } = look;
  return (
    <Box component="li">
      <ButtonBase
        disabled={!item.clickable}
        onClick={() => onOpen(item)}
        aria-label={describeRow(row)}
        sx={(t) => ({
          width: '100%',
          display: 'grid',
          gridTemplateColumns: '64px 1fr',
          alignItems: 'start',
          textAlign: 'left',
          gap: 1,
          px: 1.5,
          py: 1,
          minHeight: 56,
          borderRadius: 2,
          bgcolor: look.background,
          borderLeft: `4px ${look.borderStyle} ${look.border}`,
          color: look.text,
          '&.Mui-focusVisible': { outline: `3px solid ${t.palette.primary.dark}`, outlineOffset: 1 },
        })}
      >
        <Box sx={{ fontSize: 13, fontWeight: 600, lineHeight: 1.35 }}>
          {item.allDay ? (
            'All day'
          ) : (
            <>
              {time(item.start)}
              <br />
              {time(item.end)}
            </>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box
            sx={{
              fontWeight: 700,
              fontSize: 15,
              textDecoration: item.style === 'CANCELLED' ? 'line-through' : 'none',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {item.title}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, fontSize: 13 }}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}>
              <Icon sx={{ fontSize: 15 }} aria-hidden />
              {item.pending ? 'On hold' : look.label}
            </Box>
            {item.test && <span>Test</span>}
            {postcode && <span>Pickup {postcode}</span>}
            {item.travelMinutes > 0 && <span>Travel {item.travelMinutes} min</span>}
          </Box>
        </Box>
      </ButtonBase>
    </Box>
  );
};

/** The calendar's scrolling area, the schedule's scroller. */
const scrollerOf = (el: HTMLElement | null) => el?.closest<HTMLElement>('[data-calendar-scroll]') ?? null;

const PAGE = SCHEDULE_DAYS;
/** A year either way is as far as scrolling loads. */
const MAX_DAYS = 366;

/**
 * Issue 26 §1, the schedule: lessons and time off as a list under day headings, from the date (today) down;
 * scrolling to either end loads two more weeks that way, the list staying where the finger left it.
 */
export const ScheduleView = ({ instructorId, date, onOpen }: Props) => {
  const anchor = startOfDay(date);
  const [span, setSpan] = useState({ before: 0, after: PAGE });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new date starts again from it
  useEffect(() => setSpan({ before: 0, after: PAGE }), [anchor.getTime()]);
  const range = useMemo(
    () => ({ start: addDays(anchor, -span.before), end: addDays(anchor, span.after) }),
    [anchor, span],
  );
  const schedule = useCalendarSchedule(instructorId, range);
  const days = useMemo(() => daysOf(schedule.events, anchor), [schedule.events, anchor]);
  const today = new Date();

  const list = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  // Earlier days load only once the list has been scrolled (the list opens with the date at the top).
  const [scrolled, setScrolled] = useState(false);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const busy = useRef(false);
  busy.current = schedule.fetching;

  useEffect(() => {
    const el = scrollerOf(list.current);
    if (!el) return;
    const onScroll = () => setScrolled(true);
    el.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => el.removeEventListener('scroll', onScroll);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: observed again once an answer is in (an end still in view loads the next two weeks)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || busy.current) continue;
        busy.current = true;
        if (entry.target === bottom.current)
          setSpan((s) => (s.after >= MAX_DAYS ? s : { ...s, after: s.after + PAGE }));
        if (entry.target === top.current && scrolled) {
          const el = scrollerOf(list.current);
          if (el) keep.current = { height: el.scrollHeight, top: el.scrollTop };
          setSpan((s) => (s.before >= MAX_DAYS ? s : { ...s, before: s.before + PAGE }));
        }
      }
    });
    if (top.current) observer.observe(top.current);
    if (bottom.current) observer.observe(bottom.current);
    return () => observer.disconnect();
  }, [scrolled, schedule.fetching]);

  // Days added above: the list moves down by what was added, so the day in view stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new days are drawn
  useLayoutEffect(() => {
    const el = scrollerOf(list.current);
    if (!el || !keep.current || schedule.fetching) return;
    el.scrollTop = keep.current.top + (el.scrollHeight - keep.current.height);
    keep.current = null;
  }, [days, schedule.fetching]);

  return (
    <Box ref={list} sx={{ px: { xs: 0, sm: 1 }, pb: 10 }}>
      <Box ref={top} sx={{ height: '1px' }} />
      {schedule.fetching && span.before > 0 && keep.current && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label="Loading earlier days" />
        </Box>
      )}
      {schedule.error && schedule.events.length === 0 && (
        <Alert severity="error" action={<Button onClick={schedule.refetch}>Try again</Button>}>
          We couldn't load your schedule.
        </Alert>
      )}
      {days.map((day) => {
        const isToday = isSameDay(day.date, today);
        return (
          <Box
            component="section"
            key={day.date.getTime()}
            aria-label={format(day.date, 'EEEE d MMMM yyyy')}
            data-day={format(day.date, 'yyyy-MM-dd')}
            sx={{ display: 'grid', gridTemplateColumns: '52px 1fr', gap: 1, py: 1 }}
          >
            <Typography
              component="h2"
              sx={{ textAlign: 'center', color: isToday ? 'primary.dark' : 'text.secondary', lineHeight: 1.1 }}
            >
              <Box component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 600 }}>
                {format(day.date, 'EEE')}
              </Box>
              <Box
                component="span"
                sx={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  fontSize: 20,
                  fontWeight: 700,
                  color: isToday ? 'primary.contrastText' : 'text.primary',
                  bgcolor: isToday ? 'primary.dark' : 'transparent',
                }}
              >
                {format(day.date, 'd')}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: 11 }}>
                {format(day.date, 'MMM')}
              </Box>
            </Typography>
            {day.rows.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', alignSelf: 'center' }}>
                {schedule.fetching ? 'Loading…' : 'Nothing booked'}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
                {day.rows.map((row) => (
                  <ScheduleRow key={row.item.key} row={row} onOpen={onOpen} />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
      <Box ref={bottom} sx={{ display: 'grid', placeItems: 'center', py: 2, minHeight: 40 }}>
        {schedule.fetching && <CircularProgress size={20} aria-label="Loading later days" />}
      </Box>
    </Box>
  );
};
