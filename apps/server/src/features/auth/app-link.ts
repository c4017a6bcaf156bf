import { sealBox } from '../../lib/crypto/seal.ts';

/**
 * The mobile app opens the portal with `adi` and `pw` query values encrypted under the server's key:
 * AES-256-GCM, key derived from the secret with HKDF-SHA256, value = base64url(iv | tag | ciphertext).
 * The field name is authenticated too, so the two values cannot be swapped.
 */
export type AppLinkField = 'adi' | 'pw';

// The salt and info are the app's wire format: changing either breaks every link the app makes.
const appLinks = sealBox({ salt: 'portal-app-link', info: 'app sign-in link v1', maxChars: 2048 });

export const encryptAppLinkValue = (secretKey: string, field: AppLinkField, plaintext: string): string =>
  appLinks.seal(secretKey, field, plaintext);

/** The plaintext, or null for anything not made by encryptAppLinkValue with this key and field. */
export const decryptAppLinkValue = (secretKey: string, field: AppLinkField, token: string): string | null =>
  appLinks.open(secretKey, field, token);

/** The link the app opens: the gate sends app=true visitors to the yellow brand's sign-in. */
export const appSignInLink = (baseUrl: string, secretKey: string, adiNumber: string, password: string): string => {
  const url = new URL('/aa/sign-in', baseUrl);
  url.searchParams.set('app', 'true');
  url.searchParams.set('adi', encryptAppLinkValue(secretKey, 'adi', adiNumber));
  url.searchParams.set('pw', encryptAppLinkValue(secretKey, 'pw', password));
  return url.toString();
};
