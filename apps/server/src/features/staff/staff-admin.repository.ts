import { and, eq, gt, sql } from 'drizzle-orm';
import { staff, staffPasskeys, staffRecoveryCodes } from '../../db/schema/staff.ts';
import { db } from '../../db/unit-of-work.ts';
import type { StaffRow } from './staff.repository.ts';

/** What an Admin reads and writes of staff (issue 25 §5). */

const passkeyCount = sql<number>`(select count(*)::int from staff_passkeys k where k.staff_id = ${staff.id})`.mapWith(
  Number,
);

/** Every member with the number of their passkeys, by name. */
export const findStaffForAdmin = () =>
  db.select({ member: staff, passkeys: passkeyCount }).from(staff).orderBy(staff.name, staff.email);

export const findStaffForAdminById = async (id: string) =>
  (await db.select({ member: staff, passkeys: passkeyCount }).from(staff).where(eq(staff.id, id)))[0] ?? null;
export type StaffAdminRow = NonNullable<Awaited<ReturnType<typeof findStaffForAdminById>>>;

export const updateStaff = (id: string, values: Partial<typeof staff.$inferInsert>) =>
  db.update(staff).set(values).where(eq(staff.id, id));

/** The member an unexpired invitation's token names, locked for this transaction. */
export const lockInvitation = async (tokenHash: string, now: Date): Promise<StaffRow | undefined> =>
  (
    await db
      .select()
      .from(staff)
      .where(and(eq(staff.invitationTokenHash, tokenHash), gt(staff.invitationExpiresAt, now), eq(staff.active, true)))
      .for('update')
  )[0];

/** Forgets every second factor of the member: TOTP, recovery codes and passkeys. */
export const removeSecondFactors = async (staffId: string) => {
  await db.update(staff).set({ totpSecretSealed: null, totpLastStep: null }).where(eq(staff.id, staffId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
};
