import EventRepeat from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router';

/** The calendar's way to its feed settings: an icon on a phone, a text button on a wider screen. */
export const CalendarFeedLink = ({ compact = false }: { compact?: boolean }) =>
  compact ? (
    <IconButton component={Link} to="/calendar/feed" aria-label="Phone calendar feed" sx={{ width: 44, height: 44 }}>
      <EventRepeat />
    </IconButton>
  ) : (
    <Button component={Link} to="/calendar/feed" variant="outlined" startIcon={<EventRepeat />}>
      Phone calendar
    </Button>
  );
