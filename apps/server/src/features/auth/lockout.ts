import {
  attemptsRemaining,
  isLockedOut,
  lockoutExpiry,
  QUIET_RESET_MS,
  recordFailure,
  type ThrottleState,
  withdrawFailure,
} from '@portal/domain/identity';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { deleteQuietThrottles, deleteThrottle, lockThrottle, updateThrottle } from './auth.repository.ts';

/**
 * An attempt is counted as a failure before it is checked and given back if it was right. So concurrent
 * attempts cannot slip past the lock together: each one's charge is visible to the next.
 */
export type Charge =
  | { allowed: true; key: string; before: ThrottleState; charged: ThrottleState }
  | { allowed: false; key: string; state: ThrottleState };

export const chargeAttempt = (deps: AppDeps, key: string): Promise<Charge> =>
  inTransaction(async () => {
    const state = await lockThrottle(key);
    const now = deps.clock.now();
    if (isLockedOut(state, now)) return { allowed: false, key, state };
    const charged = recordFailure(state, now);
    await updateThrottle(key, charged);
    return { allowed: true, key, before: state, charged };
  });

/** The attempt was right after all (a correct password): not a failure, but not a full success either. */
export const withdrawAttempt = (charge: Extract<Charge, { allowed: true }>): Promise<ThrottleState> =>
  inTransaction(async () => {
    const next = withdrawFailure(await lockThrottle(charge.key), charge.charged, charge.before);
    await updateThrottle(charge.key, next);
    return next;
  });

/** A completed sign-in or password reset clears the count, and sweeps rows that no longer count. */
export const clearAttempts = async (deps: AppDeps, key: string) => {
  const now = deps.clock.now();
  await deleteThrottle(key);
  await deleteQuietThrottles(new Date(now.getTime() - QUIET_RESET_MS), now);
};

/** What the login result tells about the throttle. */
export const throttleSummary = (state: ThrottleState, now: Date) => {
  const expiry = lockoutExpiry(state, now);
  return {
    attemptsRemaining: attemptsRemaining(state, now),
    lockoutExpiry: expiry,
    lockoutSeconds: expiry ? Math.ceil((expiry.getTime() - now.getTime()) / 1000) : null,
  };
};
