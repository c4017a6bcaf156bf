import { describe, expect, it } from 'vitest';
import { toUkE164 } from './fields.ts';
import { maskMobile } from './mobile.ts';

describe('maskMobile', () => {
  it('shows the first two and last three digits of a UK mobile, national form', () => {
    expect(maskMobile('+447700900101')).toBe('07••• •••101');
  });

  it('never shows more than five digits of other lengths', () => {
    expect(maskMobile('+4477009001')).toBe('07•• ••001');
    expect(maskMobile('12345')).toBe('•••••');
  });

  it('masks what toUkE164 stores from a typed number', () => {
    expect(maskMobile(toUkE164('07700 900123'))).toBe('07••• •••123');
  });
});
