import { CHALLENGE_MAX_AGE_MS } from '@portal/domain/identity';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { deleteDeadChallenges, deleteEndedSessions, deleteLapsedHolds } from './housekeeping.repository.ts';

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;
/** Rows are kept this long after they can no longer be used: room for clock skew between instances. */
export const GRACE_MS = 60 * 60_000;

export type HousekeepingResult = { sessions: number; challenges: number; holds: number };

/** Deletes what can never be used again (by the deps clock): ended sessions, dead challenges, lapsed holds. */
export const runHousekeeping = async (deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<HousekeepingResult> => {
  const before = new Date(deps.clock.now().getTime() - GRACE_MS);
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  return {
    sessions: await deleteEndedSessions(deps.db, before, new Date(before.getTime() - idleMs)),
    challenges: await deleteDeadChallenges(deps.db, before, new Date(before.getTime() - CHALLENGE_MAX_AGE_MS)),
    holds: await deleteLapsedHolds(deps.db, before),
  };
};

/**
 * Runs housekeeping every `intervalMs` while the app runs, so these tables do not grow for ever. Every
 * instance runs it; the deletes are idempotent, so several at once only repeat each other's work.
 */
export const registerHousekeeping = (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  intervalMs: number = HOUSEKEEPING_INTERVAL_MS,
): void => {
  registerPeriodicJob(app, {
    name: 'housekeeping',
    intervalMs,
    job: async () => {
      const purged = await runHousekeeping(deps);
      if (purged.sessions + purged.challenges + purged.holds > 0) app.log.info({ purged }, 'housekeeping');
    },
  });
};
