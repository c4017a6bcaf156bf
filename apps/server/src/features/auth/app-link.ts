import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The mobile app opens the portal with `adi` and `pw` query values encrypted under the server's key:
 * AES-256-GCM, key derived from the secret with HKDF-SHA256, value = base64url(iv | tag | ciphertext).
 * The field name is authenticated too, so the two values cannot be swapped.
 */
export type AppLinkField = 'adi' | 'pw';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_CHARS = 2048;

const keys = new Map<string, Buffer>();
const keyFor = (secretKey: string): Buffer => {
  let key = keys.get(secretKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, 'portal-app-link', 'app sign-in link v1', 32));
    keys.set(secretKey, key);
  }
  return key;
};

export const encryptAppLinkValue = (secretKey: string, field: AppLinkField, plaintext: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secretKey), iv);
  cipher.setAAD(Buffer.from(field));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
};

/** The plaintext, or null for anything not made by encryptAppLinkValue with this key and field. */
export const decryptAppLinkValue = (secretKey: string, field: AppLinkField, token: string): string | null => {
  if (token.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secretKey), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};

/** The link the app opens: the gate sends app=true visitors to the yellow brand's sign-in. */
export const appSignInLink = (baseUrl: string, secretKey: string, adiNumber: string, password: string): string => {
  const url = new URL('/aa/sign-in', baseUrl);
  url.searchParams.set('app', 'true');
  url.searchParams.set('adi', encryptAppLinkValue(secretKey, 'adi', adiNumber));
  url.searchParams.set('pw', encryptAppLinkValue(secretKey, 'pw', password));
  return url.toString();
};
