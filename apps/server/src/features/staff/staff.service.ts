import type { AppDeps } from '../../app-deps.ts';
import { findStaffById, unusedRecoveryCodes } from './staff.repository.ts';
import { addStaffMember, enrolTotp } from './staff-enrolment.ts';
import {
  endEveryStaffSession,
  endStaffSession,
  isStaffSessionLive,
  resolveStaffSession,
  startStaffSession,
} from './staff-sessions.ts';
import { checkStaffCode, checkStaffPassword } from './staff-sign-in.ts';

/** The office's staff: sign-in with a second factor, sessions, enrolment (issue 24 §2). */
export const createStaffService = (deps: AppDeps) => ({
  /** Step 1 of signing in: email and password. */
  checkPassword: (input: { email: string; password: string }) => checkStaffPassword(deps, input),
  /** Step 2: the second factor; on success a session starts and its cookie token is returned (once). */
  checkCode: async (input: { signInId: string; code: string }) => {
    const outcome = await checkStaffCode(deps, input);
    if (outcome.kind !== 'signedIn') return outcome;
    const token = await startStaffSession(deps, outcome.member.id, outcome.factor);
    return { ...outcome, token, recoveryCodesLeft: await unusedRecoveryCodes(outcome.member.id) };
  },
  viewerOf: (token: string | undefined) => resolveStaffSession(deps, token),
  /** Whether a session is still live, its idle clock untouched: what a long-lived stream checks. */
  isSessionLive: (token: string | undefined) => isStaffSessionLive(deps, token),
  signOut: (token: string | undefined) => endStaffSession(deps, token),
  signOutEverywhere: (staffId: string) => endEveryStaffSession(deps, staffId),
  addMember: addStaffMember,
  enrolTotp: async (staffId: string, secret?: string) => {
    const member = await findStaffById(staffId);
    if (!member) throw new Error('no such staff member');
    return enrolTotp(deps, member, secret);
  },
});

export type StaffService = ReturnType<typeof createStaffService>;
