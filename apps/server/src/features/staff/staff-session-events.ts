import type { PubSub } from '../../lib/pubsub/pubsub.ts';

/**
 * A member's sessions ended or their access changed (deactivation, a reset second factor, new roles, sign out
 * everywhere): announced to every instance, so work that outlives a request (an event stream) ends at once.
 * Requests need nothing: each reads the member's session and standing from the database.
 */
export const STAFF_SESSIONS_CHANNEL = 'staff-sessions';

export const announceStaffChange = (pubsub: PubSub, staffId: string): Promise<void> =>
  pubsub.publish(STAFF_SESSIONS_CHANNEL, JSON.stringify({ staffId })).catch(() => undefined);

const staffIdOf = (payload: string): string | null => {
  try {
    const parsed = JSON.parse(payload) as { staffId?: unknown };
    return typeof parsed.staffId === 'string' ? parsed.staffId : null;
  } catch {
    return null;
  }
};

/**
 * Calls `ended` once when a change to the member is announced (an unreadable announcement may be theirs). A lost
 * connection is left to the stream's own periodic session check. Returns `stop`.
 */
export const watchStaffMember = (pubsub: PubSub, staffId: string, ended: () => void): (() => void) => {
  let over = false;
  const subscription = pubsub.subscribe(STAFF_SESSIONS_CHANNEL, {
    message: (payload) => {
      const named = staffIdOf(payload);
      if (over || (named !== null && named !== staffId)) return;
      over = true;
      subscription.unsubscribe();
      ended();
    },
    interrupted: () => undefined,
  });
  return () => {
    over = true;
    subscription.unsubscribe();
  };
};
