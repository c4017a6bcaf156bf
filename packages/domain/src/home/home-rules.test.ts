import { describe, expect, it } from 'vitest';
import {
  formatBreak,
  homeMessages,
  lessonValuePence,
  todaysLessonsTitle,
  visibleReminders,
  withBreaks,
} from './index.ts';

const at = (hhmm: string) => new Date(`2026-03-29T${hhmm}:00Z`);
const lesson = (id: string, start: string, end: string) => ({ id, startDateTime: at(start), endDateTime: at(end) });

describe('reminders', () => {
  it('shows only the kinds with something to do, in the spec order, with their links', () => {
    const reminders = visibleReminders({ UPLOAD_DOCUMENTS: 2, APPROVE_LEARNER: 1, SERVICE_MESSAGE: 0 });
    expect(reminders).toEqual([
      { kind: 'APPROVE_LEARNER', count: 1, label: '1 new learner to approve', path: '/learners' },
      {
        kind: 'UPLOAD_DOCUMENTS',
        count: 2,
        label: '2 documents to upload',
        path: '/settings/my-details#documents',
      },
    ]);
  });
  it('has none to show when every count is 0 or missing', () => {
    expect(visibleReminders({})).toEqual([]);
    expect(visibleReminders({ OPEN_CAP: 0 })).toEqual([]);
    expect(homeMessages.noReminders).toBe('You don’t have any reminders today.');
  });
  it('pluralises and links the cap and message reminders', () => {
    const [messages, cap] = visibleReminders({ SERVICE_MESSAGE: 3, OPEN_CAP: 1 });
    expect(messages).toMatchObject({ label: '3 service messages', path: '/messages' });
    expect(cap).toMatchObject({ label: 'Open your cap: 1 franchise is closed to new learners' });
    expect(cap?.path).toBe('/settings/preferences');
  });
});

describe("today's lessons", () => {
  it('titles the card with the pluralised count', () => {
    expect(todaysLessonsTitle(0)).toBe('0 lessons');
    expect(todaysLessonsTitle(1)).toBe('1 lesson');
    expect(todaysLessonsTitle(4)).toBe('4 lessons');
  });
  it('formats break durations', () => {
    expect(formatBreak(45)).toBe('45 min break');
    expect(formatBreak(60)).toBe('1 hr break');
    expect(formatBreak(90)).toBe('1 hr 30 min break');
    expect(formatBreak(15)).toBe('15 min break');
  });
  it('puts the breaks between lessons in time order, none for back-to-back lessons', () => {
    const entries = withBreaks([
      lesson('c', '14:00', '15:00'),
      lesson('a', '09:00', '10:00'),
      lesson('b', '10:45', '12:00'),
      lesson('d', '15:00', '16:00'),
    ]);
    expect(entries.map((e) => (e.type === 'lesson' ? e.lesson.id : e.label))).toEqual([
      'a',
      '45 min break',
      'b',
      '2 hr break',
      'c',
      'd',
    ]);
  });
  it('measures the break in real minutes across the spring clock change', () => {
    // 29/03/2026: 00:59 UTC is 00:59 GMT, 01:00 UTC is 02:00 BST.
    const entries = withBreaks([lesson('a', '00:00', '00:30'), lesson('b', '01:15', '02:00')]);
    expect(entries[1]).toMatchObject({ type: 'break', minutes: 45 });
  });
});

describe("today's income", () => {
  it('prices a lesson at its hourly rate for its length, plus VAT', () => {
    expect(lessonValuePence(60, 3500, 0.2)).toBe(4200);
    expect(lessonValuePence(90, 3500, 0.2)).toBe(6300);
    expect(lessonValuePence(120, 3333, 0)).toBe(6666);
  });
});
