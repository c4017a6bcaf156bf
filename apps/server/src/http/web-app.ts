import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the service worker, the manifest, the favicon: kept, but asked about again each time (ETag). */
const REVALIDATE = 'no-cache';

/** A built single-page app and the path it is served under: `/` for the portal, `/office/` for the office. */
export type WebAppMount = { prefix: '/' | `/${string}/`; dist: string };

/** A page route: a GET or HEAD that is not an API and does not name a file. */
const isPageRoute = (method: string, url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    !/^\/(office\/)?graphql(\/|$)/.test(path) &&
    !path.startsWith('/api/') &&
    !/\.[a-z0-9]+$/i.test(path)
  );
};

/** The app a URL belongs to: the longest prefix that holds it (`/office/...` is the office's, the rest the portal's). */
const mountOf = (mounts: readonly WebAppMount[], url: string): WebAppMount | undefined =>
  mounts.find((mount) => url.startsWith(mount.prefix));

const sendIndex = (reply: FastifyReply, mount: WebAppMount) => reply.sendFile('index.html', mount.dist);

/**
 * The built web apps: each one's files under its prefix, and its index.html for every page route under it (the
 * SPA routes on the client). The caller names the folders: the server runs from src/ under tsx and from one
 * bundled file in dist/. An app whose folder is missing (not built) is not served, and its prefix is a 404.
 *
 * Text files go out as the build compressed them (apps/web/precompress.ts leaves `.br` and `.gz` beside each):
 * brotli or gzip as the browser accepts, the file itself otherwise; no CPU is spent compressing per request.
 * Hashed assets are cached for a year, everything else revalidated. HEAD answers as GET does, without a body.
 */
export const registerWebApps = async (app: FastifyInstance, mounts: readonly WebAppMount[]): Promise<void> => {
  const byPrefix = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const built = byPrefix.filter((mount) => existsSync(mount.dist));
  if (built.length === 0) return;
  const assets = built.map((mount) => join(mount.dist, 'assets') + sep);
  for (const [index, mount] of built.entries()) {
    await app.register(fastifyStatic, {
      root: mount.dist,
      prefix: mount.prefix,
      // reply.sendFile once; each app's index is sent from its own folder.
      decorateReply: index === 0,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', assets.some((dir) => path.startsWith(dir)) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get(mount.prefix, (_request, reply) => sendIndex(reply, mount));
    if (mount.prefix !== '/') app.get(mount.prefix.slice(0, -1), (_request, reply) => reply.redirect(mount.prefix));
  }
  app.setNotFoundHandler((request, reply) => {
    const mount = mountOf(byPrefix, request.url);
    if (mount && existsSync(mount.dist) && isPageRoute(request.method, request.url)) return sendIndex(reply, mount);
    return reply.code(404).send({ error: 'Not Found' });
  });
};

/** The portal's built web app alone, at the site root. */
export const registerWebApp = (app: FastifyInstance, webDist: string): Promise<void> =>
  registerWebApps(app, [{ prefix: '/', dist: webDist }]);
