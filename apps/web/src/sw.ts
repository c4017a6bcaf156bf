/*
 * The service worker, built to /sw.js (vite.config.ts). It keeps the app shell readable without signal:
 * index.html (network first, the cached copy offline) and the hashed assets (cache first; they never change).
 * It never touches GraphQL, file downloads or anything but same-origin GETs of the app itself: an instructor's
 * lessons are saved by the app, explicitly (features/offline), never by a generic cache of responses.
 * No imports: the file must stay one classic script.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerMessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
/** Replaced at build time with a hash of the build's file names, so each deploy starts a fresh cache. */
const BUILD_ID = '__PORTAL_BUILD_ID__';
const CACHE_PREFIX = 'portal-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD_ID}`;
/** index.html is stored once, under '/', and answers every page route offline (the router runs in the page). */
const SHELL_KEY = '/';
const ROOT_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const NOT_THE_APP = ['/graphql', '/api/', '/dev/', '/healthz'];

const isAsset = (url: URL) => url.origin === worker.location.origin && url.pathname.startsWith('/assets/');

/** The hashed files index.html names (its entry script, preloads and styles). */
const assetsIn = (html: string): string[] => [...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((m) => m[1]!);

const precache = async () => {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL_KEY, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL_KEY, response);
  await cache.addAll([...assetsIn(html), ...ROOT_FILES]);
};

worker.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  const dropOld = caches
    .keys()
    .then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
    );
  event.waitUntil(dropOld.then(() => worker.clients.claim()));
});

/** The page lists the assets it loaded before this worker controlled it; they are kept too. */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string' && isAsset(new URL(u)));
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
    }),
  );
});

const cacheFirst = async (request: Request): Promise<Response> => {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
};

const isPage = (response: Response) => response.headers.get('content-type')?.includes('text/html') === true;

/** The network's answer (kept for later), else the kept copy, else the network's failure. */
const networkFirst = async (request: Request, key: string, keep = (r: Response) => r.ok): Promise<Response> => {
  try {
    const response = await fetch(request);
    if (keep(response)) await (await caches.open(CACHE)).put(key, response.clone());
    return response;
  } catch (failure) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw failure;
  }
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (NOT_THE_APP.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, SHELL_KEY, (r) => r.ok && isPage(r)));
  else if (isAsset(url)) event.respondWith(cacheFirst(request));
  else if (ROOT_FILES.includes(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
});
