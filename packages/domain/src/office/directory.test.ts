import { describe, expect, it } from 'vitest';
import {
  capacityLockSchema,
  directorySearchSchema,
  directorySearchTerms,
  directoryMessages as m,
} from './directory.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the directory search box', () => {
  it('matches a name, the start of an ADI number or of a postcode, spaces ignored', () => {
    expect(directorySearchTerms('  Daniel   Hughes ')).toEqual({
      name: 'Daniel Hughes',
      adiPrefix: null,
      postcodePrefix: null,
    });
    expect(directorySearchTerms('1000')).toEqual({ name: '1000', adiPrefix: '1000', postcodePrefix: null });
    expect(directorySearchTerms('ls6 3a')).toEqual({ name: 'ls6 3a', adiPrefix: null, postcodePrefix: 'LS63A' });
    expect(directorySearchTerms('   ')).toBeNull();
  });
  it("refuses a search too long or a page that is not one of the directory's", () => {
    expect(firstMessage(directorySearchSchema.safeParse({ search: 'x'.repeat(61) }))).toBe(m.searchTooLong);
    expect(firstMessage(directorySearchSchema.safeParse({ after: 'x'.repeat(401) }))).toBe(m.pageInvalid);
    expect(firstMessage(directorySearchSchema.safeParse({ after: 7 }))).toBe(m.pageInvalid);
    expect(firstMessage(directorySearchSchema.safeParse({ brand: 'AA' }))).not.toBeNull();
    expect(directorySearchSchema.parse({ search: ' LS6 ', statuses: ['Active'] })).toMatchObject({ search: 'LS6' });
  });
  it('locks a franchise named by its id', () => {
    expect(firstMessage(capacityLockSchema.safeParse({ franchiseId: 'x', locked: true }))).toBe(m.franchiseNotFound);
  });
});
