import { resolve } from 'node:path';
import { createViewerFactsSource } from './access/viewer-facts.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config, RawConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createBundledAddressLookup } from './lib/address/bundled-address-lookup.ts';
import { createPafAddressLookup } from './lib/address/paf-address-lookup.ts';
import { createComposerBioWriter } from './lib/bio/bio-composer.ts';
import { createOpenAiBioWriter } from './lib/bio/openai-bio-writer.ts';
import type { BlobStore } from './lib/blob/blob-store.ts';
import { createDiskBlobStore } from './lib/blob/disk-blob-store.ts';
import { createS3BlobStore } from './lib/blob/s3-blob-store.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMemoryPubSub } from './lib/pubsub/memory-pubsub.ts';
import { createPostgresPubSub } from './lib/pubsub/postgres-pubsub.ts';
import type { PubSub } from './lib/pubsub/pubsub.ts';
import { createRedisPubSub } from './lib/pubsub/redis-pubsub.ts';
import { createMemoryRateLimiter } from './lib/rate-limit/memory-rate-limiter.ts';
import { createRedisRateLimiter } from './lib/rate-limit/redis-rate-limiter.ts';
import { createHttpSmsTransport } from './lib/sms/http-transport.ts';
import { createOutboxTransport } from './lib/sms/outbox-transport.ts';

/**
 * Revocations reach every instance: through Redis when it is set, else through the shared PostgreSQL database
 * (LISTEN/NOTIFY); the embedded database has one instance only (its data folder is locked), so in process.
 */
const createPubSub = (config: Config, handle: DatabaseHandle): PubSub => {
  if (config.REDIS_URL) return createRedisPubSub(config.REDIS_URL);
  if (handle.kind === 'postgres' && config.DATABASE_URL) return createPostgresPubSub(config.DATABASE_URL);
  return createMemoryPubSub();
};

/** Files: S3 with S3_BUCKET, else DATA_DIR/blobs (the server, backups and restores use the same store). */
export const createBlobStore = (config: RawConfig): BlobStore =>
  config.S3_BUCKET
    ? createS3BlobStore({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createDiskBlobStore(resolve(config.DATA_DIR, 'blobs'));

/** Picks each adapter from configuration: local defaults unless production settings name another. */
export const createDeps = (config: Config, handle: DatabaseHandle, clock: Clock = systemClock): AppDeps => {
  const pubsub = createPubSub(config, handle);
  return {
    config,
    database: handle,
    clock,
    pubsub,
    viewers: createViewerFactsSource({ database: handle, pubsub, clock }),
    sms:
      config.SMS_TRANSPORT === 'http'
        ? createHttpSmsTransport({ url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN, sender: config.SMS_SENDER })
        : createOutboxTransport(),
    rateLimiter: config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter(clock),
    blobs: createBlobStore(config),
    addresses: config.ADDRESS_LOOKUP_URL
      ? createPafAddressLookup({ url: config.ADDRESS_LOOKUP_URL, key: config.ADDRESS_LOOKUP_KEY })
      : createBundledAddressLookup(),
    bio: config.BIO_WRITER_URL
      ? createOpenAiBioWriter({
          url: config.BIO_WRITER_URL,
          key: config.BIO_WRITER_KEY,
          model: config.BIO_WRITER_MODEL,
        })
      : createComposerBioWriter(),
  };
};
