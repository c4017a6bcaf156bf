import { describe, expect, it } from 'vitest';
import { appSignInLink, decryptAppLinkValue, encryptAppLinkValue } from './app-link.ts';

const key = 'a-server-key-of-at-least-thirty-two-characters';

describe('app sign-in link values', () => {
  it('round-trips, with a fresh IV each time', () => {
    const a = encryptAppLinkValue(key, 'pw', 'Drive2Pass £');
    const b = encryptAppLinkValue(key, 'pw', 'Drive2Pass £');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptAppLinkValue(key, 'pw', a)).toBe('Drive2Pass £');
  });

  it('refuses a tampered value, another field, another key, and junk', () => {
    const value = encryptAppLinkValue(key, 'adi', '100001');
    const bytes = Buffer.from(value, 'base64url');
    for (const index of [0, 13, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] = tampered[index]! ^ 1;
      expect(decryptAppLinkValue(key, 'adi', tampered.toString('base64url'))).toBeNull();
    }
    expect(decryptAppLinkValue(key, 'pw', value)).toBeNull();
    expect(decryptAppLinkValue(`${key}!`, 'adi', value)).toBeNull();
    for (const junk of ['', 'abc', '100001', 'a+b/c=', 'A'.repeat(5000)]) {
      expect(decryptAppLinkValue(key, 'adi', junk)).toBeNull();
    }
  });

  it('builds a link to the yellow brand sign-in with app=true', () => {
    const link = new URL(appSignInLink('http://localhost:3000', key, '100001', 'Drive2Pass'));
    expect(link.pathname).toBe('/aa/sign-in');
    expect(link.searchParams.get('app')).toBe('true');
    expect(decryptAppLinkValue(key, 'adi', link.searchParams.get('adi')!)).toBe('100001');
    expect(decryptAppLinkValue(key, 'pw', link.searchParams.get('pw')!)).toBe('Drive2Pass');
  });
});

describe('app sign-in link format', () => {
  it('still opens values made before lib/crypto existed, as the app makes them', () => {
    expect(decryptAppLinkValue(key, 'adi', '0XBtGLH5rMojzdOp9nfuAZE5unFlhzUGwOG_6XK5qGGvxA')).toBe('100001');
    expect(decryptAppLinkValue(key, 'pw', 'b1RdYJ19d7iDeUGheX7ArpjysF-vdurhygY7Lw5ehUcU-B8awFDszCI')).toBe(
      'Drive2Pass £',
    );
  });
});
