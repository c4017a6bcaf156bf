import type { CombinedError } from 'urql';

/** The server's own message (shown as given, spec 2 §8), or null for a network failure. */
export const serverMessage = (error: CombinedError | undefined | null): string | null => {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  return first ? first.message : null;
};

/** Spec 2 §8: network errors show no server text; we still tell the user nothing was saved. */
export const OFFLINE_MESSAGE = "We couldn't reach the server, so nothing was saved. Check your signal and try again.";

export const messageOrOffline = (error: CombinedError | undefined | null): string =>
  serverMessage(error) ?? OFFLINE_MESSAGE;
