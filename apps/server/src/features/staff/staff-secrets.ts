import { createHmac } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { sealBox } from '../../lib/crypto/seal.ts';

const totpBox = sealBox({ salt: 'portal-staff-totp', info: 'staff authenticator secret v1' });

/** A staff member's TOTP secret at rest: sealed under the server key, bound to the member's id. */
export const totpSecrets = {
  seal: (deps: Pick<AppDeps, 'config'>, staffId: string, secret: string): string =>
    totpBox.seal(deps.config.secretKey, `staff:${staffId}`, secret),
  open: (deps: Pick<AppDeps, 'config'>, staffId: string, sealed: string): string | null =>
    totpBox.open(deps.config.secretKey, `staff:${staffId}`, sealed),
};

/** A recovery code at rest: HMAC-SHA256 under the server key, bound to the member (codes are random, 50 bits). */
export const recoveryCodeHash = (deps: Pick<AppDeps, 'config'>, staffId: string, key: string): string =>
  createHmac('sha256', deps.config.secretKey).update(`staff-recovery:${staffId}:${key}`).digest('hex');
