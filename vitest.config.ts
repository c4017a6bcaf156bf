import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build (as mercurius does); one copy keeps `instanceof` checks true in tests.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Two test files at a time even on two cores (vitest's default there is one): a PostgreSQL suite spends much
    // of its time waiting on the database server, and PGlite's suites then use the second core.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
      './apps/web/vitest.config.ts',
      './apps/office/vitest.config.ts',
      {
        // The office's document review and news journeys run the app in process on a fresh seeded database.
        test: {
          name: 'office-e2e',
          root: './apps/office',
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
          include: ['e2e/documents.e2e.ts', 'e2e/news.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['./e2e/support/global-setup.ts'],
        },
      },
      {
        // The office's journeys: its own server (its staff enrolled before the first start), the portal's helpers.
        test: {
          name: 'e2e-office',
          root: './apps/office',
          include: ['e2e/**/*.e2e.ts'],
          exclude: ['e2e/documents.e2e.ts', 'e2e/news.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['./e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
