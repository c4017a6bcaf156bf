// Prints the sign-in link the mobile app would open for an ADI number and password:
//   npx tsx apps/server/src/scripts/app-link.ts 100001 Drive2Pass [http://localhost:3000]
// It reads the same configuration as the server (SECRET_KEY, or the key kept in DATA_DIR), so run it
// where the server runs.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig } from '../config.ts';
import { appSignInLink } from '../features/auth/index.ts';
import { resolveSecretKey } from '../lib/secret.ts';

const [adiNumber, password, baseArg] = process.argv.slice(2);
if (!adiNumber || !password) {
  console.error('Usage: npx tsx apps/server/src/scripts/app-link.ts <ADI number> <password> [base URL]');
  process.exit(2);
}

const config = parseConfig(process.env);
const embedded = !config.DATABASE_URL;
if (!embedded && !config.SECRET_KEY) {
  console.error('With DATABASE_URL the server key must be set: SECRET_KEY (the same value the server uses).');
  process.exit(2);
}
const dataDir = resolve(config.DATA_DIR);
if (embedded) mkdirSync(dataDir, { recursive: true });
const secretKey = resolveSecretKey(config.SECRET_KEY, embedded ? dataDir : null);
const base = baseArg ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

console.log(appSignInLink(base, secretKey, adiNumber, password));
