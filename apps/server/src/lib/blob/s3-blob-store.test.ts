import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from './blob-store.contract.ts';
import type { BlobStore } from './blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

/** s3rver: a real S3-compatible HTTP server (it checks the access key) on 127.0.0.1, its files in a temp folder. */
describe('S3 blob store against a local S3-compatible server', () => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'portal-test' }],
  });
  let store: BlobStore;
  let endpoint: string;

  beforeAll(async () => {
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    store = createS3BlobStore({
      bucket: 'portal-test',
      region: 'eu-west-2',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  blobStoreContract(() => store);

  it('fails loudly with an unknown access key, or a missing bucket, rather than pretending', async () => {
    const wrong = createS3BlobStore({
      bucket: 'portal-test',
      region: 'eu-west-2',
      endpoint,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(wrong.put('x/y.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Access Key Id/);
    expect(await store.exists('x/y.txt')).toBe(false);
    const noBucket = createS3BlobStore({
      bucket: 'no-such-bucket',
      region: 'eu-west-2',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(noBucket.put('x/y.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/bucket/i);
  });
});
