import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, CircularProgress, Dialog, IconButton, Popover, Tooltip } from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import { type CalendarView, stepDate } from './calendar-views.ts';
import { rangeLabel } from './range-label.ts';

type Props = { view: CalendarView; date: Date; isMobile: boolean; onChange: (date: Date) => void };

// The month picker loads on first use, keeping the date pickers out of the calendar's first paint.
const DateCalendar = lazy(() => import('@mui/x-date-pickers/DateCalendar').then((m) => ({ default: m.DateCalendar })));

const unit: Record<CalendarView, string> = {
  day: 'day',
  threeDay: '3 days',
  week: 'week',
  month: 'month',
  schedule: '2 weeks',
};

/** Previous / next arrows around the range label; the label opens a month calendar to jump to any date. */
export const DateChooser = ({ view, date, isMobile, onChange }: Props) => {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const handlePick = (picked: Date | null) => {
    if (!picked) return;
    setOpen(false);
    onChange(picked);
  };
  const calendar = (
    <Suspense
      fallback={
        <Box sx={{ width: 320, height: 334, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      }
    >
      <DateCalendar value={date} onChange={handlePick} showDaysOutsideCurrentMonth />
    </Suspense>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <Tooltip title={`Previous ${unit[view]}`}>
        <IconButton
          aria-label={`Previous ${unit[view]}`}
          onClick={() => onChange(stepDate(view, date, -1))}
          sx={{ width: 44, height: 44 }}
        >
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Button
        ref={anchor}
        onClick={() => setOpen(true)}
        color="inherit"
        startIcon={isMobile ? undefined : <CalendarMonthIcon />}
        aria-label={`Choose date, showing ${rangeLabel(view, date)}`}
        aria-haspopup="dialog"
        sx={{ fontWeight: 600, fontSize: { xs: 15, md: 16 }, minHeight: 44, px: 1, whiteSpace: 'nowrap' }}
      >
        {rangeLabel(view, date, isMobile)}
      </Button>
      <Tooltip title={`Next ${unit[view]}`}>
        <IconButton
          aria-label={`Next ${unit[view]}`}
          onClick={() => onChange(stepDate(view, date, 1))}
          sx={{ width: 44, height: 44 }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      {isMobile ? (
        <Dialog open={open} onClose={() => setOpen(false)} aria-label="Choose a date">
          {calendar}
        </Dialog>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor.current}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose a date' } }}
        >
          {calendar}
        </Popover>
      )}
    </Box>
  );
};
