import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Bank details at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's SECRET_KEY with a label of
 * their own, as app-link.ts does for app links. The lead's id is authenticated with them, so a sealed value
 * copied onto another lead does not open. Value = base64url(iv | tag | ciphertext).
 */
export type BankDetails = { nameOnAccount: string; accountNumber: string; sortCode: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();
const keyFor = (secret: string): Buffer => {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'portal-bank-details', 'bank details at rest v1', 32));
    keys.set(secret, key);
  }
  return key;
};

export const sealBankDetails = (secret: string, leadId: string, details: BankDetails): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(leadId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
};

/** The details, or null when the value was not sealed for this lead with this key. */
export const openBankDetails = (secret: string, leadId: string, sealed: string): BankDetails | null => {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(leadId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as BankDetails;
  } catch {
    return null;
  }
};
