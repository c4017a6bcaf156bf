import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { addDays, differenceInCalendarDays, format, isSameDay, isSameMonth } from 'date-fns';
import type { CalendarItem } from './calendar-items.ts';
import { visibleRange } from './calendar-views.ts';
import { kindLooks } from './event-kinds.tsx';
import { type DaySummary, describeDay, summariseDays } from './month-summary.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = { date: Date; items: readonly CalendarItem[]; onDayClick: (date: Date) => void };

/** The items a day cell names: lessons and time off (travel and held slots are not named), earliest first. */
const namedItems = (items: readonly CalendarItem[]) => {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    if (item.type === 'travel' || item.pending) continue;
    const key = format(item.start, 'yyyy-MM-dd');
    byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  return byDay;
};

/** How many names a cell shows before "+N more": two on a phone, three on a desktop (as Google's month does). */
const PHONE_NAMES = 2;
const DESKTOP_NAMES = 3;

/** Issue 26 §1: a day's first items as coloured names with their times, then "+N more". */
const DayItems = ({ items }: { items: readonly CalendarItem[] }) => {
  const phoneMore = items.length - PHONE_NAMES;
  const desktopMore = items.length - DESKTOP_NAMES;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, width: '100%', minWidth: 0 }} aria-hidden>
      {items.slice(0, DESKTOP_NAMES).map((item, i) => {
        const look = kindLooks[item.style];
        return (
          <Box
            key={item.key}
            sx={{
              display: { xs: i < PHONE_NAMES ? 'block' : 'none', md: 'flex' },
              gap: 0.5,
              px: 0.5,
              borderRadius: 1,
              fontSize: { xs: 10.5, md: 12 },
              lineHeight: { xs: '13px', md: '18px' },
              py: { xs: 0.25, md: 0 },
              textAlign: 'left',
              color: look.text,
              bgcolor: look.background,
              borderLeft: `3px ${look.borderStyle} ${look.border}`,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textDecoration: item.style === 'CANCELLED' ? 'line-through' : 'none',
            }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {item.allDay ? 'All day' : format(item.start, 'HH:mm')}
            </Box>
            <Box
              component="span"
              sx={{ display: 'block', fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
                {item.shortTitle}
              </Box>
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {item.title}
              </Box>
            </Box>
          </Box>
        );
      })}
      {phoneMore > 0 && (
        <Box
          sx={{
            display: { xs: 'block', md: 'none' },
            fontSize: 10.5,
            fontWeight: 600,
            px: 0.25,
            color: 'text.secondary',
            whiteSpace: 'nowrap',
          }}
        >
          +{phoneMore} more
        </Box>
      )}
      {desktopMore > 0 && (
        <Box
          sx={{ display: { xs: 'none', md: 'block' }, fontSize: 12, fontWeight: 600, px: 0.5, color: 'text.secondary' }}
        >
          +{desktopMore} more
        </Box>
      )}
    </Box>
  );
};

/** A month of days with each day's counts by kind; a tap opens that day in the day view. */
export const MonthView = ({ date, items, onDayClick }: Props) => {
  const today = new Date();
  const { start, end } = visibleRange('month', date);
  const days = Array.from({ length: differenceInCalendarDays(end, start) }, (_, i) => addDays(start, i));
  const summaries = summariseDays(days, items);
  const named = namedItems(items);
  const weeks = Array.from({ length: summaries.length / 7 }, (_, w) => summaries.slice(w * 7, w * 7 + 7));

  return (
    <Box
      component="table"
      aria-label={format(date, 'MMMM yyyy')}
      sx={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'separate',
        borderSpacing: 0,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        '& th': {
          py: 1,
          fontSize: 13,
          fontWeight: 600,
          color: 'text.secondary',
          borderBottom: 1,
          borderColor: 'divider',
        },
        '& td': { p: 0, borderTop: 1, borderLeft: 1, borderColor: 'divider', verticalAlign: 'top' },
        '& tbody tr:first-of-type td': { borderTop: 0 },
        '& td:first-of-type': { borderLeft: 0 },
      }}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date.toISOString()}>
            {week.map((summary) => (
              <td key={summary.date.toISOString()}>
                <DayCell
                  summary={summary}
                  items={named.get(format(summary.date, 'yyyy-MM-dd')) ?? []}
                  month={date}
                  today={today}
                  onDayClick={onDayClick}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
};

type CellProps = {
  summary: DaySummary;
  items: readonly CalendarItem[];
  month: Date;
  today: Date;
  onDayClick: (d: Date) => void;
};

const DayCell = ({ summary, items, month, today, onDayClick }: CellProps) => {
  const isToday = isSameDay(summary.date, today);
  const inMonth = isSameMonth(summary.date, month);
  return (
    <ButtonBase
      onClick={() => onDayClick(summary.date)}
      aria-label={describeDay(summary, today)}
      sx={(theme) => ({
        width: '100%',
        minHeight: { xs: 76, md: 112 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 0.5,
        p: { xs: 0.25, md: 1 },
        bgcolor: inMonth ? 'transparent' : alpha(theme.palette.text.primary, 0.03),
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: -3 },
      })}
    >
      <Typography
        component="span"
        sx={{
          fontSize: 14,
          fontWeight: isToday ? 700 : 500,
          color: isToday ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
          bgcolor: isToday ? 'primary.main' : 'transparent',
          borderRadius: '50%',
          width: 28,
          height: 28,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {format(summary.date, 'd')}
      </Typography>
      <DayItems items={items} />
    </ButtonBase>
  );
};
