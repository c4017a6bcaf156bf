import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The build step the portal uses: every text file leaves its .br and .gz beside it, sent as the browser accepts.
import { precompress } from '../web/precompress.ts';

// react-router's package exports only its development build (warnings and checks); ship the production one.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The office console: its own bundle, served by the same server under /office/. */
export default defineConfig(({ mode }) => ({
  base: '/office/',
  plugins: [react(), precompress()],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5174,
    proxy: { '/office/graphql': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
}));
