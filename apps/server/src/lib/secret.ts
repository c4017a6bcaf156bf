import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server key signs access codes and app sign-in links. Production sets SECRET_KEY; a local install
 * keeps a generated key beside its embedded database so codes and links survive a restart.
 */
export const resolveSecretKey = (configured: string | undefined, dataDir: string | null): string => {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
};
