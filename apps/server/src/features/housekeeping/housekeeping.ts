import { CHALLENGE_MAX_AGE_MS } from '@portal/domain/identity';
import type { AppDeps } from '../../app-deps.ts';
import { deleteDeadChallenges, deleteEndedSessions, deleteLapsedHolds } from './housekeeping.repository.ts';

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;
/** Rows are kept this long after they can no longer be used: room for clock skew between instances. */
export const GRACE_MS = 60 * 60_000;

export type HousekeepingResult = { sessions: number; challenges: number; holds: number };

/** Deletes what can never be used again (as at `now`): ended sessions, dead challenges, lapsed holds. */
const runHousekeeping = async (deps: Pick<AppDeps, 'config'>, now: Date): Promise<HousekeepingResult> => {
  const before = new Date(now.getTime() - GRACE_MS);
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  return {
    sessions: await deleteEndedSessions(before, new Date(before.getTime() - idleMs)),
    challenges: await deleteDeadChallenges(before, new Date(before.getTime() - CHALLENGE_MAX_AGE_MS)),
    holds: await deleteLapsedHolds(before),
  };
};

/** Housekeeping's use case: every instance runs it (the deletes are idempotent, so several only repeat each other). */
export const createHousekeepingService = (deps: AppDeps) => ({
  runHousekeeping: (now: Date = deps.clock.now()) => runHousekeeping(deps, now),
});

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
