import { describe, expect, it } from 'vitest';
import { lessonDayLabel, lessonTimeLabel } from './learner-page.ts';

describe("a lesson's day and time in words (the learner's page, offered slots, reminders)", () => {
  it("reads as en-GB's formatter does on the UK's clock, through both changes of the clocks", () => {
    const differ: string[] = [];
    // Every 3 hours 17 minutes over three years, and every 10 minutes around the 2026 changes.
    const instants = [
      ...Array.from({ length: 8_000 }, (_, i) => Date.UTC(2025, 0, 1) + i * (3 * 60 + 17) * 60_000),
      ...Array.from({ length: 600 }, (_, i) => Date.UTC(2026, 2, 28, 12) + i * 10 * 60_000),
      ...Array.from({ length: 600 }, (_, i) => Date.UTC(2026, 9, 24, 12) + i * 10 * 60_000),
    ];
    for (const t of instants) {
      const at = new Date(t);
      const day = at.toLocaleDateString('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/London',
      });
      const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
      if (lessonDayLabel(at) !== day || lessonTimeLabel(at) !== time)
        differ.push(`${at.toISOString()}: ${lessonDayLabel(at)} ${lessonTimeLabel(at)} vs ${day} ${time}`);
    }
    expect(differ).toEqual([]);
  });

  it('gives the words of a summer evening that is the next day in the UK', () => {
    expect(lessonDayLabel(new Date('2026-11-28T10:00:00Z'))).toBe('Saturday 28 November');
    expect(lessonDayLabel(new Date('2026-07-14T23:30:00Z'))).toBe('Wednesday 15 July');
    expect(lessonTimeLabel(new Date('2026-07-14T23:30:00Z'))).toBe('00:30');
  });
});
