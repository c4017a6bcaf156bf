import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';

/** The server key is all a secret at rest needs. */
type KeyDeps = { config: Pick<Config, 'secretKey'> };

import { sealBox } from '../../lib/crypto/seal.ts';

const totpBox = sealBox({ salt: 'portal-staff-totp', info: 'staff authenticator secret v1' });

/** A staff member's TOTP secret at rest: sealed under the server key, bound to the member's id. */
export const totpSecrets = {
  seal: (deps: KeyDeps, staffId: string, secret: string): string =>
    totpBox.seal(deps.config.secretKey, `staff:${staffId}`, secret),
  open: (deps: KeyDeps, staffId: string, sealed: string): string | null =>
    totpBox.open(deps.config.secretKey, `staff:${staffId}`, sealed),
};

/** A recovery code at rest: HMAC-SHA256 under the server key, bound to the member (codes are random, 50 bits). */
export const recoveryCodeHash = (deps: KeyDeps, staffId: string, key: string): string =>
  createHmac('sha256', deps.config.secretKey).update(`staff-recovery:${staffId}:${key}`).digest('hex');
