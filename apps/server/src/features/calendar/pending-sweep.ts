import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { expirePendingHolds } from './pending-holds.repository.ts';

const PENDING_SWEEP_INTERVAL_MS = 60_000;

/** Marks every lapsed pending hold Deleted (by the deps clock); returns how many. */
export const sweepExpiredHolds = (deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> =>
  expirePendingHolds(deps.db, deps.clock.now());

/**
 * Booking-preview holds nobody converts or cancels lapse after 15 minutes. Every check and booking
 * expires the instructor's own lapsed holds first; this sweep tidies the rest while the app runs.
 */
export const registerPendingHoldSweep = (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  intervalMs: number = PENDING_SWEEP_INTERVAL_MS,
): void => {
  registerPeriodicJob(app, {
    name: 'pending hold sweep',
    intervalMs,
    job: async () => {
      const expired = await sweepExpiredHolds(deps);
      if (expired > 0) app.log.info({ expired }, 'expired pending lesson holds');
    },
  });
};
