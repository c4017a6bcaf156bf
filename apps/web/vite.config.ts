import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstScreen } from './first-screen.ts';
import { fullCalendarWithoutIntl } from './fullcalendar-intl.ts';
import { precompress } from './precompress.ts';

// react-router's package exports only its development build (warnings and checks); ship the production one.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const SERVICE_WORKER = 'sw.js';

/** Stamps /sw.js with a hash of the build's files: a new deploy installs a new worker with a fresh cache. */
const stampServiceWorker = (): Plugin => ({
  name: 'portal-stamp-service-worker',
  generateBundle(_options, bundle) {
    const worker = bundle[SERVICE_WORKER];
    if (worker?.type !== 'chunk') return;
    const files = Object.keys(bundle).filter((name) => name !== SERVICE_WORKER);
    const id = createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 12);
    worker.code = worker.code.replace('__PORTAL_BUILD_ID__', id);
  },
});

export default defineConfig(({ mode }) => ({
  // The worker is stamped while the bundle is generated; the first screens are rendered into index.html; the files
  // are compressed once written; FullCalendar draws without Intl (fullcalendar-intl.ts).
  plugins: [react(), stampServiceWorker(), firstScreen(), precompress(), fullCalendarWithoutIntl()],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // A lazily loaded page's chunks are fetched by the browser as it reads the page's imports, not announced one
    // <link rel="modulepreload"> at a time by script: on a phone each of the 50-90 links a first screen needed cost
    // its main thread about 3 ms in the task that evaluated the app (issue 28 §6, total blocking time). index.html's
    // own preloads (the entry's imports) stay: the first screen's script adds them before the app runs.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // The service worker is a second entry, at the site root (its scope is the whole app).
      input: { index: join(import.meta.dirname, 'index.html'), sw: join(import.meta.dirname, 'src/sw.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? SERVICE_WORKER : 'assets/[name]-[hash].js'),
      },
    },
  },
}));
