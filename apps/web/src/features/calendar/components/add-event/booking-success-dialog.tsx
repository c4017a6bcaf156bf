import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { bookingMessages } from '@portal/domain/calendar';
import { Link as RouterLink } from 'react-router';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';

type Props = { booked: { count: number; learnerId: string; learnerName: string } | null; onClose: () => void };

/** After "Add N lessons": how many were booked and a "See lessons" link to the learner (spec 2 §4). */
export const BookingSuccessDialog = ({ booked, onClose }: Props) => (
  <ResponsiveDialog open={booked !== null} title={bookingMessages.bookingSuccessful} onClose={onClose} maxWidth="xs">
    <DialogContent sx={{ textAlign: 'center', pt: 1 }}>
      <Box aria-hidden sx={{ color: 'success.main', mb: 1 }}>
        <CheckCircleIcon sx={{ fontSize: 56 }} />
      </Box>
      <Typography>
        {booked?.count} {booked?.count === 1 ? 'lesson' : 'lessons'} booked for {booked?.learnerName}.
      </Typography>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, justifyContent: 'center' }}>
      <Button onClick={onClose}>Done</Button>
      <Button variant="contained" component={RouterLink} to={`/learners/${booked?.learnerId ?? ''}`}>
        {bookingMessages.seeLessons}
      </Button>
    </DialogActions>
  </ResponsiveDialog>
);
