import { brandCodes } from '@portal/domain/access';
import { officeRoles } from '@portal/domain/office';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isNonEmptySubsetOf } from './enum-check.ts';

/** The office's staff (issue 24 §2): who they are, what they do (roles) and which brands they see. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id PHC string, as instructors'. */
    passwordHash: text('password_hash').notNull(),
    roles: text('roles', { enum: officeRoles }).array().notNull(),
    brands: text('brands', { enum: brandCodes }).array().notNull(),
    /** The authenticator app's TOTP secret, sealed (lib/crypto/seal); null until one is set up. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** The last TOTP time step accepted: a code is good once (replay refused). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    /**
     * An invitation not yet taken up (issue 25 §5): the SHA-256 of the one-time link's token, and when it lapses.
     * Both null once the member has set their password.
     */
    invitationTokenHash: text('invitation_token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(t.email),
    uniqueIndex('staff_invitation_token_key').on(t.invitationTokenHash),
    check('staff_roles_check', isNonEmptySubsetOf(t.roles, officeRoles)),
    check('staff_brands_check', isNonEmptySubsetOf(t.brands, brandCodes)),
  ],
);

/** One-time recovery codes for a staff member's second factor: only a hash is kept, each used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** A staff member's passkeys (WebAuthn credentials). */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** base64url, as the browser reports it. */
    credentialId: text('credential_id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** What the member calls it ("Work laptop"), to tell their passkeys apart. */
    name: text('name').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (WebAuthn: unsigned 32-bit); a lower one is a cloned key. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/** A passkey being added: the WebAuthn challenge issued to the member, good once and for five minutes. */
export const staffPasskeyRegistrations = pgTable('staff_passkey_registrations', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A staff member whose password was right, waiting for their second factor (a few minutes, a few guesses). */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The WebAuthn challenge issued for this sign-in, when a passkey is asked for. */
    passkeyChallenge: text('passkey_challenge'),
  },
  (t) => [index('staff_sign_ins_staff_idx').on(t.staffId)],
);

/** Signed-in staff sessions: the office cookie holds a random token; only its SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * How the second factor was passed: Totp, RecoveryCode or Passkey; None for a new member signed in with the
     * password alone to set up their first second factor (they may do nothing else until then).
     */
    secondFactor: text('second_factor').notNull(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);
