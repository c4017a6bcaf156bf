import { Backdrop, CircularProgress } from '@mui/material';
import type { WorkingHoursLike } from '@portal/domain/calendar';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { AddRequest, SelectedEvent } from '../hooks/use-calendar-state.ts';
import type { MoveRequest } from './move-item-dialog.tsx';

// The modals (and the date pickers inside them) load after the grid, so the calendar paints sooner.
const loadAdd = () => import('./add-event/add-event-dialog.tsx');
const loadLesson = () => import('./lesson/lesson-dialog.tsx');
const loadTimeOff = () => import('./time-off/time-off-dialog.tsx');
const AddEventDialog = lazy(() => loadAdd().then((m) => ({ default: m.AddEventDialog })));
const LessonDialog = lazy(() => loadLesson().then((m) => ({ default: m.LessonDialog })));
const TimeOffDialog = lazy(() => loadTimeOff().then((m) => ({ default: m.TimeOffDialog })));
const loadOffer = () => import('./slot-offer/slot-offer-dialog.tsx');
const SlotOfferDialog = lazy(() => loadOffer().then((m) => ({ default: m.SlotOfferDialog })));
// The move dialog (a drag asks before anything is sent) and the lesson rules it checks with: not needed to draw
// the grid, and their schemas (zod) took part of the calendar's first long task on a phone (issue 28 §6).
const loadMove = () => import('./move-item-dialog.tsx');
const LazyMoveItemDialog = lazy(() => loadMove().then((m) => ({ default: m.MoveItemDialog })));

/** The move dialog, its code loaded on first use (or while the page is idle); nothing is shown while it loads. */
export const MoveItemDialog = (props: ComponentProps<typeof LazyMoveItemDialog>) => (
  <Suspense fallback={null}>
    <LazyMoveItemDialog {...props} />
  </Suspense>
);

/**
 * Loads each of `loads` in turn, each once the page is idle, from 1.5 s on: all at once was one long task on a
 * phone (issue 28 §6). Returns the stop.
 */
const warmInTurn = (loads: (() => Promise<unknown>)[]) => {
  let stopped = false;
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 100);
  const next = (i: number) => {
    const load = loads[i];
    if (stopped || !load) return;
    whenIdle(
      () =>
        void load().then(
          () => next(i + 1),
          () => next(i + 1),
        ),
    );
  };
  const timer = setTimeout(() => next(0), 1500);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
};

type Props = {
  instructorId: string;
  range: { start: Date; end: Date };
  showRepeat: boolean;
  workingHours: readonly WorkingHoursLike[];
  addRequest: AddRequest | null;
  selected: SelectedEvent | null;
  onCloseAdd: () => void;
  onCloseSelected: () => void;
  onChanged: () => void;
  /** The dialog's Move: the same preview, send and Undo as a drag (issue 26 §2, for keyboard users). */
  onMove: (request: MoveRequest) => void;
};

const Loading = () => (
  <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
    <CircularProgress aria-label="Loading" sx={{ color: 'common.white' }} />
  </Backdrop>
);

/** The add-event, lesson and unavailable-slot modals of the calendar. */
export const CalendarDialogs = ({
  instructorId,
  range,
  showRepeat,
  workingHours,
  addRequest,
  selected,
  ...handlers
}: Props) => {
  // A free slot the instructor chose to offer rather than book (from the add-event modal).
  const [offerSlot, setOfferSlot] = useState<{ start: Date; end: Date } | null>(null);
  // Warm the modal code once the calendar is on screen, so the first tap opens at once.
  useEffect(() => warmInTurn([loadLesson, loadAdd, loadTimeOff, loadMove]), []);
  return (
    <Suspense fallback={<Loading />}>
      {addRequest && (
        <AddEventDialog
          instructorId={instructorId}
          origin={addRequest}
          showRepeat={showRepeat}
          workingHours={workingHours}
          onClose={handlers.onCloseAdd}
          onSaved={handlers.onChanged}
          onOffer={(slot) => {
            handlers.onCloseAdd();
            setOfferSlot(slot);
          }}
        />
      )}
      {offerSlot && (
        <SlotOfferDialog slot={offerSlot} onClose={() => setOfferSlot(null)} onChanged={handlers.onChanged} />
      )}
      {selected?.type === 'offer' && (
        <SlotOfferDialog offerId={selected.id} onClose={handlers.onCloseSelected} onChanged={handlers.onChanged} />
      )}
      {selected?.type === 'lesson' && (
        <LessonDialog
          lessonId={selected.id}
          instructorId={instructorId}
          range={range}
          onClose={handlers.onCloseSelected}
          onChanged={handlers.onChanged}
          onMove={handlers.onMove}
        />
      )}
      {selected?.type === 'timeOff' && (
        <TimeOffDialog
          timeOffId={selected.id}
          range={range}
          onClose={handlers.onCloseSelected}
          onChanged={handlers.onChanged}
          onMove={handlers.onMove}
        />
      )}
    </Suspense>
  );
};
