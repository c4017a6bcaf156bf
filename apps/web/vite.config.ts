import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router's package exports only its development build (warnings and checks); ship the production one.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Gives zod's mini flavour (the identity forms' rules) its own copy of zod's core. Bundles split by module, and
 * full zod used by other pages would otherwise drag the core code it needs into the sign-in page.
 */
const TAG = '?zod-mini';
const zodMiniOwnCore = (): Plugin => ({
  name: 'zod-mini-own-core',
  enforce: 'pre',
  apply: 'build',
  async resolveId(source, importer, options) {
    if (!importer || !(source === 'zod/mini' || importer.endsWith(TAG))) return null;
    const resolved = await this.resolve(source, importer.replace(TAG, ''), { ...options, skipSelf: true });
    if (!resolved || !/[\\/]node_modules[\\/]zod[\\/]/.test(resolved.id)) return resolved;
    return { ...resolved, id: `${resolved.id}${TAG}` };
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [react(), zodMiniOwnCore()],
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
  },
}));
