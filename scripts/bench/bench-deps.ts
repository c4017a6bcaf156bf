import { parseConfig } from '../../apps/server/src/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createDeps } from '../../apps/server/src/deps.ts';
import { randomToken } from '../../apps/server/src/lib/crypto/random-token.ts';

/** The app's own parts (local defaults, a throwaway key) on the worker's database, as the server builds them. */
export const benchDeps = (handle: DatabaseHandle) => {
  const secretKey = randomToken();
  const config = parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', SECRET_KEY: secretKey });
  return createDeps({ ...config, secretKey }, handle);
};

/** What the seed needs of the configuration (the demo staff's sealed secrets): a development key of its own. */
export const benchSeedConfig = () => ({ NODE_ENV: 'development' as const, secretKey: randomToken() });
