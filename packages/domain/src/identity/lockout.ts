/**
 * Account lockout as AWS Cognito does it: five failed passwords or codes are free, then every further
 * failure locks the account for 2^(n-5) seconds (n = failures so far), at most 15 minutes. Fifteen quiet
 * minutes without a failure, or a success, clear the count. While locked, attempts are not even checked.
 */
export const FREE_FAILED_ATTEMPTS = 5;
const MAX_LOCKOUT_MS = 15 * 60_000;
export const QUIET_RESET_MS = 15 * 60_000;

export type ThrottleState = { failedCount: number; lastFailedAt: Date | null; lockedUntil: Date | null };

export const emptyThrottle: ThrottleState = { failedCount: 0, lastFailedAt: null, lockedUntil: null };

/** How long the n-th failure locks the account for: none below five, then 1 s, 2 s, 4 s ... capped at 15 min. */
export const lockoutDurationMs = (failures: number): number => {
  if (failures < FREE_FAILED_ATTEMPTS) return 0;
  const exponent = failures - FREE_FAILED_ATTEMPTS;
  // 2^10 s already exceeds the cap; avoid huge powers for large counts.
  return exponent >= 10 ? MAX_LOCKOUT_MS : Math.min(2 ** exponent * 1000, MAX_LOCKOUT_MS);
};

/** The state as it stands at `now`: after 15 quiet minutes the failures are forgotten. */
export const currentThrottle = (state: ThrottleState, now: Date): ThrottleState => {
  if (!state.lastFailedAt) return state.lockedUntil && state.lockedUntil > now ? state : emptyThrottle;
  if (now.getTime() - state.lastFailedAt.getTime() >= QUIET_RESET_MS) return emptyThrottle;
  return state;
};

export const isLockedOut = (state: ThrottleState, now: Date): boolean =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

/** The lock's end while it lasts, else null. */
export const lockoutExpiry = (state: ThrottleState, now: Date): Date | null =>
  isLockedOut(state, now) ? state.lockedUntil : null;

/** Attempts left before the next failure locks the account (0 once the free five are spent). */
export const attemptsRemaining = (state: ThrottleState, now: Date): number =>
  Math.max(0, FREE_FAILED_ATTEMPTS - currentThrottle(state, now).failedCount);

/** One more failure at `now`. */
export const recordFailure = (state: ThrottleState, now: Date): ThrottleState => {
  const failedCount = currentThrottle(state, now).failedCount + 1;
  const duration = lockoutDurationMs(failedCount);
  return { failedCount, lastFailedAt: now, lockedUntil: duration > 0 ? new Date(now.getTime() + duration) : null };
};

const sameState = (a: ThrottleState, b: ThrottleState): boolean =>
  a.failedCount === b.failedCount &&
  a.lastFailedAt?.getTime() === b.lastFailedAt?.getTime() &&
  a.lockedUntil?.getTime() === b.lockedUntil?.getTime();

/**
 * Gives back an attempt that was counted before it was checked and turned out right. If nothing else
 * happened meanwhile the state returns to what it was; otherwise the count drops by one but any lock stays.
 */
export const withdrawFailure = (
  current: ThrottleState,
  charged: ThrottleState,
  before: ThrottleState,
): ThrottleState =>
  sameState(current, charged) ? before : { ...current, failedCount: Math.max(0, current.failedCount - 1) };
