import type { FastifyInstance } from 'fastify';
// The app's metrics decoration (its type).
import type {} from '../http/observability.ts';

/** Background work a feature declares (its entry's `jobs`): one run, and what it did, to be logged. */
export type PeriodicJob = {
  name: string;
  intervalMs: number;
  /**
   * One run. What it returns is logged when any count in it is above zero. `now` runs it as at that instant (the
   * development route POST /dev/jobs/:name/run); left out, as the periodic runner calls it, the job reads the deps
   * clock. A job whose work depends on the time takes its instant from here, so both agree.
   */
  run: (now?: Date) => Promise<Record<string, number> | undefined>;
};

/**
 * Runs the job every `intervalMs` while the app runs (from ready to close), never two runs at once; a failed run
 * is logged and the next one tries again (app.ts gives each feature's job a unit of work of its own per run). The
 * one way the server runs background work; every instance runs it, so a job is written to be idempotent.
 */
export const registerPeriodicJob = (app: FastifyInstance, job: PeriodicJob): void => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const counted = (outcome: 'ok' | 'failed') => {
      if (!app.hasDecorator('metrics')) return;
      app.metrics.jobRuns.inc({ job: job.name, outcome });
      app.metrics.jobDuration.observe({ job: job.name }, (performance.now() - started) / 1000);
    };
    try {
      const done = await job.run();
      if (done && Object.values(done).some((n) => n > 0)) app.log.info({ [job.name]: done }, job.name);
      counted('ok');
    } catch (err) {
      app.log.error({ err }, `${job.name} failed`);
      counted('failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};
