/** What other features may use of the calendar's UI: the lesson history's Cancel reuses the calendar's. */
export { useCancelLesson } from './api/use-cancel-lesson.ts';
export { CancelLessonForm } from './components/lesson/cancel-lesson-form.tsx';
export { ResponsiveDialog } from './components/shared/responsive-dialog.tsx';
