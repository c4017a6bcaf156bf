import { describe, expect, it } from 'vitest';
import { sealBox } from './seal.ts';

const secret = 'a-server-key-of-at-least-thirty-two-characters';
const box = sealBox({ salt: 'test-box', info: 'test box v1' });

describe('sealed boxes', () => {
  it('round-trips any text, with a fresh IV each time', () => {
    for (const text of ['', 'Drive2Pass £', '{"sortCode":"40-47-84"}', 'ü'.repeat(500)]) {
      const a = box.seal(secret, 'field', text);
      const b = box.seal(secret, 'field', text);
      expect(a).not.toBe(b);
      expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
      // iv (12) | tag (16) | ciphertext, as long as the text's UTF-8 bytes.
      expect(Buffer.from(a, 'base64url')).toHaveLength(28 + Buffer.byteLength(text));
      expect(box.open(secret, 'field', a)).toBe(text);
    }
  });

  it('refuses a box changed anywhere: the IV, the tag, the ciphertext, or cut short', () => {
    const bytes = Buffer.from(box.seal(secret, 'field', 'secret text'), 'base64url');
    for (const index of [0, 11, 12, 27, 28, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] = tampered[index]! ^ 1;
      expect(box.open(secret, 'field', tampered.toString('base64url'))).toBeNull();
    }
    expect(box.open(secret, 'field', bytes.subarray(0, -1).toString('base64url'))).toBeNull();
    expect(box.open(secret, 'field', bytes.subarray(0, 28).toString('base64url'))).toBeNull();
  });

  it('opens only with the same context, secret and purpose', () => {
    const sealed = box.seal(secret, 'lead-1', 'secret text');
    expect(box.open(secret, 'lead-2', sealed)).toBeNull();
    expect(box.open(`${secret}!`, 'lead-1', sealed)).toBeNull();
    expect(sealBox({ salt: 'test-box', info: 'test box v2' }).open(secret, 'lead-1', sealed)).toBeNull();
    expect(sealBox({ salt: 'other-box', info: 'test box v1' }).open(secret, 'lead-1', sealed)).toBeNull();
    // The same purpose defined again is the same key: a box outlives the process that sealed it.
    expect(sealBox({ salt: 'test-box', info: 'test box v1' }).open(secret, 'lead-1', sealed)).toBe('secret text');
  });

  it('refuses junk, and text longer than the purpose allows', () => {
    for (const junk of ['', 'abc', '100001', 'a+b/c=', '!'.repeat(60), 'A'.repeat(5000)]) {
      expect(box.open(secret, 'field', junk)).toBeNull();
    }
    const short = sealBox({ salt: 'test-box', info: 'test box v1', maxChars: 64 });
    const sealed = box.seal(secret, 'field', 'x'.repeat(20));
    expect(sealed).toHaveLength(64);
    expect(short.open(secret, 'field', sealed)).toBe('x'.repeat(20));
    expect(short.open(secret, 'field', box.seal(secret, 'field', 'x'.repeat(30)))).toBeNull();
  });
});
