import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { cancelMessages, canEditLesson, hasStarted } from '@portal/domain/calendar';
import { slotOfferMessages } from '@portal/domain/slot-offers';
import { useState } from 'react';
import { type LessonDetails, useCalendarLesson } from '../../api/use-calendar-lesson.ts';
import { type MoveRequest, moveAtOwnTimes } from '../move-item-dialog.tsx';
import { DialogLoading } from '../shared/dialog-loading.tsx';
import { ResponsiveDialog } from '../shared/responsive-dialog.tsx';
import { OfferSlotForm } from '../slot-offer/offer-slot-form.tsx';
import { SlotOfferPanel } from '../slot-offer/slot-offer-dialog.tsx';
import { CancelLessonForm } from './cancel-lesson-form.tsx';
import { LessonEditForm } from './lesson-edit-form.tsx';
import { LessonSummary } from './lesson-summary.tsx';
import { type LessonActions, type LessonMode, useLessonActions } from './use-lesson-actions.ts';

type Props = {
  lessonId: string;
  instructorId: string;
  /** The calendar range on screen, sent with a cancellation (spec 2 §7). */
  range: { start: Date; end: Date };
  onClose: () => void;
  onChanged: () => void;
  /** Move: the calendar's move preview for this lesson (issue 26 §2, the keyboard's way to drag). */
  onMove?: (request: MoveRequest) => void;
};

const titles: Record<LessonMode, string> = {
  view: 'Lesson',
  edit: 'Edit lesson',
  cancel: 'Cancel lesson',
  cancelled: 'Freed slot',
  offer: slotOfferMessages.sheetTitle,
  offered: 'Slot offer',
};

/** The lesson modal: view, then edit ("Save lesson") or delete (the cancel-lesson confirmation). */
export const LessonDialog = ({ lessonId, instructorId, range, onClose, onChanged, onMove }: Props) => {
  const { lesson, fetching, error: loadError, retry } = useCalendarLesson(lessonId);
  const actions = useLessonActions({ lessonId, range, onClose, onChanged });
  const [offerId, setOfferId] = useState<string | null>(null);
  const name = lesson?.learner.name.fullName;
  return (
    <ResponsiveDialog
      open
      title={actions.mode === 'view' && name ? name : titles[actions.mode]}
      subtitle={actions.mode === 'view' ? 'Lesson' : name}
      onClose={onClose}
      busy={actions.busy}
    >
      {lesson ? (
        <LessonModes
          lesson={lesson}
          instructorId={instructorId}
          actions={actions}
          onMove={
            onMove &&
            (() => {
              onClose();
              onMove(moveOf(lesson));
            })
          }
          offerId={offerId}
          onOffered={(id) => {
            setOfferId(id);
            actions.setMode('offered');
            onChanged();
          }}
          onClose={onClose}
          onChanged={onChanged}
        />
      ) : (
        <DialogLoading label="Loading lesson" failed={!fetching && Boolean(loadError)} onRetry={retry}>
          We couldn't load this lesson.
        </DialogLoading>
      )}
    </ResponsiveDialog>
  );
};

const moveOf = (lesson: LessonDetails) =>
  moveAtOwnTimes({
    sourceId: lesson.id,
    type: 'lesson',
    startDateTime: lesson.startDateTime,
    endDateTime: lesson.endDateTime,
    title: lesson.learner.name.fullName,
    travelMinutes: lesson.travelTimeInMinutes,
    test: lesson.test,
    learnerId: lesson.learner.id,
    repeating: false,
    allDay: false,
  });

type ModesProps = {
  lesson: LessonDetails;
  instructorId: string;
  actions: LessonActions;
  offerId: string | null;
  onOffered: (offerId: string) => void;
  onClose: () => void;
  onChanged: () => void;
  onMove: (() => void) | undefined;
};

/** Issue 27 §3: a cancelled lesson's time, offered to other learners from the same modal. */
const OfferModes = ({
  lesson,
  actions,
  offerId,
  onOffered,
  onClose,
  onChanged,
}: Omit<ModesProps, 'instructorId' | 'onMove'>) => {
  if (actions.mode === 'offered' && offerId) {
    return <SlotOfferPanel offerId={offerId} onChanged={onChanged} onClose={onClose} />;
  }
  if (actions.mode === 'offer') {
    return (
      <OfferSlotForm
        start={new Date(lesson.startDateTime)}
        end={new Date(lesson.endDateTime)}
        fromLessonId={lesson.id}
        onSent={onOffered}
        onCancel={onClose}
      />
    );
  }
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <LessonSummary lesson={lesson} />
        <Typography sx={{ mt: 2 }}>Offer the freed time to learners who are waiting for a lesson?</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose}>Done</Button>
        <Button variant="contained" onClick={() => actions.setMode('offer')} sx={{ minHeight: 48 }}>
          {slotOfferMessages.offerThisSlot}
        </Button>
      </DialogActions>
    </>
  );
};

const LessonModes = ({ lesson, instructorId, actions, onMove, ...offer }: ModesProps) => {
  const { mode, setMode, busy } = actions;
  if (mode === 'cancelled' || mode === 'offer' || mode === 'offered') {
    return <OfferModes lesson={lesson} actions={actions} {...offer} />;
  }
  if (mode === 'edit') {
    return (
      <LessonEditForm
        lesson={lesson}
        instructorId={instructorId}
        submitting={busy}
        onSave={actions.handleSave}
        onCancel={() => setMode('view')}
      />
    );
  }
  if (mode === 'cancel') {
    return (
      <CancelLessonForm
        lesson={{
          learnerName: lesson.learner.name.fullName,
          start: new Date(lesson.startDateTime),
          paid: lesson.paid,
          canRefund: lesson.canRefund,
        }}
        submitting={busy}
        error={actions.error}
        onConfirm={actions.handleCancel}
        onBack={() => setMode('view')}
      />
    );
  }
  return <LessonView lesson={lesson} onMode={setMode} onMove={onMove} />;
};

type ViewProps = { lesson: LessonDetails; onMode: (mode: LessonMode) => void; onMove: (() => void) | undefined };

const LessonView = ({ lesson, onMode, onMove }: ViewProps) => {
  const now = new Date();
  const active = lesson.status === 'Active';
  const editable = active && canEditLesson(new Date(lesson.endDateTime), now);
  // A lesson that has started can no longer be cancelled: say so rather than offer a dialog the server refuses.
  const taken = active && hasStarted(new Date(lesson.startDateTime), now);
  const offerable = lesson.status === 'Cancelled' && !hasStarted(new Date(lesson.startDateTime), now);
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <LessonSummary lesson={lesson} />
        {taken && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {cancelMessages.alreadyTakenPlace}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {active && !taken && (
          <Button color="error" onClick={() => onMode('cancel')} sx={{ mr: 'auto' }}>
            Cancel lesson
          </Button>
        )}
        {offerable && (
          <Button variant="contained" onClick={() => onMode('offer')} sx={{ minHeight: 48 }}>
            {slotOfferMessages.offerThisSlot}
          </Button>
        )}
        {editable && onMove && (
          <Button variant="outlined" onClick={onMove}>
            Move
          </Button>
        )}
        {editable && (
          <Button variant="contained" onClick={() => onMode('edit')}>
            Edit lesson
          </Button>
        )}
      </DialogActions>
    </>
  );
};
