import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` while the app runs (from ready to close), never two runs at once; a failed run
 * is logged and the next one tries again. The one way the server runs background work (housekeeping, the
 * pending-hold sweep, the midnight profile publishing).
 */
export const registerPeriodicJob = (
  app: FastifyInstance,
  options: { name: string; intervalMs: number; job: () => Promise<void> },
): void => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await options.job();
    } catch (err) {
      app.log.error({ err }, `${options.name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};
