import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApps } from './web-app.ts';

const page = (name: string, script: string) =>
  `<!doctype html><html><head><title>${name}</title><script type="module" src="${script}"></script></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const WEB_INDEX = page('Portal', '/assets/index-Web12345.js');
const OFFICE_INDEX = page('Office', '/office/assets/index-Off12345.js');
const OFFICE_CHUNK = `export const office = ${JSON.stringify('o'.repeat(20_000))};\n`;
const YEAR = 'public, max-age=31536000, immutable';

/** A built app as Vite leaves it with apps/web/precompress.ts: its files, each with its .br and .gz. */
const writeApp = (files: Record<string, string>): string => {
  const dist = mkdtempSync(join(tmpdir(), 'app-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dist, name), content);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(readFileSync(join(dist, name))));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(readFileSync(join(dist, name))));
  }
  return dist;
};

/** The portal at / and the office at /office/, served together as app.ts serves them. */
describe('the office app beside the portal, as served', () => {
  let webDist: string;
  let officeDist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webDist = writeApp({ 'index.html': WEB_INDEX, 'assets/index-Web12345.js': 'export {};'.repeat(100) });
    officeDist = writeApp({
      'index.html': OFFICE_INDEX,
      'assets/index-Off12345.js': OFFICE_CHUNK,
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
    });
    app = Fastify({ logger: false });
    registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    await registerWebApps(app, [
      { prefix: '/', dist: webDist },
      { prefix: '/office/', dist: officeDist },
    ]);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(officeDist, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });
  const html = (response: Awaited<ReturnType<typeof get>>) => brotliDecompressSync(response.rawPayload).toString();

  it("sends the office's index.html for every office page, never cached, and the portal's for the portal's pages", async () => {
    for (const url of ['/office/', '/office/sign-in', '/office/instructors/42', '/office/audit?staff=7']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(html(response), url).toBe(OFFICE_INDEX);
    }
    for (const url of ['/', '/calendar', '/officer-page']) expect(html(await get(url)), url).toBe(WEB_INDEX);
  });

  it('lets the browser keep the hashed office assets for a year, compressed as the build left them', async () => {
    const chunk = await get('/office/assets/index-Off12345.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(YEAR);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe(OFFICE_CHUNK);
    expect((await get('/office/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the office pages with the same security headers as the portal', async () => {
    const office = await get('/office/instructors');
    const portal = await get('/calendar');
    expect(office.headers['content-security-policy']).toContain("default-src 'self'");
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(office.headers[name], name).toBe(portal.headers[name]);
    }
  });

  it('takes /office to /office/, and answers HEAD as GET without a body', async () => {
    const bare = await get('/office');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/office/');
    const head = await get('/office/documents', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it("never answers the office's API path or a missing file with a page", async () => {
    for (const url of ['/office/graphql', '/office/assets/missing-123.js', '/office/assets/index-Web12345.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
    expect((await get('/office/instructors', 'POST')).statusCode).toBe(404);
  });
});

describe('an office that was not built', () => {
  it('is a 404 under /office/, not the portal', async () => {
    const webDist = writeApp({ 'index.html': WEB_INDEX });
    const app = Fastify({ logger: false });
    await registerWebApps(app, [
      { prefix: '/', dist: webDist },
      { prefix: '/office/', dist: join(webDist, 'no-office-here') },
    ]);
    try {
      expect((await app.inject({ url: '/office/sign-in' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/calendar' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
