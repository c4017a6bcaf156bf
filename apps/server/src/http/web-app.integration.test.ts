import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div id="root"></div>'.repeat(50)}</body></html>`;
const CHUNK = `export const calendar = ${JSON.stringify('x'.repeat(20_000))};\n`.repeat(3);
const YEAR = 'public, max-age=31536000, immutable';

/** What the web build leaves beside each text file (apps/web/precompress.ts): its brotli and gzip copies. */
const precompress = (file: string) => {
  writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
};

/** A built web app as the web build leaves it, served as the server serves it. */
describe('the built web app, as served', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), CHUNK);
    writeFileSync(join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`);
    writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`);
    for (const file of ['index.html', 'assets/index-Ab12Cd34.js', 'favicon.svg', 'sw.js'])
      precompress(join(dist, file));
    app = Fastify({ logger: false });
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed chunk brotli-compressed to a browser that takes br, gzip to one that takes only gzip', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(CHUNK);
  });

  it('lets the browser keep hashed assets for a year and makes it ask again for index.html every time', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(YEAR);
    expect((await get('/assets/index-Ab12Cd34.js')).headers['cache-control']).toBe(YEAR);
    for (const url of ['/', '/calendar', '/index.html', '/sw.js', '/favicon.svg']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the page routes index.html compressed too', async () => {
    for (const url of ['/', '/calendar', '/my-business-profile']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers HEAD with the headers GET gives and no body, for files and page routes alike', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/', '/calendar', '/sw.js']) {
      const got = await get(url, 'br, gzip');
      const head = await get(url, 'br, gzip', 'HEAD');
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'vary']) {
        expect(head.headers[name], `${url} ${name}`).toBe(got.headers[name]);
      }
    }
  });

  it('still gives API paths and missing files a 404, not the page', async () => {
    expect((await get('/api/nothing', 'br')).statusCode).toBe(404);
    expect((await get('/assets/missing-123.js', 'br')).statusCode).toBe(404);
    expect((await get('/api/nothing', 'br', 'HEAD')).statusCode).toBe(404);
  });
});
