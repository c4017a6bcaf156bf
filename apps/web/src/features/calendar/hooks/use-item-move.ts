import { Button } from '@mui/material';
import { useSnackbar } from '@portal/ui/feedback';
import { format } from 'date-fns';
import type { SnackbarKey } from 'notistack';
import { createElement, useCallback, useRef, useState } from 'react';
import { useMoveLesson } from '../api/use-move-lesson.ts';
import { useMoveTimeOff } from '../api/use-move-time-off.ts';
import type { MovableItem, MoveRequest } from '../components/move-item-dialog.tsx';
import type { ItemMove } from '../components/time-grid.tsx';

const when = (start: Date, end: Date) => `${format(start, 'EEE d MMM HH:mm')}–${format(end, 'HH:mm')}`;
const noun = (item: MovableItem, series: boolean) =>
  item.type === 'timeOff' ? (series ? 'Repeating unavailable time' : 'Unavailable time') : 'Lesson';

/**
 * Issue 26 §2, a move's life (a drag, a resize, or the dialog's Move for keyboard users): asked (the dialog, with
 * "this one or all following" for a repeating slot), sent through the edit's mutation, confirmed with "Undo" (one
 * tap sends the old times back), or refused: the block snaps back and the server's reason is shown.
 */
export const useItemMove = (onChanged: () => void) => {
  const sendLesson = useMoveLesson();
  const sendTimeOff = useMoveTimeOff();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [move, setMove] = useState<MoveRequest | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const revert = useRef<(() => void) | null>(null);

  const send = useCallback(
    (item: MovableItem, start: Date, end: Date, series: boolean) =>
      item.type === 'timeOff'
        ? sendTimeOff(item.sourceId, { start, end, series })
        : sendLesson(item.sourceId, { start, end, travelTime: item.travelMinutes, test: item.test }),
    [sendLesson, sendTimeOff],
  );

  const request = useCallback((next: ItemMove | MoveRequest) => {
    revert.current = 'revert' in next ? next.revert : null;
    setMove({ item: next.item, start: next.start, end: next.end, series: false });
  }, []);

  /** The dialog's controls change the new times or the choice of "this one or all following". */
  const adjust = useCallback((change: Partial<Omit<MoveRequest, 'item'>>) => {
    setMove((current) => (current ? { ...current, ...change } : current));
  }, []);

  const cancel = useCallback(() => {
    revert.current?.();
    revert.current = null;
    setMove(null);
  }, []);

  const undo = useCallback(
    async (done: MoveRequest, key: SnackbarKey) => {
      closeSnackbar(key);
      const { item } = done;
      // The slot moved back from where it went: with the series, every later slot shifts back alike.
      const outcome = await send({ ...item, start: done.start, end: done.end }, item.start, item.end, done.series);
      onChanged();
      if (!outcome.ok) enqueueSnackbar(`Couldn't undo: ${outcome.message}`, { variant: 'error' });
      else enqueueSnackbar(`${noun(item, done.series)} back at ${when(item.start, item.end)}`, { variant: 'success' });
    },
    [send, onChanged, enqueueSnackbar, closeSnackbar],
  );

  const confirm = useCallback(async () => {
    if (!move) return;
    setSubmitting(true);
    const { item, start, end, series } = move;
    const outcome = await send(item, start, end, series);
    setSubmitting(false);
    setMove(null);
    if (!outcome.ok) {
      revert.current?.();
      revert.current = null;
      enqueueSnackbar(outcome.message, { variant: 'error' });
      return;
    }
    revert.current = null;
    onChanged();
    enqueueSnackbar(`${noun(item, series)} moved to ${when(start, end)}`, {
      variant: 'success',
      autoHideDuration: 10_000,
      action: (key) =>
        createElement(
          Button,
          { color: 'inherit', onClick: () => void undo(move, key), sx: { fontWeight: 700, minHeight: 44 } },
          'Undo',
        ),
    });
  }, [move, send, onChanged, enqueueSnackbar, undo]);

  return { move, submitting, request, adjust, cancel, confirm };
};
