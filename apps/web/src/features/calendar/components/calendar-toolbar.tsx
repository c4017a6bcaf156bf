import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { startOfDay } from 'date-fns';
import { KeyButton } from './calendar-legend.tsx';
import { type CalendarView, calendarViews } from './calendar-views.ts';
import { DateChooser } from './date-chooser.tsx';
import { toggleSx } from './shared/toggle-sx.ts';

type Props = {
  view: CalendarView;
  date: Date;
  isMobile: boolean;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: Date) => void;
};

/** Desktop: view selector, Today and date chooser (New Event sits by the title). Phone: Today and the date chooser. */
export const CalendarToolbar = ({ view, date, isMobile, onViewChange, onDateChange }: Props) => {
  const today = (
    <Button
      variant="outlined"
      onClick={() => onDateChange(startOfDay(new Date()))}
      sx={{ minHeight: 44, flexShrink: 0 }}
    >
      Today
    </Button>
  );
  if (isMobile) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {today}
        <DateChooser view={view} date={date} isMobile onChange={onDateChange} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label="Calendar view"
        onChange={(_, v: CalendarView | null) => v && onViewChange(v)}
      >
        {calendarViews.map((v) => (
          <ToggleButton key={v.view} value={v.view} sx={{ ...toggleSx, px: 2 }}>
            {v.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {today}
      <DateChooser view={view} date={date} isMobile={false} onChange={onDateChange} />
    </Box>
  );
};

type ActionProps = { view: CalendarView; onViewChange: (view: CalendarView) => void; onAdd: () => void };

/** A phone's calendar actions, on the title's row: the view, the key and the add-event control (spec 2 §2). */
export const PhoneCalendarActions = ({ view, onViewChange, onAdd }: ActionProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
    <TextField
      select
      size="small"
      label="View"
      value={view}
      onChange={(e) => onViewChange(e.target.value as CalendarView)}
      sx={{
        width: 108,
        '& .MuiInputBase-root': { minHeight: 44 },
        // The label sits on the page's grey: a darker blue keeps 4.5:1 when focused.
        '& .MuiInputLabel-root.Mui-focused': { color: '#0A5DB0' },
      }}
    >
      {calendarViews.map((v) => (
        <MenuItem key={v.view} value={v.view} sx={{ minHeight: 44 }}>
          {v.label}
        </MenuItem>
      ))}
    </TextField>
    <KeyButton />
    <Button variant="contained" aria-label="New Event" onClick={onAdd} sx={{ minWidth: 48, minHeight: 44, px: 1.5 }}>
      <AddIcon />
    </Button>
  </Box>
);
