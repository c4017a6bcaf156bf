import { sealBox } from '../../lib/crypto/seal.ts';

/**
 * Bank details at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's SECRET_KEY with a label of
 * their own, as app-link.ts does for app links. The lead's id is authenticated with them, so a sealed value
 * copied onto another lead does not open. Value = base64url(iv | tag | ciphertext).
 */
export type BankDetails = { nameOnAccount: string; accountNumber: string; sortCode: string };

// The salt and info name the key of every value already sealed in the database: changing either loses them.
const bankDetails = sealBox({ salt: 'portal-bank-details', info: 'bank details at rest v1' });

export const sealBankDetails = (secret: string, leadId: string, details: BankDetails): string =>
  bankDetails.seal(secret, leadId, JSON.stringify(details));

/** The details, or null when the value was not sealed for this lead with this key. */
export const openBankDetails = (secret: string, leadId: string, sealed: string): BankDetails | null => {
  const text = bankDetails.open(secret, leadId, sealed);
  if (text === null) return null;
  try {
    return JSON.parse(text) as BankDetails;
  } catch {
    return null;
  }
};
