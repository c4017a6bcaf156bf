import AccessTimeIcon from '@mui/icons-material/AccessTime';
import RepeatIcon from '@mui/icons-material/Repeat';
import { Box, Typography } from '@mui/material';
import { TIME_OFF_REPEAT_LABELS } from '@portal/domain/calendar';
import { addMilliseconds, format, isSameDay, parseISO } from 'date-fns';
import type { TimeOffDetails } from '../../api/use-calendar-time-off.ts';

/** When the slot is, in words; an all-day slot ends a moment before midnight. */
const timeOffWhen = (slot: Pick<TimeOffDetails, 'startDateTime' | 'endDateTime' | 'allDay'>): string => {
  const start = new Date(slot.startDateTime);
  const end = new Date(slot.endDateTime);
  if (slot.allDay) {
    const lastDay = addMilliseconds(end, -1);
    return isSameDay(start, lastDay)
      ? `${format(start, 'EEEE d MMMM yyyy')}, all day`
      : `${format(start, 'd MMMM')} – ${format(lastDay, 'd MMMM yyyy')}, all day`;
  }
  if (isSameDay(start, end))
    return `${format(start, 'EEEE d MMMM yyyy')}, ${format(start, 'HH:mm')} – ${format(end, 'HH:mm')}`;
  return `${format(start, 'd MMMM HH:mm')} – ${format(end, 'd MMMM yyyy HH:mm')}`;
};

const repeatText = (slot: Pick<TimeOffDetails, 'repeatFrequency' | 'repeatSchedule'>): string => {
  const frequency = slot.repeatSchedule?.frequency ?? slot.repeatFrequency;
  if (!frequency) return "Doesn't repeat";
  const until = slot.repeatSchedule ? `, until ${format(parseISO(slot.repeatSchedule.endDate), 'd MMMM yyyy')}` : '';
  return `${TIME_OFF_REPEAT_LABELS[frequency]}${until}`;
};

const Line = ({ icon, label, text }: { icon: React.ReactNode; label: string; text: string }) => (
  <Box sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Box aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }}>
      {icon}
    </Box>
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{text}</Typography>
    </Box>
  </Box>
);

/** The read-only part of an unavailable slot: dates, all day and repeat (spec 2 §4). */
export const TimeOffSummary = ({ slot }: { slot: TimeOffDetails }) => (
  <Box>
    <Line icon={<AccessTimeIcon />} label="When" text={timeOffWhen(slot)} />
    <Line icon={<RepeatIcon />} label="Repeat" text={repeatText(slot)} />
  </Box>
);
