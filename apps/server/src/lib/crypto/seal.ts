import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What a sealed box is for. Each purpose derives its own AES key from the server's secret (HKDF-SHA256 with this
 * salt and info), so a box sealed for one purpose never opens as another's, even under the same secret.
 */
export type SealPurpose = {
  salt: string;
  info: string;
  /** Longest sealed text `open` reads, for boxes that arrive from outside (a link's query value). */
  maxChars?: number;
};

/**
 * Seals text under the purpose's key: AES-256-GCM with a fresh 12-byte IV, sealed = base64url(iv | tag |
 * ciphertext). The context (a field name, a row's id) is authenticated but not stored: a box opens only with the
 * context it was sealed with, so it cannot be moved to another field or row.
 */
export type SealBox = {
  seal: (secret: string, context: string, plaintext: string) => string;
  /** The plaintext, or null for anything not sealed by this purpose with this secret and context. */
  open: (secret: string, context: string, sealed: string) => string | null;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const sealBox = (purpose: SealPurpose): SealBox => {
  // HKDF per call would cost more than the cipher: one key per secret, derived once.
  const keys = new Map<string, Buffer>();
  const keyFor = (secret: string): Buffer => {
    let key = keys.get(secret);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
      keys.set(secret, key);
    }
    return key;
  };

  return {
    seal: (secret, context, plaintext) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },
    open: (secret, context, sealed) => {
      if (sealed.length > (purpose.maxChars ?? Number.POSITIVE_INFINITY) || !BASE64URL.test(sealed)) return null;
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        return plaintext.toString('utf8');
      } catch {
        return null;
      }
    },
  };
};
