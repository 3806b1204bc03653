import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { MAX_ATTEMPTS, scheduleJob } from '../jobs/runner';
import type { Mailer } from '../mail/mailer';
import { appVersion } from '../project-root';
import type { Storage } from '../storage';
import { BackupBucket } from './backup-bucket';
import { BackupStatusCache, errorText, recordBackupRun } from './backup-status';
import { createBackup } from './create-backup';
import { backupFailedMail } from './failure-mail';

export const BACKUP_JOB_KIND = 'backup';
const DAY_MS = 24 * 60 * 60_000;

/** The first daily time (UTC) strictly after `now`. */
export function nextBackupTime(now: Date, at: { hour: number; minute: number }): Date {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    at.hour,
    at.minute,
  );
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/**
 * The nightly backup (BACKUP_SCHEDULE), through the job runner: one job per
 * day, keyed by its date, so it runs once across every process. Each run
 * first schedules the next day's (outside its own transaction, so a failing
 * run never loses it). A failure is recorded in backup_runs (health), logged
 * at error, mailed to OPS_EMAIL on its first try, and thrown so the runner
 * retries it with backoff.
 */
export function registerBackupJob(
  app: FastifyInstance,
  deps: { database: Database; storage: Storage; mailer: Mailer },
): void {
  const { config } = app;
  const { db, pool } = deps.database;
  // For /api/health (a backup may have been taken by `npm run backup` even with no schedule).
  const status = new BackupStatusCache(db);
  app.decorate('backupStatus', status);
  app.addHook('onReady', async () => status.refresh());
  const at = config.backup.schedule;
  if (!at) return;
  const bucket = config.backup.s3 ? new BackupBucket(config.backup.s3) : undefined;
  if (bucket) app.addHook('onClose', async () => bucket.close());
  const scheduleAfter = (now: Date) => {
    const runAt = nextBackupTime(now, at);
    return scheduleJob(db, {
      kind: BACKUP_JOB_KIND,
      key: runAt.toISOString().slice(0, 10),
      runAt,
    });
  };
  app.jobs.register(BACKUP_JOB_KIND, async (job, ctx) => {
    await scheduleAfter(ctx.now);
    const startedAt = new Date();
    try {
      const result = await createBackup({
        pool,
        storage: deps.storage,
        dir: config.backup.dir,
        keep: config.backup.keep,
        appVersion: appVersion(),
        bucket,
      });
      await recordBackupRun(db, 'schedule', startedAt, { ok: true, name: result.name });
      await status.refresh();
      ctx.log.info(
        { backup: { name: result.name, removed: result.removed } },
        `Backup ${result.folder} complete`,
      );
    } catch (error) {
      const message = errorText(error);
      ctx.log.error(
        { err: error, backup: { dir: config.backup.dir } },
        `Backup failed: ${message}`,
      );
      await recordBackupRun(db, 'schedule', startedAt, { ok: false, error }).catch(
        (recordError: unknown) =>
          ctx.log.error({ err: recordError }, 'Recording the failed backup failed'),
      );
      await status.refresh();
      if (config.opsEmail && job.attempts === 0) {
        const mail = backupFailedMail(config.opsEmail, {
          at: startedAt,
          error: message,
          dir: config.backup.dir,
          publicUrl: config.publicUrl,
          retrying: job.attempts + 1 < MAX_ATTEMPTS,
        });
        await deps.mailer
          .send(mail)
          .catch((mailError: unknown) =>
            ctx.log.error({ err: mailError }, `Mailing the failed backup to ${mail.to} failed`),
          );
      }
      throw error;
    }
  });
  app.addHook('onReady', async () => {
    await scheduleAfter(new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'Scheduling the nightly backup failed'),
    );
  });
}
