import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar } from './scalars.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('DateTime scalar', () => {
  it('takes ISO 8601 instants with an offset', () => {
    expect(DateTimeScalar.parseValue('2030-01-08T10:00:00.000Z')).toEqual(new Date('2030-01-08T10:00:00Z'));
    expect(DateTimeScalar.parseValue('2030-01-08T10:00:00+01:00')).toEqual(new Date('2030-01-08T09:00:00Z'));
    expect(DateTimeScalar.parseValue('2030-01-08T10:00Z')).toEqual(new Date('2030-01-08T10:00:00Z'));
    expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2030-01-08T10:00:00Z' })).toEqual(
      new Date('2030-01-08T10:00:00Z'),
    );
  });

  it('refuses expanded years, impossible days, text Date.parse would guess at, and no offset', () => {
    for (const bad of [
      '+275760-09-13T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '2030-02-30T10:00:00Z',
      '2030-01-08T24:00:00Z',
      '2030-01-08T10:00:00',
      '2030-01-08',
      'March 7',
      '1',
      '',
    ]) {
      expect(
        refusal(() => DateTimeScalar.parseValue(bad)),
        bad,
      ).toMatch(/^Invalid DateTime: expected an ISO 8601/);
    }
    expect(refusal(() => DateTimeScalar.parseValue(1_700_000_000_000))).toMatch(/^Invalid DateTime/);
    expect(refusal(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1' }))).toMatch(/^Invalid DateTime/);
  });
});

describe('Date scalar', () => {
  it('takes real calendar days only', () => {
    expect(DateScalar.parseValue('2028-02-29')).toBe('2028-02-29');
    expect(DateScalar.parseValue('0001-01-01')).toBe('0001-01-01');
    for (const bad of ['2030-02-29', '2030-13-01', '0000-01-01', '+275760-09-13', '2030-1-8', '2030-01-08T00:00:00Z']) {
      expect(
        refusal(() => DateScalar.parseValue(bad)),
        bad,
      ).toMatch(/^Invalid Date: expected a calendar date/);
    }
  });
});
