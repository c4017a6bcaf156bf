import type { SavedLessons } from './saved-lessons.ts';

/**
 * The device keeps one instructor's saved lessons at a time, in localStorage. They are replaced when another
 * instructor's are saved, dropped when a different instructor (or nobody) is signed in, and at sign-out.
 */
export const SAVED_LESSONS_KEY = 'portal.offline.saved-lessons';

const isSavedLessons = (value: unknown): value is SavedLessons => {
  const v = value as Partial<SavedLessons> | null;
  return (
    v?.version === 1 &&
    typeof v.instructorId === 'string' &&
    typeof v.savedAt === 'string' &&
    v.instructor?.id === v.instructorId &&
    Array.isArray(v.days) &&
    Array.isArray(v.lessons)
  );
};

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage switched off in the browser
  }
};

/** What is saved on this device, whoever it belongs to (offline there is no session to ask). */
export const readSavedLessons = (): SavedLessons | null => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SAVED_LESSONS_KEY) ?? 'null');
    return isSavedLessons(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The saved lessons only if they are this instructor's. */
export const savedLessonsFor = (instructorId: string): SavedLessons | null => {
  const saved = readSavedLessons();
  return saved?.instructorId === instructorId ? saved : null;
};

export const writeSavedLessons = (saved: SavedLessons): void => {
  try {
    storage()?.setItem(SAVED_LESSONS_KEY, JSON.stringify(saved));
  } catch {
    // A full or blocked storage: the app works online as before, nothing is kept.
  }
};

export const forgetSavedLessons = (): void => {
  storage()?.removeItem(SAVED_LESSONS_KEY);
};

/** Online, the session says who is signed in: anyone else's saved lessons go (null = nobody signed in). */
export const forgetOtherInstructors = (signedInId: string | null): void => {
  const saved = readSavedLessons();
  if (saved && saved.instructorId !== signedInId) forgetSavedLessons();
  else if (!saved && storage()?.getItem(SAVED_LESSONS_KEY) !== null) forgetSavedLessons();
};

/** Sign-out: the saved lessons and everything the service worker kept. */
export const clearOfflineData = async (): Promise<void> => {
  forgetSavedLessons();
  if (!('caches' in globalThis)) return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.startsWith('portal-')).map((key) => caches.delete(key)));
};
