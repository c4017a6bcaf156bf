// Prepares DATA_DIR for scripts/office-journeys/directory-journey.mjs (see there).
// Prepares a data dir: migrated, seeded, with an Allocations+Admin staff member of both brands and a known TOTP secret.
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createDeps } from '../../apps/server/src/deps.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';
import { createServices } from '../../apps/server/src/services.ts';

const [dataDir, secretKey] = process.argv.slice(2) as [string, string];
const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
await handle.migrate();
await seedDatabase(handle);
const config = parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', SECRET_KEY: secretKey, DATA_DIR: dataDir });
const services = createServices(createDeps({ ...config, secretKey }, handle));
const member = await services.staff.addMember({
  email: 'priya.shah@office.example',
  name: 'Priya Shah',
  password: 'Office-Desk-2026',
  roles: ['Allocations', 'Admin'],
  brands: ['AADS', 'BSM'],
});
await services.staff.enrolTotp(member.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
await handle.close();
console.log('prepared');
