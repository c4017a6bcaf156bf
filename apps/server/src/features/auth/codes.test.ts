import { describe, expect, it } from 'vitest';
import { hashCode, isChallengeId, newCode } from './codes.ts';

describe('access code helpers', () => {
  it('draws six digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('hashes a code bound to its challenge and the server key', () => {
    const id = '3f1c7a52-4d0e-4b8a-9c61-0a5e2b7d9f10';
    const other = '3f1c7a52-4d0e-4b8a-9c61-0a5e2b7d9f11';
    expect(hashCode('k1', id, '123456')).toBe(hashCode('k1', id, '123456'));
    expect(hashCode('k1', id, '123456')).not.toBe(hashCode('k1', other, '123456'));
    expect(hashCode('k1', id, '123456')).not.toBe(hashCode('k2', id, '123456'));
    expect(hashCode('k1', id, '123456')).not.toContain('123456');
  });

  it('recognises challenge ids', () => {
    expect(isChallengeId('3f1c7a52-4d0e-4b8a-9c61-0a5e2b7d9f10')).toBe(true);
    expect(isChallengeId("x' or 1=1")).toBe(false);
  });
});
