import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './index.ts';
import { parseCommand } from './parse-command.ts';

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { reason: error.reason, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('parseCommand', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name required'),
    slots: z.array(z.object({ minutes: z.number() })),
  });

  it('gives back the parsed input', () => {
    expect(parseCommand(schema, { name: 'a', slots: [] })).toEqual({ name: 'a', slots: [] });
  });

  it('turns the first issue into INVALID_INPUT naming the field', () => {
    expect(failureOf(() => parseCommand(schema, { name: '', slots: [] }))).toEqual({
      reason: 'INVALID_INPUT',
      message: 'Name required',
      details: { field: 'name' },
    });
  });

  it('names the innermost field of a nested issue', () => {
    const nested = z.object({ slots: z.array(z.object({ minutes: z.number().max(60, 'Too long') })) });
    expect(failureOf(() => parseCommand(nested, { slots: [{ minutes: 1 }, { minutes: 90 }] })).details).toEqual({
      field: 'minutes',
    });
  });

  it("drops the spec's leading '^' and keeps a reason the rule names", () => {
    const dated = z.object({ at: z.number() }).superRefine((_value, ctx) => {
      ctx.addIssue({
        code: 'custom',
        message: '^Cannot be in the past',
        path: [],
        params: { reason: 'BOOKING_IN_PAST' },
      });
    });
    expect(failureOf(() => parseCommand(dated, { at: 1 }))).toEqual({
      reason: 'BOOKING_IN_PAST',
      message: 'Cannot be in the past',
      details: undefined,
    });
  });

  it('ignores a reason that is not one of the error reasons', () => {
    const odd = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'Odd', params: { reason: 'NOT_A_REASON' } });
    });
    expect(failureOf(() => parseCommand(odd, 'x')).reason).toBe('INVALID_INPUT');
  });
});
