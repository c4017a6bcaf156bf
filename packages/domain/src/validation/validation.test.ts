import { describe, expect, it } from 'vitest';
import {
  instantInRange,
  isInstantInRange,
  isIsoDate,
  isMultiLineText,
  isoDateInRange,
  isSingleLineText,
  validationMessages as m,
  multiLineText,
  singleLineText,
} from './index.ts';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('text without control characters', () => {
  it('refuses NUL, escape, DEL and C1 controls on one line and in many', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', 'x\u0085', '\u0008']) {
      expect(isSingleLineText(bad)).toBe(false);
      expect(isMultiLineText(bad)).toBe(false);
    }
  });
  it('keeps tabs and line breaks only where a text may have several lines', () => {
    for (const layout of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isMultiLineText(layout)).toBe(true);
      expect(isSingleLineText(layout)).toBe(false);
    }
  });
  it('accepts ordinary text, accents and emoji', () => {
    for (const fine of ['', 'Pick up at the station', 'Siân Ó Dónaill – £30 ✓ 🚗']) {
      expect(isSingleLineText(fine)).toBe(true);
      expect(isMultiLineText(fine)).toBe(true);
    }
  });
  it('gives its message through the schemas, which keep their string rules', () => {
    expect(firstMessage(singleLineText().safeParse('a\u0000'))).toBe(m.controlCharacters);
    expect(firstMessage(multiLineText().max(3, 'too long').safeParse('ab\u0000cd'))).toBe(m.controlCharacters);
    expect(firstMessage(multiLineText().max(3, 'too long').safeParse('a\nbcd'))).toBe('too long');
    expect(multiLineText().safeParse('a\n\tb').success).toBe(true);
  });
});

describe('dates within the portal years', () => {
  it('takes instants from 2000 to 2100 only', () => {
    expect(isInstantInRange(new Date('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isInstantInRange(new Date('2100-12-31T23:59:59Z'))).toBe(true);
    expect(isInstantInRange(new Date('1999-12-31T23:59:59Z'))).toBe(false);
    expect(isInstantInRange(new Date('2101-01-01T00:00:00Z'))).toBe(false);
    expect(isInstantInRange(new Date('+275760-09-13T00:00:00Z'))).toBe(false);
    expect(isInstantInRange(new Date(Number.NaN))).toBe(false);
  });
  it('refuses an instant out of range, and leaves an invalid one to the rules that name it', () => {
    expect(firstMessage(instantInRange.safeParse(new Date('+275760-09-13T00:00:00Z')))).toBe(m.dateOutOfRange);
    expect(firstMessage(instantInRange.safeParse(new Date('1900-01-01T00:00:00Z')))).toBe(m.dateOutOfRange);
    expect(instantInRange.safeParse(new Date(Number.NaN)).success).toBe(true);
    expect(instantInRange.safeParse('2030-01-01').success).toBe(false);
  });
  it('takes calendar dates that exist, written yyyy-MM-dd, within the years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2030-02-29')).toBe(false);
    expect(isIsoDate('2030-13-01')).toBe(false);
    expect(isIsoDate('2030-1-01')).toBe(false);
    expect(isoDateInRange.safeParse('2030-06-30').success).toBe(true);
    expect(firstMessage(isoDateInRange.safeParse('2030-02-30'))).toBe(m.invalidDate);
    expect(firstMessage(isoDateInRange.safeParse('9999-12-31'))).toBe(m.dateOutOfRange);
    expect(firstMessage(isoDateInRange.safeParse('1999-12-31'))).toBe(m.dateOutOfRange);
  });
});
