import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type FeedItem, feedBody } from './feed-body.ts';
import { dateTimeProperty, escapeText, foldLine, serialize } from './ical.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('the iCalendar writer (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and newlines in TEXT', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const summary = `SUMMARY:${escapeText('Lesson: Zoë Ångström-Ólafsdóttir, 🚗 pickup; the long way round, '.repeat(4))}`;
    const folded = foldLine(summary);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(summary);
    // A real parser reads it back.
    const parsed = ICAL.parse(
      serialize(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', summary, 'END:VCALENDAR']),
    );
    const calendar = new ICAL.Component(parsed);
    expect(calendar.getFirstPropertyValue('summary')).toBe(
      'Lesson: Zoë Ångström-Ólafsdóttir, 🚗 pickup; the long way round, '.repeat(4),
    );
  });

  it('writes London wall-clock times, and the second 01:30 of October in UTC', () => {
    expect(dateTimeProperty('DTSTART', new Date('2030-01-07T09:00:00Z'))).toBe(
      'DTSTART;TZID=Europe/London:20300107T090000',
    );
    expect(dateTimeProperty('DTSTART', new Date('2030-07-01T09:00:00Z'))).toBe(
      'DTSTART;TZID=Europe/London:20300701T100000',
    );
    // 27 October 2030: 01:30 BST (00:30 UTC) then 01:30 GMT (01:30 UTC).
    expect(dateTimeProperty('DTSTART', new Date('2030-10-27T00:30:00Z'))).toBe(
      'DTSTART;TZID=Europe/London:20301027T013000',
    );
    expect(dateTimeProperty('DTSTART', new Date('2030-10-27T01:30:00Z'))).toBe('DTSTART:20301027T013000Z');
  });

  it('writes an all-day time off as whole days, ending the day after its last', () => {
    const item: FeedItem = {
      id: '6f1c3c3e-0000-4000-8000-000000000001',
      kind: 'time_off',
      startAt: new Date('2030-06-02T23:00:00Z'),
      endAt: new Date('2030-06-04T23:00:00Z'),
      busyFrom: new Date('2030-06-02T23:00:00Z'),
      travelMinutes: 0,
      status: 'Active',
      test: false,
      allDay: true,
      sequence: 2,
      createdAt: new Date('2030-05-01T10:00:00Z'),
      updatedAt: new Date('2030-05-02T10:00:00Z'),
      firstName: null,
      lastName: null,
      pickupLine1: null,
      pickupLine2: null,
      pickupTown: null,
      pickupPostcode: null,
    };
    const text = feedBody('FirstName', [item]);
    expect(text).toContain('DTSTART;VALUE=DATE:20300603\r\nDTEND;VALUE=DATE:20300605\r\n');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect([event.startDate.isDate, event.sequence, event.summary]).toEqual([true, 2, 'Time off']);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
