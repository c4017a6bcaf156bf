import { describe, expect, it } from 'vitest';
import { defaultNewEventStart } from './defaults.ts';

const at = (iso: string) => new Date(iso);

describe('the New Event button start (spec 2 §4), on the UK wall clock', () => {
  it('is 09:00 on a weekday, in winter (GMT) and in summer (BST)', () => {
    const now = at('2030-01-01T08:00:00Z');
    expect(defaultNewEventStart(at('2030-01-15T00:00:00Z'), now)).toEqual(at('2030-01-15T09:00:00Z'));
    expect(defaultNewEventStart(at('2030-06-04T00:00:00+01:00'), now)).toEqual(at('2030-06-04T08:00:00Z'));
  });

  it('moves a weekend day to the next day, across both clock changes', () => {
    const now = at('2030-01-01T08:00:00Z');
    // Saturday 30 March 2030: the clocks go forward on the Sunday it moves to.
    expect(defaultNewEventStart(at('2030-03-30T00:00:00Z'), now)).toEqual(at('2030-03-31T08:00:00Z'));
    // Saturday 26 October 2030: the clocks go back on the Sunday.
    expect(defaultNewEventStart(at('2030-10-26T00:00:00+01:00'), now)).toEqual(at('2030-10-27T09:00:00Z'));
    // Sunday 31 March 2030 moves to Monday, 09:00 BST.
    expect(defaultNewEventStart(at('2030-03-31T00:00:00Z'), now)).toEqual(at('2030-04-01T08:00:00Z'));
  });

  it('is the next whole hour when the day is today and 09:00 has passed', () => {
    const day = at('2030-06-04T00:00:00+01:00');
    expect(defaultNewEventStart(day, at('2030-06-04T09:20:00Z'))).toEqual(at('2030-06-04T10:00:00Z'));
    expect(defaultNewEventStart(day, at('2030-06-04T08:00:00Z'))).toEqual(at('2030-06-04T09:00:00Z'));
  });

  it('is 09:00 the next day when a default lesson from the next hour would run past midnight', () => {
    const winter = at('2030-01-15T00:00:00Z');
    expect(defaultNewEventStart(winter, at('2030-01-15T20:30:00Z'))).toEqual(at('2030-01-15T21:00:00Z'));
    expect(defaultNewEventStart(winter, at('2030-01-15T21:20:00Z'))).toEqual(at('2030-01-16T09:00:00Z'));
    // 22:10 BST is 21:10 UTC: 23:00 to 01:00 would cross midnight; 09:00 BST the next day.
    expect(defaultNewEventStart(at('2030-06-04T00:00:00+01:00'), at('2030-06-04T21:10:00Z'))).toEqual(
      at('2030-06-05T08:00:00Z'),
    );
  });

  it('is 09:00 today while it is before 09:00 in the UK', () => {
    // 08:30 BST is 07:30 UTC; 08:59 GMT is 08:59 UTC.
    expect(defaultNewEventStart(at('2030-06-04T00:00:00+01:00'), at('2030-06-04T07:30:00Z'))).toEqual(
      at('2030-06-04T08:00:00Z'),
    );
    expect(defaultNewEventStart(at('2030-01-15T00:00:00Z'), at('2030-01-15T08:59:00Z'))).toEqual(
      at('2030-01-15T09:00:00Z'),
    );
  });
});
