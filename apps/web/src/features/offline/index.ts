/**
 * What other features use of the offline layer (issue 8 §4): the auth gate (offline session, who may keep
 * saved lessons) and sign-out. Kept light, it sits in the sign-in bundle; the shell and the entry import the
 * banner, the saved-lessons page, the saver and the worker's registration from their files.
 */
export { useOnReconnect } from './hooks/use-online.ts';
export { offlineMessages } from './messages.ts';
export { OfflineSession } from './offline-session.tsx';
export { clearOfflineData, forgetOtherInstructors, readSavedLessons } from './saved-lessons-store.ts';
