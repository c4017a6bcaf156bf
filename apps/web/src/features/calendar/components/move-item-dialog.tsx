import { Alert, Box, Button, CircularProgress, DialogContent, Typography } from '@mui/material';
import { checkWorkingHours, displayMessage, lessonEditIssues, type WorkingHoursLike } from '@portal/domain/calendar';
import { format } from 'date-fns';
import { useSlotCheck } from '../hooks/use-slot-check.ts';
import type { CalendarItem } from './calendar-items.ts';
import { ConfirmActions } from './confirm-actions.tsx';
import { ResponsiveDialog } from './shared/responsive-dialog.tsx';

export type MoveRequest = { item: CalendarItem; start: Date; end: Date };

type Props = {
  move: MoveRequest;
  instructorId: string;
  workingHours: readonly WorkingHoursLike[];
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const when = (start: Date, end: Date) =>
  `${format(start, 'EEE d MMM')}, ${format(start, 'HH:mm')}–${format(end, 'HH:mm')}`;

/**
 * Issue 26 §2: a dragged or resized lesson is not sent until the instructor has seen what will change: from and
 * to, the live availability check of the edit form, the domain's rules (length, quarter hours) and the
 * working-hours warning. Cancel puts the block back.
 */
export const MoveLessonDialog = ({ move, instructorId, workingHours, submitting, onConfirm, onCancel }: Props) => {
  const { item, start, end } = move;
  const issues = lessonEditIssues({ start, end, travelTime: item.travelMinutes, test: item.test });
  const check = useSlotCheck(
    issues.length === 0
      ? { instructorId, learnerId: item.learnerId, lessonId: item.sourceId, start, end, travelTime: item.travelMinutes }
      : null,
  );
  const hours = checkWorkingHours({ start, end }, workingHours);
  const verb = start.getTime() === item.start.getTime() ? 'Change length' : 'Move lesson';
  const blocked = issues.length > 0 || check.state !== 'available';
  return (
    <ResponsiveDialog open title={verb} subtitle={item.title} onClose={onCancel} busy={submitting} maxWidth="xs">
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            From
          </Typography>
          <Typography component="dd" sx={{ m: 0, textDecoration: 'line-through' }}>
            {when(item.start, item.end)}
          </Typography>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            To
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {when(start, end)}
          </Typography>
        </Box>
        {item.travelMinutes > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Travel ({item.travelMinutes} min) moves with it.
          </Typography>
        )}
        {issues.map((issue) => (
          <Alert key={`${issue.path}-${issue.message}`} severity="error">
            {displayMessage(issue.message)}
          </Alert>
        ))}
        {check.state === 'checking' && (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}
          >
            <CircularProgress size={16} /> Checking your calendar…
          </Box>
        )}
        {(check.state === 'conflict' || check.state === 'error') && <Alert severity="error">{check.message}</Alert>}
        {check.state === 'available' && (
          <Box role="status" sx={{ color: 'success.dark', fontSize: 14, fontWeight: 600 }}>
            This time is free.
          </Box>
        )}
        {hours.outside && <Alert severity="warning">{hours.message.replace(/ Book it anyway\?$/, '')}</Alert>}
      </DialogContent>
      <ConfirmActions>
        <Button onClick={onCancel} disabled={submitting} sx={{ mr: { sm: 'auto' }, minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={submitting || blocked} sx={{ minHeight: 44 }}>
          {submitting ? 'Saving…' : verb === 'Move lesson' ? 'Move' : 'Save'}
        </Button>
      </ConfirmActions>
    </ResponsiveDialog>
  );
};
