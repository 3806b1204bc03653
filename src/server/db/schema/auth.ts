import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// better-auth's tables, written by hand from its documented model (its schema
// CLI needs Node 22). Model names are mapped in platform/auth/auth.ts; ids are
// UUIDs made by the database. Columns are snake_case through Drizzle's casing.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().default(''),
    /** Always lower case: better-auth normalises it. */
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** SPEC's auth user metadata `role`: 'user' until host or helper is chosen; mirrors profiles.role. */
    role: text({ enum: ['user', 'host', 'helper'] })
      .notNull()
      .default('user'),
    twoFactorEnabled: boolean().default(false),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('user', 'host', 'helper')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Capped at created_at + the absolute timeout by a trigger (migration 0002). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    /** Last seen: moved on each refresh (at most hourly). */
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    /** scrypt hash of the password (credential accounts). */
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored hashed (reset-password tokens never sit in the database in clear). */
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Encrypted with the auth secret. */
    secret: text().notNull(),
    /** Encrypted with the auth secret. */
    backupCodes: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

export const jwks = pgTable('jwks', {
  id: uuid().primaryKey().defaultRandom(),
  publicKey: text().notNull(),
  /** Encrypted with the auth secret. */
  privateKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  alg: text(),
  crv: text(),
});

/** better-auth's per-address rate limiter, in the database so every instance shares it. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/** Our own per-account counter of failed sign-ins (one row per failure, pruned after the window). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.failedAt), index().on(t.failedAt)],
);

/**
 * TOTP codes already presented, per person (issue 24): a code counts once.
 * A code stays valid for up to three 30-second steps, so a row older than
 * that no longer blocks anything; each claim clears that person's old rows.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the user id and the code: the code itself is not kept. */
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
