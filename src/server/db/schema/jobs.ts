import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A Postgres-backed job queue (issue 7's mail fallback, issue 8's reminders).
 * `key` makes scheduling idempotent: one job per (kind, key). Workers claim
 * due rows with `for update skip locked`, so several server processes run each
 * job once, and a job survives restarts because it is a row.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
    // One live or finished job per kind and key.
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
  ],
);

/** Per-user mail fallback settings for unread notifications (issue 7). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean().notNull().default(true),
    emailDelayMinutes: integer().notNull().default(15),
    /** Notification types never sent by mail. */
    emailMutedTypes: text().array().notNull().default(sql`'{}'::text[]`),
    /** Push categories (src/shared/api/push.ts) this person does not want on their devices. */
    pushMutedCategories: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_preferences_delay_check', sql`${t.emailDelayMinutes} between 1 and 10080`),
  ],
);
