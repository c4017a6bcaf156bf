import type { SecondFactorKind, StaffViewer } from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { hashToken, randomToken } from '../../lib/crypto/random-token.ts';
import {
  findLiveStaffSession,
  insertStaffSession,
  revokeAllStaffSessions,
  revokeStaffSession,
  touchStaffSession,
} from './staff.repository.ts';

/** The office's own cookie (path /office): an instructor's session never opens the office, nor this the portal. */
export const STAFF_SESSION_COOKIE = 'office_session';

export type { StaffViewer };

const MINUTE_MS = 60_000;
/** The idle clock is written at most once a minute. */
const TOUCH_EVERY_MS = MINUTE_MS;

/**
 * Starts a session after both factors (or after the password alone for a new member with no factor yet: `None`,
 * which opens only the member's own security settings): the cookie's token (returned once), only its hash stored.
 */
export const startStaffSession = async (
  deps: AppDeps,
  staffId: string,
  factor: SecondFactorKind | 'None',
): Promise<string> => {
  const token = randomToken();
  const now = deps.clock.now();
  await insertStaffSession({
    staffId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE_MS),
    secondFactor: factor,
  });
  return token;
};

/** The staff member of a live session (the same idle and absolute limits as instructors'), or null. */
export const resolveStaffSession = async (deps: AppDeps, token: string | undefined): Promise<StaffViewer | null> => {
  if (!token || token.length > 128) return null;
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - deps.config.SESSION_IDLE_MINUTES * MINUTE_MS);
  const found = await findLiveStaffSession(hashToken(token), now, idleSince);
  if (!found) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await touchStaffSession(found.session.id, now);
  const { member } = found;
  return {
    staffId: member.id,
    name: member.name,
    email: member.email,
    roles: member.roles,
    brands: member.brands,
    mustSetUpSecondFactor: found.session.secondFactor === 'None',
  };
};

/** Whether the session is still live, without moving its idle clock (a stream watching it is no activity). */
export const isStaffSessionLive = async (deps: AppDeps, token: string | undefined): Promise<boolean> => {
  if (!token || token.length > 128) return false;
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - deps.config.SESSION_IDLE_MINUTES * MINUTE_MS);
  return (await findLiveStaffSession(hashToken(token), now, idleSince)) !== undefined;
};

export const endStaffSession = async (deps: AppDeps, token: string | undefined): Promise<void> => {
  if (token) await revokeStaffSession(hashToken(token), deps.clock.now());
};

/** Ends every session of the member (sign out everywhere; a reset second factor; deactivation). */
export const endEveryStaffSession = async (deps: AppDeps, staffId: string): Promise<void> => {
  await revokeAllStaffSessions(staffId, deps.clock.now());
};
