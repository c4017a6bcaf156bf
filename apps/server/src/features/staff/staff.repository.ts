import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staff, staffPasskeys, staffRecoveryCodes, staffSessions, staffSignIns } from '../../db/schema/staff.ts';
import { db } from '../../db/unit-of-work.ts';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

export const findStaffByEmail = async (email: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staff).where(eq(staff.email, email)))[0];

export const findStaffById = async (id: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staff).where(eq(staff.id, id)))[0];

/** The member, locked for this transaction: changes to their second factors are made one after the other. */
export const lockStaff = async (id: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staff).where(eq(staff.id, id)).for('update'))[0];

export const insertStaff = async (values: NewStaff): Promise<StaffRow> => {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('the staff row was not written');
  return row;
};

export const setStaffTotp = (staffId: string, sealed: string | null) =>
  db.update(staff).set({ totpSecretSealed: sealed, totpLastStep: null }).where(eq(staff.id, staffId));

/** Records a TOTP step as used, only if it is later than the last one used (so a code is good once). */
export const useTotpStep = async (staffId: string, step: number): Promise<boolean> => {
  const used = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
    .returning({ id: staff.id });
  return used.length === 1;
};

export const countPasskeys = async (staffId: string): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)))[0]
    ?.n ?? 0;

export const replaceRecoveryCodes = async (staffId: string, codeHashes: readonly string[]) => {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (codeHashes.length > 0)
    await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
};

/** Marks an unused recovery code of the staff member used; false when there is none with that hash. */
export const useRecoveryCode = async (staffId: string, codeHash: string, now: Date): Promise<boolean> => {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
};

export const unusedRecoveryCodes = async (staffId: string): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
  )[0]?.n ?? 0;

export type SignInRow = typeof staffSignIns.$inferSelect;

export const insertSignIn = async (staffId: string, now: Date, expiresAt: Date): Promise<SignInRow> => {
  const [row] = await db.insert(staffSignIns).values({ staffId, createdAt: now, expiresAt }).returning();
  if (!row) throw new Error('the sign-in was not written');
  return row;
};

/** The sign-in, locked for this transaction (two codes for one sign-in are judged one after the other). */
export const lockSignIn = async (id: string): Promise<SignInRow | undefined> =>
  (await db.select().from(staffSignIns).where(eq(staffSignIns.id, id)).for('update'))[0];

export const countFailedGuess = (id: string) =>
  db
    .update(staffSignIns)
    .set({ failedAttempts: sql`${staffSignIns.failedAttempts} + 1` })
    .where(eq(staffSignIns.id, id));

export const completeSignIn = (id: string, now: Date) =>
  db.update(staffSignIns).set({ completedAt: now }).where(eq(staffSignIns.id, id));

export type StaffSessionRow = typeof staffSessions.$inferSelect;

export const insertStaffSession = (values: typeof staffSessions.$inferInsert) =>
  db.insert(staffSessions).values(values);

/** A session that is not revoked, not past its absolute expiry and seen since `idleSince`, with its staff member. */
export const findLiveStaffSession = async (tokenHash: string, now: Date, idleSince: Date) =>
  (
    await db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleSince),
          eq(staff.active, true),
        ),
      )
  )[0];

export const touchStaffSession = (id: string, now: Date) =>
  db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));

export const revokeStaffSession = (tokenHash: string, now: Date) =>
  db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));

export const revokeAllStaffSessions = (staffId: string, now: Date) =>
  db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));

/** A session started with the password alone (a new member) counts as fully signed in once a factor is set up. */
export const upgradeStaffSession = (tokenHash: string, secondFactor: string) =>
  db
    .update(staffSessions)
    .set({ secondFactor })
    .where(and(eq(staffSessions.tokenHash, tokenHash), eq(staffSessions.secondFactor, 'None')));
