import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerPeriodicJob } from './periodic-job.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs the job from ready to close, one run at a time, and goes on after a failed run', async () => {
  const app = Fastify();
  let started = 0;
  let running = 0;
  let overlapped = false;
  registerPeriodicJob(app, {
    name: 'test job',
    intervalMs: 5,
    run: async () => {
      started += 1;
      running += 1;
      overlapped ||= running > 1;
      await sleep(20);
      running -= 1;
      if (started === 1) throw new Error('first run fails');
      return { started };
    },
  });
  await sleep(30);
  expect(started).toBe(0);
  await app.ready();
  for (let waited = 0; started < 3 && waited < 3000; waited += 10) await sleep(10);
  expect(started).toBeGreaterThanOrEqual(3);
  expect(overlapped).toBe(false);
  await app.close();
  await sleep(30);
  const after = started;
  await sleep(50);
  expect(started).toBe(after);
});
