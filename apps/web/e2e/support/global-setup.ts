import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startBuiltServer } from './built-server.mjs';
import { CHROMIUM_PATH, hasChromium, INSTALL_CHROMIUM, missingChromiumMessage } from './chromium.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The built server the journeys drive, e.g. http://127.0.0.1:41234 ('' when the journeys are skipped). */
    baseUrl: string;
  }
}

/**
 * Once for the e2e project: starts the built server (npm test builds it first) and hands its address to the
 * journeys. Without Chromium the journeys are skipped and say so, except in CI, where that is a failure.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    if (process.env.CI === 'true') {
      throw new Error(`CI=true and Chromium is missing at ${CHROMIUM_PATH}. Install it with: ${INSTALL_CHROMIUM}`);
    }
    console.warn(`\n!!! ${missingChromiumMessage()}\n`);
    project.provide('baseUrl', '');
    return;
  }
  // Screenshots of failed journeys go here (browser.ts); only this run's.
  rmSync(join(repoRoot, 'test-results', 'e2e'), { recursive: true, force: true });
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
