import { createContext, type ReactNode, useContext } from 'react';
import { SessionContext } from '../../lib/session/session-context.ts';
import type { SavedLessons } from './saved-lessons.ts';

const OfflineSessionContext = createContext<SavedLessons | null>(null);

/**
 * The session could not be checked (no signal) but lessons are saved on this device: the shell is drawn for
 * the instructor they belong to, and shows them instead of the pages that need the server.
 */
export const OfflineSession = ({ saved, children }: { saved: SavedLessons; children: ReactNode }) => (
  <SessionContext value={saved.instructor}>
    <OfflineSessionContext value={saved}>{children}</OfflineSessionContext>
  </SessionContext>
);

/** The saved lessons the app is running on, or null when the session was checked online. */
export const useOfflineSession = (): SavedLessons | null => useContext(OfflineSessionContext);
