import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a connection (it says so when it has none; "online" may still be a weak signal). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** Calls back each time the connection comes back. */
export const useOnReconnect = (callback: () => void): void => {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const handleOnline = () => latest.current();
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, []);
};
