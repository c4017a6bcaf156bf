import { describe, expect, it } from 'vitest';
import { addressKey } from './client-throttle.ts';

describe('the address a sign-in limit counts by', () => {
  it('keeps an IPv4 address whole, also when IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64, however the address is written', () => {
    const network = '2001:0db8:0000:0042::/64';
    expect(addressKey('2001:db8:0:42::1')).toBe(network);
    expect(addressKey('2001:DB8:0:42:ffff:1:2:3')).toBe(network);
    expect(addressKey('2001:db8::42:0:0:0:9')).toBe(network);
    expect(addressKey('2001:db8::9')).toBe('2001:0db8:0000:0000::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('2001:db8:0:43::1')).not.toBe(network);
  });
});
