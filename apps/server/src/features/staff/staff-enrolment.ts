import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, recoveryCodeKey, type StaffFacts, staffEmail } from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { hashPassword } from '../../lib/password.ts';
import { insertStaff, replaceRecoveryCodes, type StaffRow, setStaffTotp } from './staff.repository.ts';
import { recoveryCodeHash, totpSecrets } from './staff-secrets.ts';
import { newTotpSecret, totpUri } from './staff-totp.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random letters and digits (no look-alikes), shown as xxxxx-xxxxx. */
const newRecoveryCode = (): string => {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export type NewStaffMember = StaffFacts & { email: string; name: string; password: string };

/** Adds a staff member (the seed; later the Admin's invitation). Roles and brands are checked by the database too. */
export const addStaffMember = async (member: NewStaffMember): Promise<StaffRow> => {
  return insertStaff({
    email: staffEmail.parse(member.email),
    name: member.name,
    passwordHash: await hashPassword(member.password),
    roles: [...member.roles],
    brands: [...member.brands],
  });
};

export type TotpEnrolment = { secret: string; uri: string; recoveryCodes: string[] };

/**
 * Gives the member an authenticator secret and a fresh set of one-time recovery codes (the old ones stop
 * working). The secret and codes are shown once; only the sealed secret and the codes' hashes are kept.
 */
export const enrolTotp = (
  deps: { config: Pick<AppDeps['config'], 'secretKey'> },
  member: Pick<StaffRow, 'id' | 'email'>,
  secret = newTotpSecret(),
): Promise<TotpEnrolment> =>
  inTransaction(async () => {
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await setStaffTotp(member.id, totpSecrets.seal(deps, member.id, secret));
    await replaceRecoveryCodes(
      member.id,
      recoveryCodes.map((code) => recoveryCodeHash(deps, member.id, recoveryCodeKey(code))),
    );
    return { secret, uri: totpUri(secret, member.email), recoveryCodes };
  });
