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

  it('allows a client address 50 failed sign-in steps an hour unless set, and never fewer than 10', () => {
    expect(parseConfig(production).SIGN_IN_FAILURES_PER_ADDRESS).toBe(50);
    expect(parseConfig({ SIGN_IN_FAILURES_PER_ADDRESS: '80' }).SIGN_IN_FAILURES_PER_ADDRESS).toBe(80);
    expect(() => parseConfig({ SIGN_IN_FAILURES_PER_ADDRESS: '3' })).toThrow();
  });

  it('refuses DEV_OUTBOX in production, and leaves it off elsewhere unless set', () => {
    expect(() => parseConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX: the outbox page is never served in production',
    );
    expect(parseConfig({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(false);
    expect(parseConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
  });
});

describe('files and addresses', () => {
  it('keeps files on disk and addresses bundled unless S3 and a PAF provider are named', () => {
    const config = parseConfig({ NODE_ENV: 'development' });
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('eu-west-2');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(config.ADDRESS_LOOKUP_URL).toBeUndefined();
  });

  it('refuses S3 settings without a bucket, and a key without its secret', () => {
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: required when other S3_* settings are given',
    );
    expect(() => parseConfig({ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(parseConfig({ S3_BUCKET: 'portal', S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('warns when a shared database keeps files on one instance', () => {
    const shared = { ...production, REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://db/portal' };
    expect(startupWarnings(parseConfig(shared))).toEqual([expect.stringMatching(/^S3_BUCKET is not set: files/)]);
    expect(startupWarnings(parseConfig({ ...shared, S3_BUCKET: 'portal' }))).toEqual([]);
  });
});
