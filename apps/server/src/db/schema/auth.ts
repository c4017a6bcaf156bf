import { challengeKinds } from '@portal/domain/identity';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors } from './instructors.ts';

export const credentials = pgTable('credentials', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id),
  /** argon2id PHC string */
  passwordHash: text('password_hash').notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_instructor_idx').on(t.instructorId)],
);

/** A texted-code challenge: sign-in (second factor) or password reset. */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: challengeKinds }).notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    /** HMAC-SHA256 of the code with the server key, bound to this challenge id. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('auth_challenges_kind_check', isOneOf(t.kind, challengeKinds)),
    index('auth_challenges_instructor_idx').on(t.instructorId, t.createdAt),
  ],
);

/**
 * Failed password/code attempts per ADI number as typed (normalised), whether or not it exists, so that
 * lockout behaves the same for unknown numbers and reveals nothing.
 */
export const loginThrottles = pgTable('login_throttles', {
  adiKey: text('adi_key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
