import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';

/** What every adapter must do, run against each (disk in a temp folder, S3 against a local server). */
export const blobStoreContract = (store: () => BlobStore) => {
  it('lists every key it holds', async () => {
    await store().put('listed/one.txt', Buffer.from('1'), 'text/plain');
    await store().put('listed/deeper/two.pdf', Buffer.from('%PDF-2'), 'application/pdf');
    const keys: string[] = [];
    for await (const key of store().list()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['listed/one.txt', 'listed/deeper/two.pdf']));
    expect(keys.every((key) => !key.startsWith('.'))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stores a buffer and gives it back as a stream with its type and size', async () => {
    const put = await store().put('invoices/i-1/inv-0001.pdf', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(put).toEqual({ size: 14 });
    const blob = await store().get('invoices/i-1/inv-0001.pdf');
    expect(blob?.contentType).toBe('application/pdf');
    expect(blob?.size).toBe(14);
    expect(await text(blob!.stream)).toBe('%PDF-1.7 hello');
  });

  it('stores a stream, and binary bytes come back exactly', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000, 50_000), bytes.subarray(50_000)];
    expect(await store().put('documents/d-1/photo.jpg', Readable.from(chunks), 'image/jpeg')).toEqual({ size: 70_000 });
    const blob = await store().get('documents/d-1/photo.jpg');
    const back = Buffer.concat(await blob!.stream.toArray());
    expect(back.equals(bytes)).toBe(true);
    expect(blob?.size).toBe(70_000);
  });

  it('replaces a blob under the same key, and stores an empty one', async () => {
    await store().put('a/replace.txt', Buffer.from('first version'), 'text/plain');
    await store().put('a/replace.txt', Buffer.from('second'), 'text/plain; charset=utf-8');
    const blob = await store().get('a/replace.txt');
    expect(await text(blob!.stream)).toBe('second');
    expect(blob?.contentType).toBe('text/plain; charset=utf-8');
    await store().put('a/empty.bin', Buffer.alloc(0), 'application/octet-stream');
    const empty = await store().get('a/empty.bin');
    expect(empty?.size).toBe(0);
    expect((await empty!.stream.toArray()).length).toBe(0);
  });

  it('says what exists, deletes, and answers null for a missing blob', async () => {
    await store().put('b/here.txt', Buffer.from('x'), 'text/plain');
    expect(await store().exists('b/here.txt')).toBe(true);
    expect(await store().exists('b/missing.txt')).toBe(false);
    await store().delete('b/here.txt');
    expect(await store().exists('b/here.txt')).toBe(false);
    expect(await store().get('b/here.txt')).toBeNull();
    await expect(store().delete('b/here.txt')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the store or hide, before touching anything', async () => {
    for (const key of [
      '../escape.txt',
      'a/../../escape',
      '/abs',
      'a//b',
      '',
      'UPPER.txt',
      '.hidden',
      'a/.tmp/x',
      'a\\b',
      'a b',
    ]) {
      await expect(store().put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('Invalid blob key');
      await expect(store().get(key), key).rejects.toThrow('Invalid blob key');
    }
    await expect(store().put('ok.txt', Buffer.from('x'), 'text/plain\r\nx-evil: 1')).rejects.toThrow(
      'Invalid content type',
    );
    expect(await store().exists('ok.txt')).toBe(false);
  });
};
