import { describe, expect, it } from 'vitest';
import { parseConfig, startupWarnings } from './config.ts';

const production = {
  NODE_ENV: 'production',
  SECRET_KEY: 'a-production-secret-of-at-least-32-characters',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms.example.co.uk/v1/messages',
};

describe('settings checked at start', () => {
  it('warns in production without REDIS_URL that limits are per instance', () => {
    const warnings = startupWarnings(parseConfig(production));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^REDIS_URL is not set: rate limits .* multiplies by their number/);
  });

  it('has nothing to say in production with REDIS_URL, or in development without it', () => {
    expect(startupWarnings(parseConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }))).toEqual([]);
    expect(startupWarnings(parseConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('refuses DEV_OUTBOX in production, and leaves it off elsewhere unless set', () => {
    expect(() => parseConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX: the outbox page is never served in production',
    );
    expect(parseConfig({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(false);
    expect(parseConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
  });
});
