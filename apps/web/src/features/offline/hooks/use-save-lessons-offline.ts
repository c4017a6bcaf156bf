import { pageAccess } from '@portal/domain/access';
import { localDateOf } from '@portal/domain/calendar';
import { useEffect, useMemo } from 'react';
import { useGlobalConfig } from '../../../lib/global-config/use-global-config.ts';
import { type SessionInstructor, viewerOf } from '../../../lib/session/session-context.ts';
import { useOfflineLessons } from '../api/use-offline-lessons.ts';
import { savedLessonsOf, savedWindow } from '../saved-lessons.ts';
import { writeSavedLessons } from '../saved-lessons-store.ts';

/**
 * While signed in online, keeps today's and tomorrow's lessons on the device for when there is no signal
 * (only for an instructor who may use the calendar; refreshed whenever the lessons change).
 */
export const useSaveLessonsOffline = (instructor: SessionInstructor, online: boolean): void => {
  const flags = useGlobalConfig();
  const allowed = pageAccess('Calendar', viewerOf(instructor), flags).kind === 'allowed';
  const today = localDateOf(new Date());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window when the UK day changes
  const window = useMemo(() => savedWindow(new Date()), [today]);
  const result = useOfflineLessons(instructor.id, window, !(allowed && online));
  const { data, stale, fetching, error } = result;
  useEffect(() => {
    if (!data || stale || fetching || error) return;
    writeSavedLessons(savedLessonsOf(data, instructor, new Date(), window.days));
  }, [data, stale, fetching, error, instructor, window]);
};
