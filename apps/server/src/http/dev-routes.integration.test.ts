import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { testConfig, testDeps } from '../../test/test-app.ts';
import { withDb } from '../../test/with-db.ts';
import { buildApp } from '../app.ts';
import { createHttpSmsTransport } from '../lib/sms/http-transport.ts';
import { createOutboxTransport } from '../lib/sms/outbox-transport.ts';

describeIntegration('development SMS outbox pages', { seed: false }, (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('lists texts newest first, as JSON and as a page', async () => {
    for (const body of ['first <b>text</b>', 'second text', 'third text']) {
      await withDb(t.db, () => t.deps.sms.send({ to: '+447700900555', body }));
    }
    const json = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(200);
    const rows = json.json() as Array<{ to: string; body: string; createdAt: string }>;
    expect(rows.map((r) => r.body)).toEqual(['third text', 'second text', 'first <b>text</b>']);
    expect(rows[0]).toMatchObject({ to: '+447700900555', createdAt: expect.any(String) });

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const third = page.body.indexOf('third text');
    const first = page.body.indexOf('first &lt;b&gt;text&lt;/b&gt;');
    expect(third).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(third);
    expect(page.body).not.toContain('<b>text</b>');
  });

  it('runs a periodic job by name as at the instant given; an unknown job is 404 and a bad instant 400', async () => {
    const runJob = (name: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/dev/jobs/${encodeURIComponent(name)}/run`,
        headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
        payload: body,
      });
    const ran = await runJob('pending hold sweep', { at: '2030-01-07T09:00:00Z' });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toEqual({ job: 'pending hold sweep', at: '2030-01-07T09:00:00.000Z', done: { expired: 0 } });
    const now = await runJob('lesson reminders', {});
    expect(now.statusCode).toBe(200);
    expect(Math.abs(Date.parse(now.json().at) - t.clock.now().getTime())).toBeLessThan(1000);

    const unknown = await runJob('no such job', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().jobs).toEqual(expect.arrayContaining(['lesson reminders', 'pending hold sweep']));
    for (const at of ['tomorrow at six', 1_700_000_000_000, null]) {
      const bad = await runJob('lesson reminders', { at });
      expect(bad.statusCode, String(at)).toBe(400);
      expect(bad.json().error).toContain('ISO 8601');
    }
  });
});

describeIntegration('outbox pages are refused outside development', { seed: false }, (fx) => {
  const runReminders = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/dev/jobs/lesson%20reminders/run',
      headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
      payload: { at: '2030-01-07T18:00:00Z' },
    });
  const appWith = async (nodeEnv: 'production' | 'development', sms: 'outbox' | 'http') => {
    return buildApp(
      testDeps(fx().deps.database, {
        config: { ...testConfig(), NODE_ENV: nodeEnv },
        sms:
          sms === 'http'
            ? createHttpSmsTransport({ url: 'http://127.0.0.1:9/sms', token: undefined, sender: 'Portal' })
            : createOutboxTransport(),
      }),
      { logger: false, serveWeb: false },
    );
  };

  it.each([
    ['production, even with the outbox', 'production', 'outbox'],
    ['the http SMS transport', 'development', 'http'],
  ] as const)('answers 404 with %s', async (_label, nodeEnv, sms) => {
    const app = await appWith(nodeEnv, sms);
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await runReminders(app)).statusCode).toBe(404);
    await app.close();
  });

  it('serves them in development with the outbox', async () => {
    const app = await appWith('development', 'outbox');
    expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(200);
    expect((await runReminders(app)).statusCode).toBe(200);
    await app.close();
  });
});
