import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Fab, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { startOfDay } from 'date-fns';
import type { useHourHeight } from '../hooks/use-hour-height.ts';
import { KeyButton } from './calendar-legend.tsx';
import { type CalendarView, calendarViews } from './calendar-views.ts';
import { DateChooser } from './date-chooser.tsx';
import { toggleSx } from './shared/toggle-sx.ts';
import { ZoomControls } from './zoom-controls.tsx';

type Zoom = ReturnType<typeof useHourHeight>;
const zooms = (view: CalendarView) => view !== 'month' && view !== 'schedule';

type Props = {
  view: CalendarView;
  date: Date;
  isMobile: boolean;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: Date) => void;
  zoom: Zoom;
};

/** Desktop: view selector, Today and date chooser (New Event sits by the title). Phone: Today and the date chooser. */
export const CalendarToolbar = ({ view, date, isMobile, onViewChange, onDateChange, zoom }: Props) => {
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
      {zooms(view) && (
        <Box sx={{ ml: 'auto' }}>
          <ZoomControls zoom={zoom} />
        </Box>
      )}
    </Box>
  );
};

type ActionProps = { view: CalendarView; onViewChange: (view: CalendarView) => void; zoom: Zoom };

/**
 * A phone's calendar actions, on the title's row: the view, the key and the zoom (spec 2 §2); the add-event
 * control is a floating button in thumb reach (issue 26 §1, AddEventFab).
 */
export const PhoneCalendarActions = ({ view, onViewChange, zoom }: ActionProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
    <TextField
      select
      size="small"
      label="View"
      value={view}
      onChange={(e) => onViewChange(e.target.value as CalendarView)}
      sx={{
        width: 96,
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
    {zooms(view) && <ZoomControls zoom={zoom} compact />}
  </Box>
);

/** The phone's add-event button: bottom right, above the home indicator (the safe area). */
export const AddEventFab = ({ onAdd }: { onAdd: () => void }) => (
  <Fab
    color="primary"
    aria-label="New Event"
    onClick={onAdd}
    sx={{
      position: 'fixed',
      right: 16,
      bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
      zIndex: (t) => t.zIndex.speedDial,
    }}
  >
    <AddIcon />
  </Fab>
);
