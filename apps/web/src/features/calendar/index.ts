/** What other features may use of the calendar's UI: the lesson history's Cancel reuses the calendar's. */

/** Slots offered to learners in a range (home's card), asked again while one is open (issue 27 §3). */
export { useCalendarSlotOffers } from './api/use-calendar-slot-offers.ts';
export { useCancelLesson } from './api/use-cancel-lesson.ts';
export { CancelLessonForm } from './components/lesson/cancel-lesson-form.tsx';
export { ResponsiveDialog } from './components/shared/responsive-dialog.tsx';
