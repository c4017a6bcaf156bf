import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { listOutbox } from '../lib/sms/outbox-transport.ts';

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
 * The outbox page hands out sign-in and reset codes, so it is served only with the outbox transport, never in
 * production, and only to this machine (the server listens on a loopback address) unless DEV_OUTBOX=true.
 */
export const isOutboxServed = (deps: Pick<AppDeps, 'config' | 'sms'>): boolean =>
  deps.sms.name === 'outbox' &&
  deps.config.NODE_ENV !== 'production' &&
  (deps.config.DEV_OUTBOX || isLoopbackHost(deps.config.HOST));

/** The SMS outbox pages, when isOutboxServed allows them. */
export const registerDevRoutes = (app: FastifyInstance, deps: AppDeps) => {
  if (!isOutboxServed(deps)) return;

  app.get('/dev/outbox.json', async () => {
    const rows = await listOutbox();
    return rows.map((r) => ({ id: r.id, to: r.toNumber, body: r.body, createdAt: r.createdAt.toISOString() }));
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await listOutbox();
    const items = rows
      .map(
        (r) =>
          `<li><time datetime="${r.createdAt.toISOString()}">${escapeHtml(r.createdAt.toLocaleString('en-GB', { timeZone: 'Europe/London' }))}</time>` +
          ` <strong>${escapeHtml(r.toNumber)}</strong><p>${escapeHtml(r.body)}</p></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>SMS outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;max-width:720px}li{border-bottom:1px solid #ddd;padding:8px 0;list-style:none}ul{padding:0}time{color:#555}</style></head>
<body><main><h1>SMS outbox</h1><p>Texts the portal would have sent, newest first. This page exists only in development.</p>
${rows.length ? `<ul>${items}</ul>` : '<p>No texts sent yet.</p>'}</main></body></html>`;
  });
};
