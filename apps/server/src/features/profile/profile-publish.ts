import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { publishDueProfiles } from './profile.service.ts';

const PUBLISH_INTERVAL_MS = 60_000;

/**
 * Spec 3 §9: profile changes are published at midnight UK time. Each run publishes the drafts saved before
 * the latest UK midnight, so the minute after midnight publishes them, a restart catches up, and several
 * instances running it only repeat each other's (idempotent) update.
 */
export const registerProfilePublishing = (
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  intervalMs: number = PUBLISH_INTERVAL_MS,
): void => {
  registerPeriodicJob(app, {
    name: 'business profile publishing',
    intervalMs,
    job: async () => {
      const published = await publishDueProfiles(deps);
      if (published > 0) app.log.info({ published }, 'published business profiles');
    },
  });
};
