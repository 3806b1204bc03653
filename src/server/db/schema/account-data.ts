import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Issue 19: a person's own data. Each "Download my data" request is a row; a
 * background job builds the ZIP into storage (`storageKey`), and the file is
 * downloadable by its owner until `expiresAt` (24 hours), then deleted and the
 * row marked `expired`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    storageKey: text(),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    index('data_exports_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check(
      'data_exports_status_check',
      sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`,
    ),
  ],
);

/**
 * Issue 19: an account asked to be deleted. The row exists from the request;
 * cancelling within the grace period deletes it; at `dueAt` a job erases the
 * account and sets `erasedAt` (the users row stays, anonymised, so what other
 * people need — messages, reviews, stay records — keeps its author as
 * 'Deleted user').
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    erasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('account_deletions_due_idx').on(t.dueAt).where(sql`${t.erasedAt} is null`)],
);
