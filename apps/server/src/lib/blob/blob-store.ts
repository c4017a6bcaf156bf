import type { Readable } from 'node:stream';

/** A stored blob as read back: its bytes as a stream, with the type and size it was stored with. */
export type StoredBlob = { stream: Readable; contentType: string; size: number };

/**
 * Where files live (invoices, documents): local disk under DATA_DIR/blobs by default, S3-compatible storage with
 * S3_BUCKET. Keys are chosen by the features (never a user's file name), e.g. `invoices/{instructorId}/{id}.pdf`.
 */
export type BlobStore = {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing any earlier blob; all or nothing. Resolves to the size stored. */
  put: (key: string, body: Buffer | Readable, contentType: string) => Promise<{ size: number }>;
  /** The blob, or null when there is none under the key. */
  get: (key: string) => Promise<StoredBlob | null>;
  /** Removes the blob; nothing to remove is not an error. */
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** Every key in the store, in no particular order (backups copy the whole store). */
  list: () => AsyncIterable<string>;
};

/**
 * Keys are paths of lower-case segments ('documents/1f0c.../passport.pdf' is fine; '../x', '/x', 'a//b', 'A' are
 * not): checked by every adapter, so a key can never climb out of the store or name a hidden file.
 */
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;

export const isValidBlobKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 512 &&
  key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));

export const assertBlobKey = (key: string): string => {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
};

/** A content type as sent in a header: 'application/pdf', 'image/jpeg' (parameters allowed, no line breaks). */
export const assertContentType = (contentType: string): string => {
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;[ -~]*)?$/i.test(contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 80))}`);
  }
  return contentType;
};
