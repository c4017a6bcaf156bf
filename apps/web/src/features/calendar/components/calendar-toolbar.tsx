import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { startOfDay } from 'date-fns';
import { type CalendarView, calendarViews } from './calendar-views.ts';
import { DateChooser } from './date-chooser.tsx';
import { toggleSx } from './shared/toggle-sx.ts';

type Props = {
  view: CalendarView;
  date: Date;
  isMobile: boolean;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: Date) => void;
  onAdd: () => void;
};

/** Desktop: view selector, Today and date chooser (New Event sits by the title). Phone: compact, plus an add button. */
export const CalendarToolbar = ({ view, date, isMobile, onViewChange, onDateChange, onAdd }: Props) => {
  const today = (
    <Button variant="outlined" onClick={() => onDateChange(startOfDay(new Date()))} sx={{ minHeight: 44 }}>
      Today
    </Button>
  );
  if (isMobile) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            select
            size="small"
            label="View"
            value={view}
            onChange={(e) => onViewChange(e.target.value as CalendarView)}
            fullWidth={false}
            sx={{
              minWidth: 120,
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
          {today}
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" aria-label="New Event" onClick={onAdd} sx={{ minWidth: 48, px: 1.5 }}>
            <AddIcon />
          </Button>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <DateChooser view={view} date={date} isMobile onChange={onDateChange} />
        </Box>
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
