import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, assertContentType, type BlobStore, isValidBlobKey, type StoredBlob } from './blob-store.ts';

/**
 * Each blob is one file: a first line `portal-blob/1 <content type>` and then the bytes, so the type travels
 * with the bytes and one rename publishes both at once.
 */
const MAGIC = 'portal-blob/1 ';
const MAX_HEADER = 512;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Opens the blob and reads its header; the bytes stream from the same open file, so a blob replaced meanwhile
 * is read whole, old or new, never a mix.
 */
const openBlob = async (path: string): Promise<StoredBlob | null> => {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(MAX_HEADER);
    const { bytesRead } = await handle.read(buffer, 0, MAX_HEADER, 0);
    const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
    const line = end > 0 ? buffer.toString('utf8', 0, end) : '';
    if (!line.startsWith(MAGIC)) throw new Error(`Not a blob file: ${path}`);
    const { size } = await handle.stat();
    const stream = handle.createReadStream({ start: end + 1, autoClose: true });
    return { stream, contentType: line.slice(MAGIC.length), size: size - end - 1 };
  } catch (error) {
    await handle.close();
    throw error;
  }
};

/**
 * The local default: blobs under `root` (DATA_DIR/blobs). A write goes to a temporary file beside the store and
 * is renamed into place only when complete, so a failed or interrupted write leaves nothing behind.
 */
/** Every blob's key under the store's folder (its partial writes in .tmp left out). */
async function* keysUnder(base: string): AsyncIterable<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(base, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (isValidBlobKey(key)) yield key;
  }
}

export const createDiskBlobStore = (root: string): BlobStore => {
  const base = resolve(root);
  const temp = join(base, '.tmp');
  const pathOf = (key: string) => {
    const path = resolve(base, ...assertBlobKey(key).split('/'));
    // Belt and braces: the key rules already keep every path inside the store.
    if (!path.startsWith(base + sep)) throw new Error('Invalid blob key');
    return path;
  };

  return {
    kind: 'disk',
    put: async (key, body, contentType) => {
      const path = pathOf(key);
      const header = Buffer.from(`${MAGIC}${assertContentType(contentType)}\n`);
      await mkdir(temp, { recursive: true });
      const partial = join(temp, `${randomBytes(12).toString('hex')}.part`);
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          yield header;
          for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        })(),
      );
      try {
        await pipeline(counted, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await mkdir(dirname(path), { recursive: true });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    get: async (key) => {
      return openBlob(pathOf(key));
    },
    delete: async (key) => {
      await unlink(pathOf(key)).catch((error) => {
        if (!isMissing(error)) throw error;
      });
    },
    exists: async (key) => {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list: () => keysUnder(base),
  };
};
