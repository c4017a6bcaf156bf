import type { ViewerFactsSource } from './access/viewer-facts.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AddressLookup } from './lib/address/address-lookup.ts';
import type { BioWriter } from './lib/bio/bio-writer.ts';
import type { BlobStore } from './lib/blob/blob-store.ts';
import type { Clock } from './lib/clock.ts';
import type { PubSub } from './lib/pubsub/pubsub.ts';
import type { RateLimiter } from './lib/rate-limit/rate-limiter.ts';
import type { SmsTransport } from './lib/sms/sms-transport.ts';

/** Who is asking: every use case of a signed-in instructor is scoped to them. */
export type Viewer = { instructorId: string };

/** Everything a feature may depend on. Built once by main.ts, or by a test with its own parts. */
export type AppDeps = {
  config: Config;
  /** The database: reached by features only through the unit of work's `db` (db/unit-of-work.ts). */
  database: DatabaseHandle;
  clock: Clock;
  sms: SmsTransport;
  rateLimiter: RateLimiter;
  /** Messages between instances (session revocations, changed instructors, new chat messages). */
  pubsub: PubSub;
  /** Who is asking: the signed-in instructor's status, franchises and record, read once and kept briefly. */
  viewers: ViewerFactsSource;
  /** Files: DATA_DIR/blobs, or S3 with S3_BUCKET. */
  blobs: BlobStore;
  /** Postcode to addresses: the bundled dataset, or a PAF provider with ADDRESS_LOOKUP_URL. */
  addresses: AddressLookup;
  /** Business profile bios: the built-in composer, or an OpenAI-compatible endpoint with BIO_WRITER_URL. */
  bio: BioWriter;
};
