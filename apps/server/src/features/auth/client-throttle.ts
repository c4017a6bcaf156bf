import { isIPv6 } from 'node:net';
import { DomainError } from '@portal/domain/errors';
import { identityMessages as m } from '@portal/domain/identity';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from './use-case.ts';

/**
 * Failed sign-in steps one client address may make in an hour (SIGN_IN_FAILURES_PER_ADDRESS, 50 unless set): wrong passwords (known or unknown ADI numbers),
 * wrong codes, and reset requests or reset codes that do not match. Right answers are given back, so an office
 * of instructors behind one address spends only its mistakes. An account's own lock (five free failures, then
 * 1 s doubling to 15 min) lets one person fail on their account at most about 30 times an hour, so one noisy
 * neighbour cannot use up the office's 50 alone; a stranger gets 50 guesses an hour across every account, and
 * can keep only a couple of accounts locked, no longer for free.
 */
const HOUR_MS = 3_600_000;

const expandIPv6 = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
};

/**
 * What the limit counts by: an IPv4 address as it is (also when IPv4-mapped), and an IPv6 address by its /64,
 * the block one household, office or phone is given whole, so hopping within it gains nothing.
 */
export const addressKey = (address: string): string => {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const network = expandIPv6(bare)
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'));
  return `${network.join(':')}::/64`;
};

export type ClientAttempt = { giveBack: () => Promise<void> };

/**
 * Charges one failure to the caller's address before anything is checked (so concurrent attempts cannot slip
 * past together), or refuses with RATE_LIMITED once the hour's failures are spent. The caller gives it back
 * when the attempt was right, or was refused without a check (an account already locked).
 */
export const chargeClient = async (deps: AppDeps, caller: Caller): Promise<ClientAttempt> => {
  const key = `auth-failures:${addressKey(caller.address)}`;
  const hit = await deps.rateLimiter.hit(key, deps.config.SIGN_IN_FAILURES_PER_ADDRESS, HOUR_MS);
  if (!hit.allowed) throw new DomainError('TOO_MANY_REQUESTS', m.tryAgainLater);
  return { giveBack: () => deps.rateLimiter.refund(key) };
};
