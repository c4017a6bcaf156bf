import { Box } from '@mui/material';
import { differenceInMinutes, format } from 'date-fns';
import { useLayoutEffect, useRef, useState } from 'react';
import type { CalendarItem } from './calendar-items.ts';
import { kindLooks } from './event-kinds.tsx';

const time = (d: Date) => format(d, 'HH:mm');

/** Words a screen reader hears for a block: what, when, and its kind ("Olivia Bennett, 10:00 to 12:00, Paid lesson"). */
export const describeItem = (item: CalendarItem): string => {
  const when = item.allDay ? 'all day' : `${time(item.start)} to ${time(item.end)}`;
  if (item.type === 'travel') return `Travel to ${item.title}'s lesson, ${item.travelMinutes} minutes, ${when}`;
  const extras = [item.test ? 'driving test' : '', item.pending ? 'on hold' : '', item.repeating ? 'repeats' : '']
    .filter(Boolean)
    .join(', ');
  return `${item.title}, ${when}, ${kindLooks[item.style].label}${extras ? `, ${extras}` : ''}`;
};

/**
 * The learner's name as far as the column allows: the full name, else the first name, else the initials
 * (a seven-day week on a phone leaves about 40px). The block's accessible name always has the full name.
 */
const BlockName = ({ item, struck }: { item: CalendarItem; struck: boolean }) => {
  const ref = useRef<HTMLDivElement>(null);
  const names = [...new Set([item.title, item.shortTitle, item.initials])];
  const [level, setLevel] = useState(0);
  const [width, setWidth] = useState(0);

  // A column that grows (a turned phone, a wider window) starts again from the full name.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new width re-measures from the longest name
  useLayoutEffect(() => setLevel(0), [width, item.title]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && level < names.length - 1 && el.scrollWidth > el.clientWidth) setLevel(level + 1);
  });

  return (
    <Box ref={ref} className="cal-title" sx={struck ? { textDecoration: 'line-through' } : undefined}>
      {names[level]}
    </Box>
  );
};

/** The inside of one calendar block: kind icon and tag, times, learner; compact when the block is short. */
export const EventBlock = ({ item }: { item: CalendarItem }) => {
  const look = kindLooks[item.style];
  const minutes = differenceInMinutes(item.end, item.start);
  const compact = !item.allDay && minutes < 45;
  const { Icon } = look;
  if (item.type === 'travel') {
    return (
      <Box className="cal-block cal-compact" aria-hidden>
        <Icon sx={{ fontSize: 13 }} />
        <span className="cal-travel">Travel {minutes} min</span>
      </Box>
    );
  }
  return (
    <Box className={`cal-block${compact ? ' cal-compact' : ''}`}>
      <Box className="cal-line">
        <Icon sx={{ fontSize: 14, flexShrink: 0 }} />
        <span className="cal-tag">{item.pending ? 'On hold' : look.tag}</span>
        {item.test && <span className="cal-test">Test</span>}
        {!compact && !item.allDay && (
          <span className="cal-time">
            {time(item.start)}–<wbr />
            {time(item.end)}
          </span>
        )}
      </Box>
      <BlockName item={item} struck={item.style === 'CANCELLED'} />
    </Box>
  );
};
