import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedTokens } from './signed-token.ts';

const secret = 'a-server-key-of-at-least-thirty-two-characters';
const schema = z.object({ who: z.string().min(1), n: z.number() });
const tokens = signedTokens({ label: 'test-token' }, schema);
const now = new Date('2030-03-01T10:00:00Z');
const claims = { who: 'instructor-1', n: 7 };
const token = tokens.issue(secret, claims, { now, seconds: 300 });
const expiresAt = new Date(now.getTime() + 300_000);
const partsOf = (t: string) => t.split('.') as [string, string];
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signed tokens', () => {
  it('carry the claims and their expiry, in date until the last second', () => {
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const [payload] = partsOf(token);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
      ...claims,
      e: expiresAt.getTime() / 1000,
    });
    expect(tokens.read(secret, token, now)).toEqual({ claims, expiresAt });
    expect(tokens.read(secret, token, new Date(expiresAt.getTime() - 1))).toEqual({ claims, expiresAt });
    expect(tokens.read(secret, token, expiresAt)).toBe('expired');
  });

  it('refuse a changed payload or signature, another secret and another purpose', () => {
    const [payload, signature] = partsOf(token);
    expect(tokens.read(secret, `${encode({ ...claims, who: 'instructor-2', e: 1 })}.${signature}`, now)).toBeNull();
    expect(tokens.read(secret, `${encode({ ...claims, e: 2e9 })}.${signature}`, now)).toBeNull();
    expect(tokens.read(secret, `${payload}.${signature.slice(0, -2)}AA`, now)).toBeNull();
    expect(tokens.read(secret, `${payload}.${signature}A`, now)).toBeNull();
    expect(tokens.read(`${secret}!`, token, now)).toBeNull();
    expect(signedTokens({ label: 'other-token' }, schema).read(secret, token, now)).toBeNull();
    // An expired token of another purpose is refused, not reported as expired.
    expect(signedTokens({ label: 'other-token' }, schema).read(secret, token, expiresAt)).toBeNull();
  });

  it('refuse signed claims of the wrong shape or without a whole-second expiry', () => {
    // A purpose whose schema lets anything through signs what the strict one must refuse.
    const loose = signedTokens({ label: 'test-token' }, z.looseObject({}));
    for (const wrong of [{ who: '', n: 7 }, { who: 'x' }, {}]) {
      expect(tokens.read(secret, loose.issue(secret, wrong, { now, seconds: 60 }), now)).toBeNull();
    }
    const signed = (value: unknown) => {
      const payload = encode(value);
      return `${payload}.${createHmac('sha256', secret).update(`test-token\0${payload}`).digest('base64url')}`;
    };
    expect(tokens.read(secret, signed({ ...claims, e: 2e9 }), now)).toEqual({ claims, expiresAt: new Date(2e12) });
    for (const e of [undefined, 2e9 + 0.5, '2000000000', null]) {
      expect(tokens.read(secret, signed({ ...claims, e }), now)).toBeNull();
    }
    expect(tokens.read(secret, signed(null), now)).toBeNull();
    expect(() => tokens.issue(secret, claims, { now, seconds: 0.5 })).toThrow(RangeError);
    expect(() => tokens.issue(secret, { who: '', n: 1 }, { now, seconds: 60 })).toThrow();
  });

  it('keep to their prefix and length, and refuse junk', () => {
    const versioned = signedTokens({ label: 'test-token', prefix: 'v1', maxChars: 200 }, schema);
    const issued = versioned.issue(secret, claims, { now, seconds: 60 });
    expect(issued.startsWith('v1.')).toBe(true);
    expect(versioned.read(secret, issued, now)).not.toBeNull();
    expect(versioned.read(secret, issued.slice(3), now)).toBeNull();
    expect(versioned.read(secret, `v2.${issued.slice(3)}`, now)).toBeNull();
    const long = versioned.issue(secret, { who: 'x'.repeat(200), n: 1 }, { now, seconds: 60 });
    expect(versioned.read(secret, long, now)).toBeNull();
    for (const junk of ['', '.', 'a.b', 'a.b.c', 'v1..', partsOf(token)[0], `${token}.x`, `${token}.`]) {
      expect(tokens.read(secret, junk, now)).toBeNull();
      expect(versioned.read(secret, junk, now)).toBeNull();
    }
  });
});
