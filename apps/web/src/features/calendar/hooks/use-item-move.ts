import { Button } from '@mui/material';
import { format } from 'date-fns';
import { type SnackbarKey, useSnackbar } from 'notistack';
import { createElement, useCallback, useRef, useState } from 'react';
import { useMoveLesson } from '../api/use-move-lesson.ts';
import type { MoveRequest } from '../components/move-lesson-dialog.tsx';
import type { ItemMove } from '../components/time-grid.tsx';

const when = (start: Date, end: Date) => `${format(start, 'EEE d MMM HH:mm')}–${format(end, 'HH:mm')}`;

/**
 * Issue 26 §2, a drag's life: asked (the dialog), sent through the edit's mutation, confirmed with "Undo" (one
 * tap sends the old times back), or refused: the block snaps back and the server's reason is shown.
 */
export const useLessonMove = (onChanged: () => void) => {
  const send = useMoveLesson();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [move, setMove] = useState<MoveRequest | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const revert = useRef<(() => void) | null>(null);

  const request = useCallback((next: ItemMove) => {
    revert.current = next.revert;
    setMove({ item: next.item, start: next.start, end: next.end });
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
      const outcome = await send(item.sourceId, {
        start: item.start,
        end: item.end,
        travelTime: item.travelMinutes,
        test: item.test,
      });
      onChanged();
      if (!outcome.ok) enqueueSnackbar(`Couldn't undo: ${outcome.message}`, { variant: 'error' });
      else enqueueSnackbar(`Lesson back at ${when(item.start, item.end)}`, { variant: 'success' });
    },
    [send, onChanged, enqueueSnackbar, closeSnackbar],
  );

  const confirm = useCallback(async () => {
    if (!move) return;
    setSubmitting(true);
    const { item, start, end } = move;
    const outcome = await send(item.sourceId, { start, end, travelTime: item.travelMinutes, test: item.test });
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
    enqueueSnackbar(`Lesson moved to ${when(start, end)}`, {
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

  return { move, submitting, request, cancel, confirm };
};
