import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startBuiltServer } from '../../../web/e2e/support/built-server.mjs';
import { hasChromium, missingChromiumMessage } from '../../../web/e2e/support/chromium.ts';

/** A staff member the journeys sign in as: the password and what their authenticator app holds. */
export type JourneyStaff = {
  name: string;
  email: string;
  password: string;
  roles: string[];
  totpSecret: string;
  recoveryCodes: string[];
};

type JourneyStaffKey = 'support' | 'allocations' | 'finance' | 'signInSupport' | 'signInAllocations';

declare module 'vitest' {
  interface ProvidedContext {
    /** The built server the journeys drive ('' when they are skipped), as the portal's journeys have it. */
    baseUrl: string;
    /** The staff the office journeys sign in as; the sign-in journey has its own two (see enrol-journey-staff.ts). */
    officeStaff: Record<JourneyStaffKey, JourneyStaff>;
  }
}

/** Enrols the journeys' staff in a fresh data folder through the staff feature (apps/server/test/enrol-journey-staff.ts). */
const enrolStaff = (dataDir: string, secretKey: string) => {
  const script = join(repoRoot, 'apps/server/test/enrol-journey-staff.ts');
  const output = execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [script, dataDir, secretKey], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<JourneyStaffKey, JourneyStaff>;
};

/**
 * Once for the office journeys: a fresh data folder with the journeys' staff enrolled, then the built server on
 * it (npm test builds it first; it seeds the demo data on this first start). Without Chromium the journeys are
 * skipped, as the portal's are (apps/web/e2e/support/global-setup.ts).
 */
export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    if (process.env.CI === 'true') throw new Error(missingChromiumMessage());
    console.warn(`\n!!! ${missingChromiumMessage()}\n`);
    project.provide('baseUrl', '');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-office-e2e-'));
  const secretKey = randomBytes(32).toString('base64url');
  project.provide('officeStaff', enrolStaff(dataDir, secretKey));
  const server = await startBuiltServer({
    label: 'office-e2e',
    extraEnv: { DATA_DIR: dataDir, SECRET_KEY: secretKey },
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
