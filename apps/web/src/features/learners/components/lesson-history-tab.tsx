import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { NOTES_MAX_LENGTH, updateNotesSchema } from '@portal/domain/calendar';
import {
  canCancelFromHistory,
  canWriteNotes,
  type LessonDisplayStatus,
  learnerMessages,
} from '@portal/domain/learners';
import { FormField } from '@portal/ui/form';
import { format } from 'date-fns';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CancelLessonForm, ResponsiveDialog, useCancelLesson } from '../../calendar/index.ts';
import { useLearnerLessonNotes } from '../api/use-learner-lesson-notes.ts';
import { type LearnerLesson, useLearnerLessons } from '../api/use-learner-lessons.ts';

/** Red for Cancelled or Deleted, amber for Upcoming (dark text: white on amber fails contrast), else neutral. */
const statusSx = (status: LessonDisplayStatus) =>
  status === 'Cancelled' || status === 'Deleted'
    ? { bgcolor: 'error.main', color: 'error.contrastText' }
    : status === 'Upcoming'
      ? { bgcolor: '#ffb74d', color: '#1a1a1a' }
      : {};

const when = (lesson: LearnerLesson) =>
  `${format(new Date(lesson.startDateTime), 'dd/MM/yyyy HH:mm')} - ${format(new Date(lesson.endDateTime), 'HH:mm')}`;

const CancelDialog = ({
  lesson,
  learnerName,
  onDone,
}: {
  lesson: LearnerLesson;
  learnerName: string;
  onDone: (changed: boolean) => void;
}) => {
  const cancel = useCancelLesson(lesson.id);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = new Date(lesson.startDateTime);
  return (
    <ResponsiveDialog open title="Cancel lesson" onClose={() => onDone(false)} busy={submitting}>
      <CancelLessonForm
        lesson={{ learnerName, start, paid: lesson.paid }}
        submitting={submitting}
        error={error}
        onBack={() => onDone(false)}
        onConfirm={async ({ reason, refundLearner }) => {
          setSubmitting(true);
          const outcome = await cancel({ reason, refundLearner, range: { start, end: new Date(lesson.endDateTime) } });
          setSubmitting(false);
          if (outcome.ok) onDone(true);
          else setError(outcome.message);
        }}
      />
    </ResponsiveDialog>
  );
};

const notesFormSchema = updateNotesSchema.pick({ notes: true });

const NotesDialog = ({ lesson, onDone }: { lesson: LearnerLesson; onDone: (changed: boolean) => void }) => {
  const updateNotes = useLearnerLessonNotes();
  const { control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(notesFormSchema),
    mode: 'onTouched',
    defaultValues: { notes: lesson.notes ?? '' },
  });
  const notes = useWatch({ control, name: 'notes' });
  const saving = formState.isSubmitting;
  const handleSave = handleSubmit(async (values) => {
    const outcome = await updateNotes(lesson.id, values.notes);
    if (outcome.ok) onDone(true);
    else setError('notes', { type: 'server', message: outcome.message });
  });
  return (
    <ResponsiveDialog open title="Lesson notes" subtitle={when(lesson)} onClose={() => onDone(false)} busy={saving}>
      <DialogContent>
        <FormField
          control={control}
          name="notes"
          label="Instructor lesson notes"
          multiline
          minRows={4}
          fullWidth
          helperText={`${notes.length}/${NOTES_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onDone(false)} disabled={saving} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" loading={saving} sx={{ minHeight: 44 }} onClick={handleSave}>
          Save notes
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
};

const Action = ({ lesson, onCancel, onNotes }: { lesson: LearnerLesson; onCancel: () => void; onNotes: () => void }) =>
  canCancelFromHistory(lesson.status) ? (
    <Button color="error" onClick={onCancel} sx={{ minHeight: 44 }}>
      Cancel
    </Button>
  ) : canWriteNotes(lesson.status) ? (
    <Button onClick={onNotes} sx={{ minHeight: 44 }}>
      Add/Edit notes
    </Button>
  ) : null;

/** Spec 3 §2.4: the learner's lessons, newest first; cancel an upcoming one, write notes on a past one. */
export const LessonHistoryTab = ({ learnerId, learnerName }: { learnerId: string; learnerName: string }) => {
  const { lessons, refetch } = useLearnerLessons(learnerId);
  const [cancelling, setCancelling] = useState<LearnerLesson | null>(null);
  const [noting, setNoting] = useState<LearnerLesson | null>(null);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const done = (changed: boolean) => {
    setCancelling(null);
    setNoting(null);
    if (changed) refetch({ requestPolicy: 'network-only' });
  };
  if (!lessons) return null;
  if (lessons.length === 0) return <Typography color="text.secondary">{learnerMessages.noLessons}</Typography>;
  const status = (lesson: LearnerLesson) => <Chip label={lesson.status} size="small" sx={statusSx(lesson.status)} />;
  const paid = (lesson: LearnerLesson) => (
    <Typography component="span" sx={{ color: lesson.paid ? 'success.dark' : 'error.dark', fontWeight: 600 }}>
      {lesson.paid ? 'Yes' : 'No'}
    </Typography>
  );
  return (
    <>
      {isPhone ? (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {lessons.map((lesson) => (
            <Box key={lesson.id} sx={{ py: 1.5 }} data-testid="lesson-row">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600, flex: 1 }}>{when(lesson)}</Typography>
                {status(lesson)}
              </Stack>
              <Typography variant="body2">
                Prepaid: {paid(lesson)} · {lesson.pickupPostcode ?? ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {lesson.notes || 'NA'}
              </Typography>
              <Action lesson={lesson} onCancel={() => setCancelling(lesson)} onNotes={() => setNoting(lesson)} />
            </Box>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Lesson history">
            <TableHead>
              <TableRow>
                <TableCell>Date and time</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Prepaid</TableCell>
                <TableCell>Pickup postcode</TableCell>
                <TableCell>Instructor lesson notes</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                  >
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lessons.map((lesson) => (
                <TableRow key={lesson.id} data-testid="lesson-row">
                  <TableCell>{when(lesson)}</TableCell>
                  <TableCell>{status(lesson)}</TableCell>
                  <TableCell>{paid(lesson)}</TableCell>
                  <TableCell>{lesson.pickupPostcode ?? ''}</TableCell>
                  <TableCell sx={{ maxWidth: 250, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {lesson.notes || 'NA'}
                  </TableCell>
                  <TableCell>
                    <Action lesson={lesson} onCancel={() => setCancelling(lesson)} onNotes={() => setNoting(lesson)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {cancelling && <CancelDialog lesson={cancelling} learnerName={learnerName} onDone={done} />}
      {noting && <NotesDialog lesson={noting} onDone={done} />}
    </>
  );
};
