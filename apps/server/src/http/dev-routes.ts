import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { PeriodicJob } from '../lib/periodic-job.ts';
import { listOutbox } from '../lib/sms/outbox-transport.ts';
import { SMS_SIGNATURE_HEADER, SMS_WEBHOOK_PATH, signSmsWebhook, smsWebhookSecret } from '../lib/sms/sms-webhook.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A host only this machine can reach: `localhost`, 127.0.0.0/8 or ::1. */
export const isLoopbackHost = (host: string): boolean => {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(bare);
};

/**
 * The outbox page hands out sign-in and reset codes (and the job route sends texts as at any time it is told), so
 * the development routes are served only with the outbox transport, never in production, and only to this machine
 * (the server listens on a loopback address) unless DEV_OUTBOX=true.
 */
export const isOutboxServed = (deps: Pick<AppDeps, 'config' | 'sms'>): boolean =>
  deps.sms.name === 'outbox' &&
  deps.config.NODE_ENV !== 'production' &&
  (deps.config.DEV_OUTBOX || isLoopbackHost(deps.config.HOST));

/** Forms that play the provider for one text: the recipient's reply, and a delivery report when it had a reference. */
const simulators = (r: { id: string; toNumber: string; reference: string | null }) =>
  `<form method="post" action="/dev/outbox/reply" class="sim"><input type="hidden" name="from" value="${escapeHtml(r.toNumber)}">` +
  `<label for="reply-${r.id}">Reply</label> <input id="reply-${r.id}" name="body" value="STOP" size="10"> <button type="submit">Simulate reply</button></form>` +
  (r.reference
    ? `<form method="post" action="/dev/outbox/delivered" class="sim"><input type="hidden" name="reference" value="${escapeHtml(r.reference)}"><button type="submit">Report delivered</button></form>`
    : '');

/**
 * `POST /dev/jobs/:name/run {"at": "2026-12-01T18:00:00Z"}`: one run of a feature's periodic job as at `at` (now
 * when left out), so a journey or a person trying the demo can set the clock for it, e.g. the lesson reminders of
 * 18:00 UK the day before. Answers what the run did. JSON with the CSRF header, like every other write.
 */
const registerJobRoute = (app: FastifyInstance, deps: AppDeps, jobs: readonly PeriodicJob[]) => {
  app.post<{ Params: { name: string }; Body: { at?: unknown } | null }>(
    '/dev/jobs/:name/run',
    async (request, reply) => {
      const job = jobs.find((j) => j.name === request.params.name);
      if (!job) return reply.code(404).send({ error: 'No such job', jobs: jobs.map((j) => j.name) });
      const at = request.body?.at;
      const now = at === undefined ? deps.clock.now() : typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
      if (Number.isNaN(now.getTime()))
        return reply.code(400).send({ error: 'Give "at" as an ISO 8601 instant, e.g. 2026-12-01T18:00:00Z' });
      const done = await job.run(now);
      return { job: job.name, at: now.toISOString(), done: done ?? {} };
    },
  );
};

/** The SMS outbox pages and the job runner, when isOutboxServed allows them. */
export const registerDevRoutes = async (app: FastifyInstance, deps: AppDeps, jobs: readonly PeriodicJob[]) => {
  if (!isOutboxServed(deps)) return;
  registerJobRoute(app, deps, jobs);

  app.get('/dev/outbox.json', async () => {
    const rows = await listOutbox();
    return rows.map((r) => ({
      id: r.id,
      to: r.toNumber,
      body: r.body,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    }));
  });

  // What the SMS provider would post: a learner's reply, a delivery report. Signed and sent to the real webhook.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const simulate = async (event: Record<string, string>) => {
      const payload = JSON.stringify(event);
      const secret = smsWebhookSecret(deps.config);
      if (!secret) return 404;
      const answer = await app.inject({
        method: 'POST',
        url: SMS_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SMS_SIGNATURE_HEADER]: signSmsWebhook(secret, payload) },
        payload,
      });
      return answer.statusCode;
    };
    scope.post<{ Body: Record<string, string> }>('/dev/outbox/reply', async (request, reply) => {
      const status = await simulate({ type: 'reply', from: request.body?.from ?? '', body: request.body?.body ?? '' });
      return status < 300 ? reply.redirect('/dev/outbox', 303) : reply.code(status).send({ error: 'Refused' });
    });
    scope.post<{ Body: Record<string, string> }>('/dev/outbox/delivered', async (request, reply) => {
      const status = await simulate({
        type: 'delivery',
        reference: request.body?.reference ?? '',
        status: 'delivered',
      });
      return status < 300 ? reply.redirect('/dev/outbox', 303) : reply.code(status).send({ error: 'Refused' });
    });
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await listOutbox();
    const items = rows
      .map(
        (r) =>
          `<li><time datetime="${r.createdAt.toISOString()}">${escapeHtml(r.createdAt.toLocaleString('en-GB', { timeZone: 'Europe/London' }))}</time>` +
          ` <strong>${escapeHtml(r.toNumber)}</strong><p>${escapeHtml(r.body)}</p>${simulators(r)}</li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>SMS outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;max-width:720px}li{border-bottom:1px solid #ddd;padding:8px 0;list-style:none}ul{padding:0}time{color:#555}.sim{display:inline-flex;gap:6px;align-items:center;margin:0 12px 4px 0}.sim button,.sim input{min-height:32px}</style></head>
<body><main><h1>SMS outbox</h1><p>Texts the portal would have sent, newest first. This page exists only in development. Replies and delivery reports go to the SMS webhook as the provider would send them.</p>
${rows.length ? `<ul>${items}</ul>` : '<p>No texts sent yet.</p>'}</main></body></html>`;
  });
};
