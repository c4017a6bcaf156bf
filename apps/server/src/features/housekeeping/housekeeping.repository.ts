/** Housekeeping owns no table: it sweeps through what each owner exports. */
export { deleteDeadChallenges, deleteEndedSessions } from '../auth/public.repository.ts';
export { deleteLapsedHolds } from '../calendar/public.repository.ts';
