import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Alert, Box, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { PENDING_HOLD_MINUTES, previewSlotLabel } from '@portal/domain/calendar';
import { format } from 'date-fns';
import type { PreviewSlot } from '../../api/use-time-slots-availability.ts';

type Props = {
  slots: readonly PreviewSlot[];
  learnerName: string;
  submitting: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
};

const lessonsWord = (n: number) => (n === 1 ? 'lesson' : 'lessons');

const looks = {
  Free: { Icon: CheckCircleIcon, color: '#1B5E20', bg: '#E8F5E9' },
  'Booking conflict': { Icon: ErrorOutlineIcon, color: '#B71C1C', bg: '#FFEBEE' },
  'Insufficient hours': { Icon: HourglassEmptyIcon, color: '#7A3E00', bg: '#FFF3E0' },
} as const;

const SlotRow = ({ slot }: { slot: PreviewSlot }) => {
  const { label, tag, reason } = previewSlotLabel(slot);
  const look = looks[label];
  const start = new Date(slot.startDateTime);
  const end = new Date(slot.endDateTime);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      {/* The date keeps its line on a phone; the label's reason wraps beside it instead (issue 23). */}
      <Box sx={{ flex: '0 0 auto', whiteSpace: 'nowrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{format(start, 'EEE d MMM yyyy')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {format(start, 'HH:mm')} – {format(end, 'HH:mm')}
        </Typography>
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            borderRadius: 4,
            fontSize: 13,
            fontWeight: 700,
            color: look.color,
            bgcolor: look.bg,
          }}
        >
          <look.Icon sx={{ fontSize: 16 }} aria-hidden />
          {label}
        </Box>
        {(tag ?? reason) && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {tag ?? reason}
          </Typography>
        )}
      </Box>
    </Box>
  );
};

/** Spec 2 §4 booking preview: each occurrence labelled; the free ones are held until added or released. */
export const BookingPreview = ({ slots, learnerName, submitting, error, onBack, onConfirm }: Props) => {
  const free = slots.filter((s) => previewSlotLabel(s).bookable).length;
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ mb: 1 }}>
          {free === slots.length
            ? `All ${slots.length} ${lessonsWord(slots.length)} for ${learnerName} are free.`
            : `${free} of ${slots.length} ${lessonsWord(slots.length)} for ${learnerName} can be booked.`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {free > 0
            ? `The free times are held for you for ${PENDING_HOLD_MINUTES} minutes.`
            : 'None of them can be booked: go back to choose other times.'}
        </Typography>
        <Box component="ul" aria-label="Lessons to book" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {slots.map((slot) => (
            <SlotRow key={slot.startDateTime} slot={slot} />
          ))}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onBack} disabled={submitting}>
          Back
        </Button>
        {/* Nothing free: nothing to add (never "Add 0 lessons"); Back to choose other times. */}
        {free > 0 && (
          <Button variant="contained" onClick={onConfirm} disabled={submitting}>
            {submitting ? 'Booking…' : `Add ${free} ${lessonsWord(free)}`}
          </Button>
        )}
      </DialogActions>
    </>
  );
};
