import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');
export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 600_000,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
