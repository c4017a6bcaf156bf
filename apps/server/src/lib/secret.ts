import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from './crypto/random-token.ts';

/**
 * The server key: it hashes access codes, signs download links and onboarding tokens, and seals app sign-in
 * links and the bank details in the database (lib/crypto). Production sets SECRET_KEY; a local install keeps a
 * generated key beside its embedded database so codes, links and sealed details survive a restart.
 */
export const resolveSecretKey = (configured: string | undefined, dataDir: string | null): string => {
  if (configured) return configured;
  if (!dataDir) return randomToken();
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomToken();
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
};
