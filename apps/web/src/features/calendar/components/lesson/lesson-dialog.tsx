import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent } from '@mui/material';
import { cancelMessages, canEditLesson } from '@portal/domain/calendar';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { type LessonChange, useLesson } from '../../api/use-lesson.ts';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { CancelLessonForm } from './cancel-lesson-form.tsx';
import { LessonEditForm } from './lesson-edit-form.tsx';
import { LessonSummary } from './lesson-summary.tsx';

type Props = {
  lessonId: string;
  instructorId: string;
  /** The calendar range on screen, sent with a cancellation (spec 2 §7). */
  range: { start: Date; end: Date };
  onClose: () => void;
  onChanged: () => void;
};

type Mode = 'view' | 'edit' | 'cancel';

const titles: Record<Mode, string> = { view: 'Lesson', edit: 'Edit lesson', cancel: 'Cancel lesson' };

/** The lesson modal: view, then edit ("Save lesson") or delete (the cancel-lesson confirmation). */
export const LessonDialog = ({ lessonId, instructorId, range, onClose, onChanged }: Props) => {
  const { lesson, fetching, error: loadError, retry, change, cancel } = useLesson(lessonId);
  const { enqueueSnackbar } = useSnackbar();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSave = async (values: LessonChange) => {
    setBusy(true);
    const outcome = await change(values);
    setBusy(false);
    if (!outcome.ok) return enqueueSnackbar(outcome.message, { variant: 'error' });
    enqueueSnackbar('Lesson updated', { variant: 'success' });
    onChanged();
    setMode('view');
  };

  const handleCancel = async (values: { reason: string; refundLearner: boolean }) => {
    setBusy(true);
    setError(null);
    const outcome = await cancel({ ...values, range });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message || cancelMessages.generic);
    enqueueSnackbar(`Lesson ${outcome.value.status.toLowerCase()}`, { variant: 'success' });
    onChanged();
    onClose();
  };

  const name = lesson?.learner.name.fullName;
  const editable = lesson && lesson.status === 'Active' && canEditLesson(new Date(lesson.endDateTime), new Date());
  return (
    <ResponsiveDialog
      open
      title={mode === 'view' && name ? name : titles[mode]}
      subtitle={mode === 'view' ? 'Lesson' : name}
      onClose={onClose}
      busy={busy}
    >
      {!lesson ? (
        <DialogContent>
          {fetching || !loadError ? (
            <Box role="status" aria-label="Loading lesson" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress />
            </Box>
          ) : (
            <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
              We couldn't load this lesson.
            </Alert>
          )}
        </DialogContent>
      ) : mode === 'edit' ? (
        <LessonEditForm
          lesson={lesson}
          instructorId={instructorId}
          submitting={busy}
          onSave={handleSave}
          onCancel={() => setMode('view')}
        />
      ) : mode === 'cancel' ? (
        <CancelLessonForm
          lesson={{
            learnerName: lesson.learner.name.fullName,
            start: new Date(lesson.startDateTime),
            paid: lesson.paid,
            canRefund: lesson.canRefund,
          }}
          submitting={busy}
          error={error}
          onConfirm={handleCancel}
          onBack={() => setMode('view')}
        />
      ) : (
        <>
          <DialogContent sx={{ pt: 1 }}>
            <LessonSummary lesson={lesson} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            {lesson.status === 'Active' && (
              <Button color="error" onClick={() => setMode('cancel')} sx={{ mr: 'auto' }}>
                Delete
              </Button>
            )}
            {editable && (
              <Button variant="contained" onClick={() => setMode('edit')}>
                Edit lesson
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </ResponsiveDialog>
  );
};
