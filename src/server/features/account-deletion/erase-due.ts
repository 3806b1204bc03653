import { and, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions, jobs } from '../../db/schema';
import { mailLocale } from '../../platform/i18n/mail-locale';
import { eraseAccount } from './erase';
import type { ErasureDeps } from './jobs';
import { accountErasedMail } from './mail';
import { ERASE_JOB, eraseJobKey } from './service';

/**
 * Erases every account whose grace period has ended at `at` (or only
 * `userId`'s), the operators' way (`npm run deletions -- erase-due`): each in
 * its own transaction, through the same eraseAccount the job runs, its erase
 * job marked done in it (were the job to run later, it would find nothing to
 * do anyway). Here the commit is ours, so the files are deleted right after
 * it, then the "deleted" mail sent. Returns the ids erased.
 */
export async function eraseDueAccounts(
  db: Db,
  deps: ErasureDeps,
  at: Date,
  options: { userId?: string } = {},
): Promise<string[]> {
  const conditions: SQL[] = [isNull(accountDeletions.erasedAt), lte(accountDeletions.dueAt, at)];
  if (options.userId) conditions.push(eq(accountDeletions.userId, options.userId));
  const due = await db
    .select()
    .from(accountDeletions)
    .where(and(...conditions));
  const erasedIds: string[] = [];
  for (const row of due) {
    const erased = await db.transaction(async (tx) => {
      // Read before the erasure: the mail is in the language of the person who was.
      const locale = await mailLocale(tx, { userId: row.userId });
      const done = await eraseAccount(tx, row.userId, at);
      if (done) {
        await tx
          .update(jobs)
          .set({ doneAt: at })
          .where(
            and(
              eq(jobs.kind, ERASE_JOB),
              eq(jobs.key, eraseJobKey(row.userId, row.requestedAt)),
              isNull(jobs.doneAt),
            ),
          );
      }
      return done && { ...done, locale };
    });
    // Erased meanwhile by the app's own job: nothing left to do here.
    if (!erased) continue;
    for (const key of erased.files) await deps.storage.delete(key);
    await deps.mailer.send(accountErasedMail(erased.email, erased.locale));
    erasedIds.push(row.userId);
  }
  return erasedIds;
}
