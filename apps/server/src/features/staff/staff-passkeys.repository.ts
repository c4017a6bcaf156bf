import { and, asc, eq } from 'drizzle-orm';
import { staffPasskeyRegistrations, staffPasskeys, staffSignIns } from '../../db/schema/staff.ts';
import { db } from '../../db/unit-of-work.ts';

export type PasskeyRow = typeof staffPasskeys.$inferSelect;

export const findPasskeysOf = (staffId: string): Promise<PasskeyRow[]> =>
  db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.createdAt));

export const findPasskey = async (credentialId: string): Promise<PasskeyRow | undefined> =>
  (await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, credentialId)))[0];

/** The passkey, locked for this transaction: two assertions of one key are judged one after the other. */
export const lockPasskey = async (credentialId: string): Promise<PasskeyRow | undefined> =>
  (await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, credentialId)).for('update'))[0];

export const insertPasskey = (values: typeof staffPasskeys.$inferInsert) => db.insert(staffPasskeys).values(values);

export const deletePasskey = async (staffId: string, credentialId: string): Promise<PasskeyRow | undefined> =>
  (
    await db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.staffId, staffId), eq(staffPasskeys.credentialId, credentialId)))
      .returning()
  )[0];

export const recordPasskeyUse = (credentialId: string, counter: number, now: Date) =>
  db.update(staffPasskeys).set({ counter, lastUsedAt: now }).where(eq(staffPasskeys.credentialId, credentialId));

/** Issues a registration challenge to the member (a newer one replaces the last). */
export const upsertRegistrationChallenge = (staffId: string, challenge: string, expiresAt: Date) =>
  db
    .insert(staffPasskeyRegistrations)
    .values({ staffId, challenge, expiresAt })
    .onConflictDoUpdate({ target: staffPasskeyRegistrations.staffId, set: { challenge, expiresAt } });

/** Takes the member's registration challenge (gone after this, used or not), if it has not expired. */
export const takeRegistrationChallenge = async (staffId: string, now: Date): Promise<string | null> => {
  const [row] = await db
    .delete(staffPasskeyRegistrations)
    .where(eq(staffPasskeyRegistrations.staffId, staffId))
    .returning();
  return row && row.expiresAt > now ? row.challenge : null;
};

export const setSignInChallenge = (signInId: string, challenge: string) =>
  db.update(staffSignIns).set({ passkeyChallenge: challenge }).where(eq(staffSignIns.id, signInId));

/** Takes the sign-in's passkey challenge: one assertion per challenge, right or wrong. */
export const clearSignInChallenge = (signInId: string) =>
  db.update(staffSignIns).set({ passkeyChallenge: null }).where(eq(staffSignIns.id, signInId));
