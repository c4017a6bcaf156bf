import { pageAccess } from '@portal/domain/access';
import { localDateOf } from '@portal/domain/time';
import { useEffect, useMemo, useReducer } from 'react';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { type SessionInstructor, viewerOf } from '../../../lib/session/session-context.ts';
import { useOfflineLessons } from '../api/use-offline-lessons.ts';
import { savedLessonsOf, savedWindow } from '../saved-lessons.ts';
import { writeSavedLessons } from '../saved-lessons-store.ts';

/**
 * While signed in online, keeps today's and tomorrow's lessons on the device for when there is no signal
 * (only for an instructor who may use the calendar). Refreshed whenever the lessons change, and each time the
 * app comes back to the screen (an installed app may sit in the background overnight).
 */
export const useSaveLessonsOffline = (instructor: SessionInstructor, online: boolean): void => {
  const flags = useGlobalConfig();
  const allowed = pageAccess('Calendar', viewerOf(instructor), flags).kind === 'allowed';
  const [shown, showAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const handleVisible = () => {
      if (document.visibilityState === 'visible') showAgain();
    };
    document.addEventListener('visibilitychange', handleVisible);
    return () => document.removeEventListener('visibilitychange', handleVisible);
  }, []);
  const today = localDateOf(new Date());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window when the UK day changes
  const window = useMemo(() => savedWindow(new Date()), [today]);
  const active = allowed && online;
  const [result, refetch] = useOfflineLessons(instructor.id, window, !active);
  const { data, stale, fetching, error } = result;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the app is shown again
  useEffect(() => {
    if (shown > 0 && active) refetch({ requestPolicy: 'network-only' });
  }, [shown]);
  useEffect(() => {
    if (!data || stale || fetching || error) return;
    writeSavedLessons(savedLessonsOf(data, instructor, new Date(), window.days));
  }, [data, stale, fetching, error, instructor, window]);
};
