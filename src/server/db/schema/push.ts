import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';

/**
 * Web Push (issue 16, docs/decisions/120-web-push.md): one row per device
 * that said yes to notifications. Tied to the session that made it, so a
 * device that signs out (or is signed out: a password change, a suspension)
 * stops getting pushes with no further step: the row goes with the session.
 * The endpoint is the push service's capability URL for that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for aes128gcm. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** 'Chrome on Android', made from the user agent when it subscribed. */
    deviceLabel: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.sessionId)],
);

/**
 * The VAPID key pair when none is configured: made by the first process to
 * start and read by every other, so all instances sign with one key (a
 * browser's subscription is bound to the public key it was made with).
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);
