import { useCallback, useSyncExternalStore } from 'react';

/** The hour heights the zoom steps through, in px (issue 26 §1); a pinch lands on the nearest. */
export const HOUR_HEIGHTS = [40, 48, 64, 88, 120] as const;
const KEY = 'calendar.hourHeight';
/** A phone opens at 48 px an hour: a working day (11+ hours) in view on a 390x844 screen. */
const PHONE_DEFAULT = 48;
const DESKTOP_DEFAULT = 64;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = (): number | null => {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return HOUR_HEIGHTS.includes(value as (typeof HOUR_HEIGHTS)[number]) ? value : null;
  } catch {
    return null;
  }
};

export const nearestHourHeight = (px: number): number =>
  HOUR_HEIGHTS.reduce((best, h) => (Math.abs(h - px) < Math.abs(best - px) ? h : best), HOUR_HEIGHTS[0]);

/** The time grid's hour height, remembered on this device (localStorage) across visits. */
export const useHourHeight = (phone: boolean) => {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const height = stored ?? (phone ? PHONE_DEFAULT : DESKTOP_DEFAULT);
  const setHeight = useCallback((next: number) => {
    try {
      window.localStorage.setItem(KEY, String(nearestHourHeight(next)));
    } catch {
      // Private mode without storage: the zoom lasts until the page is left.
    }
    for (const listener of listeners) listener();
  }, []);
  const index = HOUR_HEIGHTS.indexOf(height as (typeof HOUR_HEIGHTS)[number]);
  return {
    height,
    setHeight,
    zoomIn: index < HOUR_HEIGHTS.length - 1 ? () => setHeight(HOUR_HEIGHTS[index + 1]!) : null,
    zoomOut: index > 0 ? () => setHeight(HOUR_HEIGHTS[index - 1]!) : null,
  };
};
