import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.ts';

describe('random tokens', () => {
  it('are 256 bits of base64url, never the same twice', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
  });
});
