import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { mailLocale } from '../../platform/i18n/mail-locale';
import type { JobRunner } from '../../platform/jobs/runner';
import { scheduleJob } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage';
import { eraseAccount } from './erase';
import { accountErasedMail } from './mail';
import { ERASE_JOB } from './service';

/** Deletes an erased account's files once the erasure has committed. */
export const ERASE_FILES_JOB = 'account_erase_files';

export type ErasureDeps = { storage: Storage; mailer: Mailer };

/**
 * The erasure's two jobs (issue 19, decision 141), registered by the app and
 * by `npm run deletions -- erase-due`. The erase job does the database work in
 * the runner's transaction and schedules the files job in it, due at once;
 * that one runs after the erasure committed, so no row ever points at a file
 * already gone. Its payload (storage keys) is emptied when done: a key is a
 * trace of the person too.
 */
export function registerErasureJobs(runner: JobRunner, deps: ErasureDeps): void {
  runner.register(ERASE_JOB, async (job, { tx, now }) => {
    const userId = String(job.payload.userId ?? '');
    // Read before the erasure: the mail is in the language of the person who was.
    const locale = await mailLocale(tx, { userId });
    const erased = await eraseAccount(tx, userId, now);
    if (!erased) return;
    await scheduleJob(tx, {
      kind: ERASE_FILES_JOB,
      key: job.key,
      runAt: now,
      payload: { files: erased.files },
    });
    // Sent from here, with the old address in hand: nothing keeps it after
    // this commits. A retry after a failure may send it twice, never none.
    deps.mailer.sendInBackground(accountErasedMail(erased.email, locale));
  });

  runner.register(ERASE_FILES_JOB, async (job, { tx }) => {
    const files = Array.isArray(job.payload.files) ? job.payload.files : [];
    // Deleting a missing file is not an error, so a retry repeats safely.
    for (const key of files) if (typeof key === 'string') await deps.storage.delete(key);
    await tx.update(jobs).set({ payload: {} }).where(eq(jobs.id, job.id));
  });
}
