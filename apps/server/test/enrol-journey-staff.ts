// Run as `tsx apps/server/test/enrol-journey-staff.ts <dataDir> <secretKey>` by the office journeys' setup
// (apps/office/e2e/support/global-setup.ts), before the server first starts on that data folder: prints the staff
// it enrolled as JSON.
import { join } from 'node:path';
import type { OfficeRole } from '@portal/domain/office';
import { openDatabase } from '../src/db/client.ts';
import { runUnitOfWork } from '../src/db/unit-of-work.ts';
import { addStaffMember, enrolTotp } from '../src/features/staff/index.ts';

const PASSWORD = 'Office-journey-2026!';

const members: ReadonlyArray<{ key: string; name: string; email: string; roles: OfficeRole[] }> = [
  { key: 'support', name: 'Sam Support', email: 'sam.support@office.example', roles: ['Support'] },
  { key: 'allocations', name: 'Alex Allocations', email: 'alex.allocations@office.example', roles: ['Allocations'] },
  { key: 'finance', name: 'Fran Finance', email: 'fran.finance@office.example', roles: ['Finance'] },
  // The sign-in journey's own members: a code is good once, so a member another journey signs in as at the same
  // half-minute would have its code refused there.
  { key: 'signInSupport', name: 'Sue Support', email: 'sue.support@office.example', roles: ['Support'] },
  {
    key: 'signInAllocations',
    name: 'Al Allocations',
    email: 'al.allocations@office.example',
    roles: ['Allocations'],
  },
];

/**
 * Migrates the embedded database in `dataDir` and enrols the journeys' staff through the staff feature
 * (addStaffMember, then enrolTotp under the server's key), as the Admin's enrolment will. The server seeds the
 * rest (the demo instructors) on its first start, as it always does.
 */
const enrolJourneyStaff = async (dataDir: string, secretKey: string) => {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    await handle.migrate();
    const deps = { config: { secretKey } } as Parameters<typeof enrolTotp>[0];
    const enrolled = await runUnitOfWork(handle, async () => {
      const staff: Record<string, unknown> = {};
      for (const { key, name, email, roles } of members) {
        const row = await addStaffMember({ name, email, password: PASSWORD, roles, brands: ['AADS', 'BSM'] });
        const { secret, recoveryCodes } = await enrolTotp(deps, row);
        staff[key] = { name, email, password: PASSWORD, roles, totpSecret: secret, recoveryCodes };
      }
      return staff;
    });
    return enrolled;
  } finally {
    await handle.close();
  }
};

const [dataDir, secretKey] = process.argv.slice(2);
if (!dataDir || !secretKey) throw new Error('usage: enrol-journey-staff.ts <dataDir> <secretKey>');
process.stdout.write(`${JSON.stringify(await enrolJourneyStaff(dataDir, secretKey))}\n`);
