import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMemoryRateLimiter } from './lib/rate-limit/memory-rate-limiter.ts';
import { createRedisRateLimiter } from './lib/rate-limit/redis-rate-limiter.ts';
import { createHttpSmsTransport } from './lib/sms/http-transport.ts';
import { createOutboxTransport } from './lib/sms/outbox-transport.ts';

/** Picks each adapter from configuration: local defaults unless production settings name another. */
export const createDeps = (config: Config, handle: DatabaseHandle, clock: Clock = systemClock): AppDeps => ({
  config,
  db: handle.db,
  dbKind: handle.kind,
  clock,
  sms:
    config.SMS_TRANSPORT === 'http'
      ? createHttpSmsTransport({ url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN, sender: config.SMS_SENDER })
      : createOutboxTransport(handle.db),
  rateLimiter: config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter(clock),
});
