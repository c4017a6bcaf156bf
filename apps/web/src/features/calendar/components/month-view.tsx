import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { addDays, differenceInCalendarDays, format, isSameDay, isSameMonth } from 'date-fns';
import type { CalendarItem, ItemStyle } from './calendar-items.ts';
import { visibleRange } from './calendar-views.ts';
import { kindLooks } from './event-kinds.tsx';
import { type DaySummary, describeDay, summariseDays } from './month-summary.ts';

const SHOWN: readonly ItemStyle[] = ['PAID_LESSON', 'UNPAID_LESSON', 'NEW_LESSON', 'UNAVAILABLE', 'CANCELLED'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = { date: Date; items: readonly CalendarItem[]; onDayClick: (date: Date) => void };

const KindCounts = ({ summary }: { summary: DaySummary }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, width: '100%' }} aria-hidden>
    {SHOWN.filter((style) => summary.counts[style]).map((style) => {
      const look = kindLooks[style];
      const { Icon } = look;
      return (
        <Box
          key={style}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            px: 0.5,
            borderRadius: 1,
            fontSize: 12,
            fontWeight: 600,
            lineHeight: '18px',
            color: look.text,
            bgcolor: look.background,
          }}
        >
          <Icon sx={{ fontSize: 13, color: look.border }} />
          <span>{summary.counts[style]}</span>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 500 }}>
            &nbsp;{look.tag.toLowerCase()}
          </Box>
        </Box>
      );
    })}
  </Box>
);

/** A month of days with each day's counts by kind; a tap opens that day in the day view. */
export const MonthView = ({ date, items, onDayClick }: Props) => {
  const today = new Date();
  const { start, end } = visibleRange('month', date);
  const days = Array.from({ length: differenceInCalendarDays(end, start) }, (_, i) => addDays(start, i));
  const summaries = summariseDays(days, items);
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
                <DayCell summary={summary} month={date} today={today} onDayClick={onDayClick} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
};

type CellProps = { summary: DaySummary; month: Date; today: Date; onDayClick: (d: Date) => void };

const DayCell = ({ summary, month, today, onDayClick }: CellProps) => {
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
        p: { xs: 0.5, md: 1 },
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
      <KindCounts summary={summary} />
    </ButtonBase>
  );
};
