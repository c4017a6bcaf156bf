import { cancelMessages } from '@portal/domain/calendar';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { useCancelLesson } from '../../api/use-cancel-lesson.ts';
import { type LessonChange, useChangeLesson } from '../../api/use-change-lesson.ts';

/** After a cancellation the modal stays, to offer the freed slot (issue 27 §3). */
export type LessonMode = 'view' | 'edit' | 'cancel' | 'cancelled' | 'offer' | 'offered';

type Options = {
  lessonId: string;
  range: { start: Date; end: Date };
  onClose: () => void;
  onChanged: () => void;
};

/** The lesson modal's mode and its two writes: save an edit (a toast on failure), cancel (the error in the form). */
export const useLessonActions = ({ lessonId, range, onClose, onChanged }: Options) => {
  const change = useChangeLesson(lessonId);
  const cancel = useCancelLesson(lessonId);
  const { enqueueSnackbar } = useSnackbar();
  const [mode, setMode] = useState<LessonMode>('view');
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
    // A lesson still to come leaves a slot to offer; one already started just closes.
    if (new Date(outcome.value.startDateTime).getTime() > Date.now()) setMode('cancelled');
    else onClose();
  };

  return { mode, setMode, busy, error, handleSave, handleCancel };
};

export type LessonActions = ReturnType<typeof useLessonActions>;
