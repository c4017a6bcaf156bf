import { describe, expect, it } from 'vitest';
import { accessCodeText, CODE_TTL_MS, resendWaitSeconds } from './codes.ts';

describe('access code constants', () => {
  it('gives sign-in codes 3 minutes and reset codes 10', () => {
    expect(CODE_TTL_MS.sign_in).toBe(180_000);
    expect(CODE_TTL_MS.reset).toBe(600_000);
  });
});

describe('accessCodeText', () => {
  it('names the brand, the code and how long it lives', () => {
    expect(accessCodeText('aa', '123456', 'sign_in')).toBe(
      'Your AA Instructor Portal access code is 123456. It expires in 3 minutes. Never share this code.',
    );
    expect(accessCodeText('bsm', '004211', 'reset')).toBe(
      'Your BSM Instructor Portal access code is 004211. It expires in 10 minutes. Never share this code.',
    );
  });
});

describe('resendWaitSeconds', () => {
  const sent = new Date('2026-10-25T00:59:50Z');
  it('counts down the 30 seconds after the last text', () => {
    expect(resendWaitSeconds(sent, sent)).toBe(30);
    expect(resendWaitSeconds(sent, new Date(sent.getTime() + 29_001))).toBe(1);
    expect(resendWaitSeconds(sent, new Date(sent.getTime() + 30_000))).toBe(0);
    expect(resendWaitSeconds(sent, new Date(sent.getTime() + 90_000))).toBe(0);
  });
});
