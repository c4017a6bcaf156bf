import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from './blob-store.contract.ts';
import { createDiskBlobStore } from './disk-blob-store.ts';

describe('disk blob store', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-blobs-'));
  const store = createDiskBlobStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  blobStoreContract(() => store);

  it('leaves nothing behind, and keeps the earlier blob, when a write fails halfway', async () => {
    await store.put('c/kept.pdf', Buffer.from('the earlier file'), 'application/pdf');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half of a new file');
        throw new Error('connection reset');
      })(),
    );
    await expect(store.put('c/kept.pdf', failing, 'application/pdf')).rejects.toThrow('connection reset');
    const failingFromStart = Readable.from(
      (async function* () {
        yield Buffer.from('x');
        throw new Error('gone');
      })(),
    );
    await expect(store.put('c/new.pdf', failingFromStart, 'application/pdf')).rejects.toThrow('gone');
    expect(await store.exists('c/new.pdf')).toBe(false);
    const kept = await store.get('c/kept.pdf');
    expect(Buffer.concat(await kept!.stream.toArray()).toString()).toBe('the earlier file');
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('keeps every file inside its folder', async () => {
    await store.put('d/e/f.txt', Buffer.from('deep'), 'text/plain');
    expect(readdirSync(join(root, 'd', 'e'))).toEqual(['f.txt']);
  });
});
