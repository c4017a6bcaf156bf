/**
 * Told when the server answers UNAUTHENTICATED to a signed-in screen (idle or absolute timeout, signed out
 * elsewhere): the session provider listens and the app goes back to sign-in.
 */
const listeners = new Set<() => void>();

export const onSessionExpired = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const reportSessionExpired = (): void => {
  for (const listener of listeners) listener();
};
