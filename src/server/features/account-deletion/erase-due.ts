import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions } from '../../db/schema';
import { type JobRunner, scheduleJob } from '../../platform/jobs/runner';
import { ERASE_JOB, eraseJobKey } from './service';

/**
 * Erases every account whose grace period has ended at `at`, through the same
 * jobs the app runs (`runner` must have registerErasureJobs on it, and only
 * those: runDueJobs runs every registered kind that is due). Each due
 * deletion's job is made sure of first (scheduling is idempotent), so a row
 * whose job was lost is erased too. Returns the ids erased by this run.
 */
export async function eraseDueAccounts(db: Db, runner: JobRunner, at: Date): Promise<string[]> {
  const due = await db
    .select()
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.dueAt, at)));
  for (const row of due) {
    await scheduleJob(db, {
      kind: ERASE_JOB,
      key: eraseJobKey(row.userId, row.requestedAt),
      runAt: row.dueAt,
      payload: { userId: row.userId },
    });
  }
  await runner.runDueJobs(at);
  const erased = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(eq(accountDeletions.erasedAt, at));
  const ids = new Set(due.map((row) => row.userId));
  return erased.map((row) => row.userId).filter((id) => ids.has(id));
}
