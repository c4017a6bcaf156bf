import { Box } from '@mui/material';
import { differenceInMinutes, format } from 'date-fns';
import type { CalendarItem } from './calendar-items.ts';
import { kindLooks } from './event-kinds.tsx';

const time = (d: Date) => format(d, 'HH:mm');

/** Words a screen reader hears for a block: what, when, and its kind. */
export const describeItem = (item: CalendarItem): string => {
  const look = kindLooks[item.style];
  const when = item.allDay ? 'all day' : `${time(item.start)} to ${time(item.end)}`;
  const what = item.type === 'travel' ? `Travel to ${item.title}` : item.title;
  const extras = [item.test ? 'driving test' : '', item.pending ? 'on hold' : '', item.repeating ? 'repeats' : '']
    .filter(Boolean)
    .join(', ');
  return `${what}, ${when}, ${look.label}${extras ? `, ${extras}` : ''}`;
};

/** The inside of one calendar block: kind icon and tag, times, learner; compact when the block is short. */
export const EventBlock = ({ item }: { item: CalendarItem }) => {
  const look = kindLooks[item.style];
  const minutes = differenceInMinutes(item.end, item.start);
  const compact = !item.allDay && minutes < 45;
  const cancelled = item.style === 'CANCELLED';
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
            {time(item.start)}–{time(item.end)}
          </span>
        )}
      </Box>
      <Box className="cal-title" sx={cancelled ? { textDecoration: 'line-through' } : undefined}>
        <span className="cal-full">{item.title}</span>
        <span className="cal-short">{item.shortTitle}</span>
      </Box>
    </Box>
  );
};
