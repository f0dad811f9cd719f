import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** Server-side sessions; the id is the SHA-256 of the cookie token, so a database read leaks no live cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Set while the session holds the password alone (docs/domain.md, "Multi-factor sign-in"):
     * 'enrol' may only set up the second factor, 'verify' only give a code; null is fully signed in.
     */
    mfaStage: text('mfa_stage'),
    /**
     * When the session was last fully signed in: at sign-in (the password alone, or after the
     * second factor) and at re-authentication; null for a pending session or one opened before
     * the column (docs/domain.md, "Multi-factor sign-in": fresh sign-in).
     */
    freshAt: timestamp('fresh_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A user's authenticator app (docs/domain.md, "Multi-factor sign-in"; ADR 0020): the TOTP secret
 * encrypted with AES-256-GCM (src/server/lib/secret-box.ts), enabledAt once a first code proved
 * it, and the last time step a code was accepted at, so a code is accepted once.
 */
export const mfaFactors = pgTable('mfa_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  ...timestamps,
});

/** Recovery codes, each stored as its SHA-256 (ADR 0020), each usable once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * A user's passkeys (docs/domain.md, "Multi-factor sign-in", Passkeys; ADR 0021): the credential id
 * and COSE public key (base64url) the authenticator gave at registration, its signature counter,
 * the transports it named, the name the user gave it. A public key is no secret.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenge of a passkey ceremony under way, one per session (ADR 0021): kept in the database,
 * not in memory, because the options and the answer may reach different instances. It is deleted
 * as it is used (one conditional DELETE), and with its session.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  ...timestamps,
});

/** Password reset tokens, stored only as a hash; single use, 60 minutes (docs/domain.md). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Sign-in attempt counters (docs/domain.md, Sign-in throttling; ADR 0009). One row per key (a hash
 * of "account and address", "account from unknown addresses" or "address"), a fixed window each.
 * An attempt is counted by one upsert before its password is checked, so parallel guesses cannot
 * all read the same old count.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull(),
    ...timestamps,
  },
  (t) => [index('login_throttles_window_idx').on(t.windowStartedAt)],
);
