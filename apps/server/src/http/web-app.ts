import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the service worker, the manifest, the favicon: kept, but asked about again each time (ETag). */
const REVALIDATE = 'no-cache';

const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');

/** A page route: a GET or HEAD that is not the API and does not name a file. */
const isPageRoute = (method: string, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') &&
  !url.startsWith('/graphql') &&
  !url.startsWith('/api/') &&
  !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * The built web app in `webDist`: its files, and index.html for every page route (the SPA routes on the client).
 * The caller names the folder: the server runs from src/ under tsx and from one bundled file in dist/.
 *
 * Text files go out as the build compressed them (apps/web/precompress.ts leaves `.br` and `.gz` beside each):
 * brotli or gzip as the browser accepts, the file itself otherwise; no CPU is spent compressing per request.
 * Hashed assets are cached for a year, everything else revalidated. HEAD answers as GET does, without a body.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string): Promise<void> => {
  if (!existsSync(webDist)) return;
  const assets = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (isPageRoute(request.method, request.url)) return sendIndex(reply);
    return reply.code(404).send({ error: 'Not Found' });
  });
};
