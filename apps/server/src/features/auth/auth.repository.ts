import type { ChallengeKind, ThrottleState } from '@portal/domain/identity';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { authChallenges, credentials, loginThrottles } from '../../db/schema/auth.ts';
import { instructors } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';

const selectAccounts = () =>
  db
    .select({
      instructorId: instructors.id,
      adiNumber: instructors.adiNumber,
      status: instructors.status,
      mobileNumber: people.mobileNumber,
      passwordHash: credentials.passwordHash,
    })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .leftJoin(credentials, eq(credentials.instructorId, instructors.id));

/** Everything sign-in and reset need about an account, by its normalised ADI number. */
export const findAccountByAdi = async (adiKey: string) => {
  const [row] = await selectAccounts().where(eq(instructors.adiNumber, adiKey)).limit(1);
  return row ?? null;
};

/** The same, by the instructor's id (a signed-in password change). */
export const findAccountById = async (instructorId: string) => {
  const [row] = await selectAccounts().where(eq(instructors.id, instructorId)).limit(1);
  return row ?? null;
};

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByAdi>>>;

export const insertChallenge = (values: {
  id: string;
  kind: ChallengeKind;
  instructorId: string;
  codeHash: string;
  expiresAt: Date;
  now: Date;
}) =>
  db.insert(authChallenges).values({
    id: values.id,
    kind: values.kind,
    instructorId: values.instructorId,
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    lastSentAt: values.now,
    createdAt: values.now,
  });

/** A challenge (of the given kind, when named) with the account it belongs to, live or not. */
export const findChallenge = async (id: string, kind?: ChallengeKind) => {
  const [row] = await db
    .select({
      id: authChallenges.id,
      kind: authChallenges.kind,
      instructorId: authChallenges.instructorId,
      expiresAt: authChallenges.expiresAt,
      failedAttempts: authChallenges.failedAttempts,
      sendCount: authChallenges.sendCount,
      lastSentAt: authChallenges.lastSentAt,
      consumedAt: authChallenges.consumedAt,
      createdAt: authChallenges.createdAt,
      adiNumber: instructors.adiNumber,
      mobileNumber: people.mobileNumber,
    })
    .from(authChallenges)
    .innerJoin(instructors, eq(instructors.id, authChallenges.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(kind ? and(eq(authChallenges.id, id), eq(authChallenges.kind, kind)) : eq(authChallenges.id, id))
    .limit(1);
  return row ?? null;
};

export type Challenge = NonNullable<Awaited<ReturnType<typeof findChallenge>>>;

/**
 * One guess, atomically: a live challenge with guesses left either takes the code (consumed, so single use)
 * or spends a guess. Concurrent guesses queue on the row, so the budget holds however they arrive.
 * No row back: the challenge was already dead (expired, used, out of guesses, or unknown).
 */
export const spendGuess = async (input: {
  id: string;
  kind: ChallengeKind;
  codeHash: string;
  now: Date;
  maxGuesses: number;
}) => {
  const matches = sql`${authChallenges.codeHash} = ${input.codeHash}`;
  const [row] = await db
    .update(authChallenges)
    .set({
      failedAttempts: sql`${authChallenges.failedAttempts} + (case when ${matches} then 0 else 1 end)`,
      consumedAt: sql`case when ${matches} then ${input.now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(authChallenges.id, input.id),
        eq(authChallenges.kind, input.kind),
        isNull(authChallenges.consumedAt),
        gt(authChallenges.expiresAt, input.now),
        lt(authChallenges.failedAttempts, input.maxGuesses),
      ),
    )
    .returning({ consumedAt: authChallenges.consumedAt, failedAttempts: authChallenges.failedAttempts });
  return row ?? null;
};

/** Replaces the code of a challenge that may still be resent; the guess budget is left as it is. */
export const replaceCode = async (input: {
  id: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
  sentBefore: Date;
  createdAfter: Date;
  maxGuesses: number;
  maxSends: number;
}) => {
  const [row] = await db
    .update(authChallenges)
    .set({
      codeHash: input.codeHash,
      expiresAt: input.expiresAt,
      lastSentAt: input.now,
      sendCount: sql`${authChallenges.sendCount} + 1`,
    })
    .where(
      and(
        eq(authChallenges.id, input.id),
        isNull(authChallenges.consumedAt),
        lt(authChallenges.failedAttempts, input.maxGuesses),
        lt(authChallenges.sendCount, input.maxSends),
        lte(authChallenges.lastSentAt, input.sentBefore),
        gt(authChallenges.createdAt, input.createdAfter),
      ),
    )
    .returning({ id: authChallenges.id });
  return row ?? null;
};

/** Ends every open challenge of an account (after a password change, codes from before are worthless). */
export const closeOpenChallenges = (instructorId: string, now: Date) =>
  db
    .update(authChallenges)
    .set({ consumedAt: now })
    .where(and(eq(authChallenges.instructorId, instructorId), isNull(authChallenges.consumedAt)));

export const upsertPassword = (instructorId: string, passwordHash: string, now: Date) =>
  db
    .insert(credentials)
    .values({ instructorId, passwordHash, passwordChangedAt: now })
    .onConflictDoUpdate({ target: credentials.instructorId, set: { passwordHash, passwordChangedAt: now } });

/** The throttle row for an ADI key, created empty if missing and locked until the transaction ends. */
export const lockThrottle = async (adiKey: string): Promise<ThrottleState> => {
  await db.insert(loginThrottles).values({ adiKey }).onConflictDoNothing();
  const [row] = await db
    .select({
      failedCount: loginThrottles.failedCount,
      lastFailedAt: loginThrottles.lastFailedAt,
      lockedUntil: loginThrottles.lockedUntil,
    })
    .from(loginThrottles)
    .where(eq(loginThrottles.adiKey, adiKey))
    .for('update');
  return row!;
};

export const updateThrottle = (adiKey: string, state: ThrottleState) =>
  db
    .update(loginThrottles)
    .set({ failedCount: state.failedCount, lastFailedAt: state.lastFailedAt, lockedUntil: state.lockedUntil })
    .where(eq(loginThrottles.adiKey, adiKey));

export const deleteThrottle = (adiKey: string) => db.delete(loginThrottles).where(eq(loginThrottles.adiKey, adiKey));

/** Rows that now mean nothing (failures gone quiet, no lock running), e.g. from numbers typed once. */
export const deleteQuietThrottles = (quietSince: Date, now: Date) =>
  db
    .delete(loginThrottles)
    .where(
      and(
        or(isNull(loginThrottles.lastFailedAt), lte(loginThrottles.lastFailedAt, quietSince)),
        or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now)),
      ),
    );
