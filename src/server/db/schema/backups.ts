import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outcome of each backup (issue 21, docs/decisions/131-backups.md), from
 * the nightly job and from `npm run backup`: /api/health reports the last
 * success and any failure since, whichever process took it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    ok: boolean().notNull(),
    /** `schedule` (the nightly job) or `command` (npm run backup). */
    trigger: text().notNull(),
    /** The backup's folder name, when one was made. */
    name: text(),
    error: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backup_runs_finished_idx').on(t.ok, t.finishedAt.desc())],
);
