import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { AuditService } from '../audit/index.ts';
import { findStaffById, unusedRecoveryCodes } from './staff.repository.ts';
import { createStaffAdmin } from './staff-admin.ts';
import { recordStaffEvent } from './staff-audit.ts';
import { addStaffMember, enrolTotp } from './staff-enrolment.ts';
import { passkeySignIn, passkeySignInOptions } from './staff-passkey-sign-in.ts';
import {
  type Asker,
  addPasskey,
  confirmTotp,
  getSecurity,
  passkeyRegistrationOptions,
  removePasskey,
  totpSetUp,
} from './staff-security.ts';
import { announceStaffChange, watchStaffMember } from './staff-session-events.ts';
import {
  endEveryStaffSession,
  endStaffSession,
  isStaffSessionLive,
  resolveStaffSession,
  startStaffSession,
} from './staff-sessions.ts';
import { checkStaffCode, checkStaffPassword, type SecondFactorOutcome } from './staff-sign-in.ts';

/** The office's staff: sign-in with a second factor, sessions, enrolment (issue 24 §2). */
export const createStaffService = (appDeps: AppDeps, services: { audit: Pick<AuditService, 'record'> }) => {
  const deps = { ...appDeps, audit: services.audit };
  /** On success a session starts and its cookie token is returned (once). */
  const startSession = async (outcome: SecondFactorOutcome) => {
    if (outcome.kind !== 'signedIn') return outcome;
    const token = await startStaffSession(deps, outcome.member.id, outcome.factor);
    return { ...outcome, token, recoveryCodesLeft: await unusedRecoveryCodes(outcome.member.id) };
  };
  return {
    /** Step 1 of signing in: email and password. A new member without a factor gets a session to set one up. */
    checkPassword: async (input: { email: string; password: string }) => {
      const outcome = await checkStaffPassword(deps, input);
      if (outcome.kind !== 'setUpSecondFactor') return outcome;
      const { member } = outcome;
      const token = await inTransaction(async () => {
        await recordStaffEvent(deps.audit, member.id, 'staffSignedIn', { after: { secondFactor: 'None' } });
        return startStaffSession(deps, member.id, 'None');
      });
      return { ...outcome, token };
    },
    /** Step 2: an authenticator code or a recovery code. */
    checkCode: async (input: { signInId: string; code: string }) => startSession(await checkStaffCode(deps, input)),
    /** Step 2 with a passkey: the options for the browser, then its answer. */
    passkeyOptions: (signInId: string) => passkeySignInOptions(deps, signInId),
    checkPasskey: async (input: { signInId: string; response: string }) =>
      startSession(await passkeySignIn(deps, input)),
    viewerOf: (token: string | undefined) => resolveStaffSession(deps, token),
    /** Whether a session is still live, its idle clock untouched: what a long-lived stream checks. */
    isSessionLive: (token: string | undefined) => isStaffSessionLive(deps, token),
    signOut: (token: string | undefined) => endStaffSession(deps, token),
    signOutEverywhere: async (staffId: string) => {
      await inTransaction(async () => {
        await endEveryStaffSession(deps, staffId);
        await recordStaffEvent(deps.audit, staffId, 'staffSignedOutEverywhere');
      });
      await announceStaffChange(deps.pubsub, staffId);
    },
    /** Calls `ended` once the member's sessions end or access changes, on any instance (for event streams). */
    watchMember: (staffId: string, ended: () => void) => watchStaffMember(deps.pubsub, staffId, ended),
    /** An Admin's management of staff (issue 25 §5) and the invited member's first step. */
    admin: createStaffAdmin(deps),
    /** The member's own second factors. */
    security: getSecurity,
    passkeyRegistrationOptions: (staffId: string) => passkeyRegistrationOptions(deps, staffId),
    addPasskey: (asker: Asker, input: { name: string; response: string }) => addPasskey(deps, asker, input),
    removePasskey: (staffId: string, credentialId: string) => removePasskey(deps, staffId, credentialId),
    totpSetUp,
    confirmTotp: (asker: Asker, input: { secret: string; code: string }) => confirmTotp(deps, asker, input),
    addMember: addStaffMember,
    enrolTotp: async (staffId: string, secret?: string) => {
      const member = await findStaffById(staffId);
      if (!member) throw new Error('no such staff member');
      return enrolTotp(deps, member, secret);
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
