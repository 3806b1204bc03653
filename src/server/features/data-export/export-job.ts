import { DATA_EXPORT_TTL_HOURS } from '@shared/api/data-export';
import type { NoticeText } from '@shared/i18n/notices';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataExports, notifications, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { mailLocale } from '../../platform/i18n/mail-locale';
import { type JobContext, scheduleJob } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage';
import { notify } from '../notifications/service';
import { buildDataExport } from './build-export';
import { exportFailedMail, exportReadyMail } from './export-mail';
import { DATA_EXPORT_JOB } from './service';

export const DATA_EXPORT_MAIL_JOB = 'data_export_mail';
export const DATA_EXPORT_SWEEP_JOB = 'data_export_sweep';
/** How often expired files are deleted (the download route refuses them on time anyway). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;
/** A build still pending after this long is given up on (its job died for good). */
export const STALE_PENDING_MS = 2 * 60 * 60_000;
const SWEEP_BATCH = 100;

/** The words a person reads when a build failed (the details go to the log). */
export const EXPORT_FAILED_MESSAGE = 'We could not prepare your data. Please try again.';

type Deps = { storage: Storage; mailer: Mailer; appUrl: string; tmpDir: string };

/**
 * The three jobs of the export: build one (`data_export`, keyed by the
 * export), mail its owner after the outcome committed (`data_export_mail`),
 * and every SWEEP_INTERVAL_MS delete expired files (`data_export_sweep`).
 */
export function registerDataExportJobs(app: FastifyInstance, deps: Deps): void {
  app.jobs.register(DATA_EXPORT_JOB, async (job, ctx) => {
    const exportId = typeof job.payload.exportId === 'string' ? job.payload.exportId : null;
    if (exportId) await runBuild(deps, exportId, ctx);
  });
  app.jobs.register(DATA_EXPORT_MAIL_JOB, async (job, ctx) => {
    const exportId = typeof job.payload.exportId === 'string' ? job.payload.exportId : null;
    if (exportId) await sendOutcomeMail(deps, exportId, ctx.tx);
  });
  app.jobs.every(DATA_EXPORT_SWEEP_JOB, SWEEP_INTERVAL_MS, async (_job, ctx) => {
    await sweepExports(deps.storage, ctx.tx, ctx.now);
  });
}

async function runBuild(deps: Deps, exportId: string, ctx: JobContext): Promise<void> {
  const { tx, now } = ctx;
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(eq(dataExports.id, exportId))
    .for('update');
  if (row?.status !== 'pending') return;
  try {
    // A savepoint of its own: a failed query inside rolls back to here and
    // the failure can still be written below.
    const built = await tx.transaction((inner) =>
      buildDataExport(
        { tx: inner, storage: deps.storage, tmpDir: deps.tmpDir },
        { exportId, userId: row.userId, now },
      ),
    );
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_HOURS * 60 * 60_000);
    await tx
      .update(dataExports)
      .set({
        status: 'ready',
        storageKey: built.storageKey,
        sizeBytes: built.sizeBytes,
        readyAt: now,
        expiresAt,
        error: null,
      })
      .where(eq(dataExports.id, exportId));
    if (built.missingFiles.length > 0)
      ctx.log.error({ exportId, missing: built.missingFiles }, 'Data export: uploads missing');
    await tell(tx, row.userId, exportId, now, {
      key: 'dataExportReady',
      params: { hours: DATA_EXPORT_TTL_HOURS },
    });
  } catch (error) {
    // No retry: the person sees why at once and can ask again.
    ctx.log.error({ err: error, exportId }, 'Data export failed');
    await tx
      .update(dataExports)
      .set({ status: 'failed', error: EXPORT_FAILED_MESSAGE })
      .where(eq(dataExports.id, exportId));
    await tell(tx, row.userId, exportId, now, { key: 'dataExportFailed', params: {} });
  }
}

/**
 * The in-app notification, and the mail as its own job so it leaves only
 * once the outcome is committed. The notification is marked as mailed, so
 * the unread-notification digest does not send it a second time.
 */
async function tell(
  tx: Tx,
  userId: string,
  exportId: string,
  now: Date,
  notice: NoticeText,
): Promise<void> {
  const note = await notify(tx, { userId, type: 'data_export', referenceId: exportId, notice });
  await tx.update(notifications).set({ emailedAt: now }).where(eq(notifications.id, note.id));
  await scheduleJob(tx, {
    kind: DATA_EXPORT_MAIL_JOB,
    key: exportId,
    runAt: now,
    payload: { exportId },
  });
}

async function sendOutcomeMail(deps: Deps, exportId: string, tx: Tx): Promise<void> {
  const [row] = await tx
    .select({
      userId: dataExports.userId,
      status: dataExports.status,
      expiresAt: dataExports.expiresAt,
      email: users.email,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  const expiresAt = row?.status === 'ready' ? row.expiresAt : null;
  if (!row || (!expiresAt && row.status !== 'failed')) return;
  const mail = {
    to: row.email,
    appUrl: deps.appUrl,
    locale: await mailLocale(tx, { userId: row.userId }),
  };
  await deps.mailer.send(
    expiresAt ? exportReadyMail({ ...mail, expiresAt }) : exportFailedMail(mail),
  );
}

/**
 * Deletes the files of exports past their expiry and marks them expired;
 * gives up on builds pending longer than STALE_PENDING_MS. Files go first:
 * if a delete fails, the job's savepoint keeps the rows as they were and
 * the runner tries again.
 */
export async function sweepExports(storage: Storage, tx: Tx, now: Date): Promise<number> {
  let swept = 0;
  for (;;) {
    const due = await tx
      .select({ id: dataExports.id, storageKey: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) break;
    for (const row of due) if (row.storageKey) await storage.delete(row.storageKey);
    await tx
      .update(dataExports)
      .set({ status: 'expired', storageKey: null })
      .where(
        inArray(
          dataExports.id,
          due.map((row) => row.id),
        ),
      );
    swept += due.length;
    if (due.length < SWEEP_BATCH) break;
  }
  await tx
    .update(dataExports)
    .set({ status: 'failed', error: EXPORT_FAILED_MESSAGE })
    .where(
      and(
        eq(dataExports.status, 'pending'),
        lte(dataExports.requestedAt, new Date(now.getTime() - STALE_PENDING_MS)),
      ),
    );
  return swept;
}
