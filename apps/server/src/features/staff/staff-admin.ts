import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  acceptInvitationFormSchema,
  adminManages,
  brandsWithinScope,
  INVITATION_HOURS,
  staffAdminMessages as m,
  type StaffAccessInput,
  type StaffInvitationInput,
  type StaffViewer,
  staffAccessSchema,
  staffInvitationSchema,
} from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { hashToken, randomToken } from '../../lib/crypto/random-token.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findStaffByEmail, insertStaff } from './staff.repository.ts';
import {
  findStaffForAdmin,
  findStaffForAdminById,
  lockInvitation,
  removeSecondFactors,
  type StaffAdminRow,
  updateStaff,
} from './staff-admin.repository.ts';
import type { StaffAudit } from './staff-audit.ts';
import { announceStaffChange } from './staff-session-events.ts';
import { endEveryStaffSession, startStaffSession } from './staff-sessions.ts';

type Deps = AppDeps & { audit: StaffAudit };

/** The office page a one-time invitation link opens (the office app's route). */
export const INVITATION_PATH = '/office/invitation';

/** A member as an Admin sees them. */
export const toAdminView = ({ member, passkeys }: StaffAdminRow, now: Date) => ({
  id: member.id,
  name: member.name,
  email: member.email,
  roles: [...member.roles],
  brands: [...member.brands],
  active: member.active,
  invitationPending: member.invitationTokenHash !== null,
  invitationExpired:
    member.invitationTokenHash !== null && (member.invitationExpiresAt?.getTime() ?? 0) <= now.getTime(),
  hasTotp: member.totpSecretSealed !== null,
  passkeys,
  createdAt: member.createdAt,
});

const notFound = () => new DomainError('NOT_FOUND', m.memberNotFound);

/** The member if the Admin manages them (all their brands within the Admin's); else not found. */
const requireManaged = async (admin: StaffViewer, staffId: string) => {
  const row = isUuid(staffId) ? await findStaffForAdminById(staffId) : null;
  if (!row || !adminManages(admin, row.member)) throw notFound();
  return row;
};

const refuseSelf = (admin: StaffViewer, staffId: string) => {
  if (admin.staffId === staffId) throw new DomainError('INVALID_INPUT', m.notYourself);
};

const refuseBrandsOutOfScope = (admin: StaffViewer, brands: readonly StaffViewer['brands'][number][]) => {
  if (!brandsWithinScope(admin, brands)) throw new DomainError('INVALID_INPUT', m.brandNotInScope, { field: 'brands' });
};

const newInvitation = (deps: Deps) => {
  const token = randomToken();
  const expiresAt = new Date(deps.clock.now().getTime() + INVITATION_HOURS * 3_600_000);
  return { token, hash: hashToken(token), expiresAt };
};

const view = async (deps: Deps, staffId: string) => {
  const row = await findStaffForAdminById(staffId);
  if (!row) throw notFound();
  return toAdminView(row, deps.clock.now());
};

/**
 * Invites a member (Admin; roles and brands within the Admin's scope): the member exists at once, with no usable
 * password, and a one-time link (shown to the Admin once; only its hash is kept) to set a password, then a second
 * factor. There is no email transport: the Admin hands the link over (printed or copied).
 */
const invite = async (deps: Deps, admin: StaffViewer, input: StaffInvitationInput, origin: string) => {
  const command = parseCommand(staffInvitationSchema, input);
  refuseBrandsOutOfScope(admin, command.brands);
  const invitation = newInvitation(deps);
  const id = await inTransaction(async () => {
    if (await findStaffByEmail(command.email)) {
      throw new DomainError('EMAIL_IN_USE', m.emailTaken, { field: 'email' });
    }
    const row = await insertStaff({
      email: command.email,
      name: command.name,
      passwordHash: await hashPassword(randomToken()),
      roles: command.roles,
      brands: command.brands,
      invitationTokenHash: invitation.hash,
      invitationExpiresAt: invitation.expiresAt,
    });
    await deps.audit.record({
      staffId: admin.staffId,
      operation: 'inviteStaffMember',
      targetType: 'staff',
      targetId: row.id,
      after: { email: command.email, name: command.name, roles: command.roles, brands: command.brands },
    });
    return row.id;
  });
  return {
    member: await view(deps, id),
    link: `${origin}${INVITATION_PATH}/${invitation.token}`,
    expiresAt: invitation.expiresAt,
  };
};

/** A new link for a member who has not taken up their invitation (the old one stops working). */
const renewInvitation = async (deps: Deps, admin: StaffViewer, staffId: string, origin: string) => {
  const row = await requireManaged(admin, staffId);
  if (!row.member.invitationTokenHash || !row.member.active) throw notFound();
  const invitation = newInvitation(deps);
  await inTransaction(async () => {
    await updateStaff(staffId, {
      invitationTokenHash: invitation.hash,
      invitationExpiresAt: invitation.expiresAt,
    });
    await deps.audit.record({
      staffId: admin.staffId,
      operation: 'renewStaffInvitation',
      targetType: 'staff',
      targetId: staffId,
      after: { expiresAt: invitation.expiresAt.toISOString() },
    });
  });
  return {
    member: await view(deps, staffId),
    link: `${origin}${INVITATION_PATH}/${invitation.token}`,
    expiresAt: invitation.expiresAt,
  };
};

