import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
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
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDueProfiles(deps);
      if (published > 0) app.log.info({ published }, 'published business profiles');
    } catch (err) {
      app.log.error({ err }, 'business profile publishing failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};
