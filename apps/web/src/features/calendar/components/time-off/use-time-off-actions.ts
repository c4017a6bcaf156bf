import { timeOffMessages } from '@portal/domain/calendar';
import { useSnackbar } from '@portal/ui/feedback';
import { useState } from 'react';
import { useCancelTimeOff } from '../../api/use-cancel-time-off.ts';
import { useUpdateTimeOff } from '../../api/use-update-time-off.ts';

type Options = { timeOffId: string; range: { start: Date; end: Date }; onClose: () => void; onChanged: () => void };

/** The unavailable-slot modal's writes: save the notes, delete one slot or the rest of its series. */
export const useTimeOffActions = ({ timeOffId, range, onClose, onChanged }: Options) => {
  const updateNotes = useUpdateTimeOff(timeOffId);
  const remove = useCancelTimeOff(timeOffId);
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const done = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    onChanged();
    onClose();
  };

  const handleSave = async (notes: string) => {
    setBusy(true);
    const outcome = await updateNotes(notes.trim());
    setBusy(false);
    // Spec 2 §8: this failure has its own words, whatever the reason.
    if (!outcome.ok) return enqueueSnackbar(timeOffMessages.updateFailed, { variant: 'error' });
    done('Unavailable slot updated');
  };

  const handleDelete = async (cancelSeries: boolean) => {
    setBusy(true);
    const outcome = await remove(cancelSeries, range);
    setBusy(false);
    if (!outcome.ok) return enqueueSnackbar(outcome.message, { variant: 'error' });
    done(cancelSeries ? 'Repeating unavailable slots deleted' : 'Unavailable slot deleted');
  };

  return { confirming, setConfirming, busy, handleSave, handleDelete };
};