/** New roles and brands (within the Admin's scope; never the Admin's own), audited; streams re-check at once. */
const setAccess = async (deps: Deps, admin: StaffViewer, staffId: string, input: StaffAccessInput) => {
  const command = parseCommand(staffAccessSchema, input);
  refuseSelf(admin, staffId);
  const row = await requireManaged(admin, staffId);
  refuseBrandsOutOfScope(admin, command.brands);
  await inTransaction(async () => {
    await updateStaff(staffId, { roles: command.roles, brands: command.brands });
    await deps.audit.record({
      staffId: admin.staffId,
      operation: 'setStaffAccess',
      targetType: 'staff',
      targetId: staffId,
      before: { roles: row.member.roles, brands: row.member.brands },
      after: { roles: command.roles, brands: command.brands },
    });
  });
  await announceStaffChange(deps.pubsub, staffId);
  return view(deps, staffId);
};

/**
 * Resets the member's second factor (a lost phone): their authenticator, recovery codes and passkeys are gone
 * and every session ends; signing in with their password, they set up a new one before anything else.
 */
const resetSecondFactor = async (deps: Deps, admin: StaffViewer, staffId: string) => {
  refuseSelf(admin, staffId);
  const row = await requireManaged(admin, staffId);
  await inTransaction(async () => {
    await removeSecondFactors(staffId);
    await endEveryStaffSession(deps, staffId);
    await deps.audit.record({
      staffId: admin.staffId,
      operation: 'resetStaffSecondFactor',
      targetType: 'staff',
      targetId: staffId,
      before: { hasTotp: row.member.totpSecretSealed !== null, passkeys: row.passkeys },
      after: { hasTotp: false, passkeys: 0 },
    });
  });
  await announceStaffChange(deps.pubsub, staffId);
  return view(deps, staffId);
};

/** Deactivates the member: every session ends at once (on every instance) and they can no longer sign in. */
const deactivate = async (deps: Deps, admin: StaffViewer, staffId: string) => {
  refuseSelf(admin, staffId);
  const row = await requireManaged(admin, staffId);
  if (!row.member.active) throw new DomainError('INVALID_INPUT', m.alreadyInactive);
  await inTransaction(async () => {
    await updateStaff(staffId, { active: false, invitationTokenHash: null, invitationExpiresAt: null });
    await endEveryStaffSession(deps, staffId);
    await deps.audit.record({
      staffId: admin.staffId,
      operation: 'deactivateStaffMember',
      targetType: 'staff',
      targetId: staffId,
      before: { active: true },
      after: { active: false },
    });
  });
  await announceStaffChange(deps.pubsub, staffId);
  return view(deps, staffId);
};

/** Who an invitation link is for, while it is good; else null. */
const invitationOf = async (deps: Deps, token: string) => {
  if (token.length > 128) return null;
  const member = await inTransaction(() => lockInvitation(hashToken(token), deps.clock.now()));
  return member ? { name: member.name, email: member.email } : null;
};

/**
 * Takes up an invitation: the member's password, the link spent, and a session that may only set up a second
 * factor (the staff sign-in's own rule for a member with none). Audited as the member's own event.
 */
const acceptInvitation = async (deps: Deps, input: { token: string; password: string }) => {
  const { password } = parseCommand(acceptInvitationFormSchema, {
    password: input.password,
    confirmPassword: input.password,
  });
  if (input.token.length > 128) throw new DomainError('INVALID_INPUT', m.invitationInvalid);
  const passwordHash = await hashPassword(password);
  return inTransaction(async () => {
    const member = await lockInvitation(hashToken(input.token), deps.clock.now());
    if (!member) throw new DomainError('INVALID_INPUT', m.invitationInvalid);
    await updateStaff(member.id, { passwordHash, invitationTokenHash: null, invitationExpiresAt: null });
    await deps.audit.record({
      staffId: member.id,
      operation: 'staffAcceptedInvitation',
      targetType: 'staff',
      targetId: member.id,
    });
    return startStaffSession(deps, member.id, 'None');
  });
};

/** The Admin's staff management (issue 25 §5), and the invited member's first step. */
export const createStaffAdmin = (deps: Deps) => ({
  listMembers: async (admin: StaffViewer) => {
    const now = deps.clock.now();
    return (await findStaffForAdmin()).filter((row) => adminManages(admin, row.member)).map((r) => toAdminView(r, now));
  },
  invite: (admin: StaffViewer, input: StaffInvitationInput, origin: string) => invite(deps, admin, input, origin),
  renewInvitation: (admin: StaffViewer, staffId: string, origin: string) =>
    renewInvitation(deps, admin, staffId, origin),
  setAccess: (admin: StaffViewer, staffId: string, input: StaffAccessInput) => setAccess(deps, admin, staffId, input),
  resetSecondFactor: (admin: StaffViewer, staffId: string) => resetSecondFactor(deps, admin, staffId),
  deactivate: (admin: StaffViewer, staffId: string) => deactivate(deps, admin, staffId),
  invitationOf: (token: string) => invitationOf(deps, token),
  acceptInvitation: (input: { token: string; password: string }) => acceptInvitation(deps, input),
});
