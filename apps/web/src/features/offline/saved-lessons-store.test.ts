import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instructor as sessionInstructor } from '../../test/fixtures.ts';
import { type SavedLessons, savedLessonsOf } from './saved-lessons.ts';
import {
  clearOfflineData,
  forgetOtherInstructors,
  readSavedLessons,
  SAVED_LESSONS_KEY,
  savedLessonsFor,
  writeSavedLessons,
} from './saved-lessons-store.ts';

const savedFor = (id: string): SavedLessons =>
  savedLessonsOf(
    { __typename: 'Query', instructor: { __typename: 'Instructor', id, calendarEvents: [] } },
    sessionInstructor({ id }),
    new Date('2026-11-26T08:00:00Z'),
    ['2026-11-26', '2026-11-27'],
  );

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the saved lessons on this device', () => {
  it('reads back what was written, for that instructor only', () => {
    writeSavedLessons(savedFor('daniel'));
    expect(readSavedLessons()?.instructorId).toBe('daniel');
    expect(savedLessonsFor('daniel')?.instructor.fullName).toBe('Daniel Hughes');
    expect(savedLessonsFor('emma')).toBeNull();
  });

  it('keeps one instructor at a time: saving for another replaces the first', () => {
    writeSavedLessons(savedFor('daniel'));
    writeSavedLessons(savedFor('emma'));
    expect(savedLessonsFor('daniel')).toBeNull();
    expect(savedLessonsFor('emma')).not.toBeNull();
  });

  it('ignores what it cannot read (another version, a broken value)', () => {
    localStorage.setItem(SAVED_LESSONS_KEY, '{not json');
    expect(readSavedLessons()).toBeNull();
    localStorage.setItem(SAVED_LESSONS_KEY, JSON.stringify({ ...savedFor('daniel'), version: 2 }));
    expect(readSavedLessons()).toBeNull();
  });

  it("forgets them when someone else, or nobody, is signed in, and keeps the signed-in instructor's", () => {
    writeSavedLessons(savedFor('daniel'));
    forgetOtherInstructors('daniel');
    expect(readSavedLessons()).not.toBeNull();
    forgetOtherInstructors('emma');
    expect(localStorage.getItem(SAVED_LESSONS_KEY)).toBeNull();
    writeSavedLessons(savedFor('daniel'));
    forgetOtherInstructors(null);
    expect(localStorage.getItem(SAVED_LESSONS_KEY)).toBeNull();
  });

  it("clears the saved lessons and the app's caches at sign-out, leaving other caches alone", async () => {
    const names = new Set(['portal-shell-abc', 'someone-else']);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    writeSavedLessons(savedFor('daniel'));
    await clearOfflineData();
    expect(localStorage.getItem(SAVED_LESSONS_KEY)).toBeNull();
    expect([...names]).toEqual(['someone-else']);
  });
});
