import {
  DATA_EXPORT_LIST_LIMIT,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '@shared/api/data-export';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs/runner';
import { presentDataExport } from './presenter';

/** The job that builds one export (key: the export's id). */
export const DATA_EXPORT_JOB = 'data_export';

const DAY_MS = 24 * 60 * 60_000;

export const ALREADY_PENDING_MESSAGE =
  "Your data is already being prepared. We'll notify you when it's ready.";

/**
 * Asks for an export. The id is the client's: the same id again (a retried
 * request) answers with the export it made, `created: false`. Another
 * export while one is pending is refused (409), and at most
 * DATA_EXPORTS_PER_DAY a day (429). The row and its job commit together.
 */
export async function requestDataExport(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<{ export: DataExport; created: boolean }> {
  return db.transaction(async (tx) => {
    // One request per person at a time: two tabs cannot both pass the checks.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`data_export:${userId}`}, 0))`,
    );
    const [same] = await tx.select().from(dataExports).where(eq(dataExports.id, id));
    if (same) {
      if (same.userId !== userId) throw conflict('This request id is already taken; try again.');
      return { export: presentDataExport(same, now), created: false };
    }
    const [pending] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
      .limit(1);
    if (pending) throw conflict(ALREADY_PENDING_MESSAGE);
    const [recent] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          gt(dataExports.requestedAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= DATA_EXPORTS_PER_DAY)
      throw new AppError(
        'rate_limited',
        `You can download your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
      );
    const [row] = await tx
      .insert(dataExports)
      .values({ id, userId, status: 'pending', requestedAt: now })
      .returning();
    if (!row) throw new Error('data export insert returned no row');
    await scheduleJob(tx, {
      kind: DATA_EXPORT_JOB,
      key: id,
      runAt: now,
      payload: { exportId: id },
    });
    return { export: presentDataExport(row, now), created: true };
  });
}

/** The caller's latest exports, newest first. */
export async function listDataExports(db: Db, userId: string, now: Date): Promise<DataExport[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(DATA_EXPORT_LIST_LIMIT);
  return rows.map((row) => presentDataExport(row, now));
}

/**
 * The stored file of a ready export of the caller's; 404 for anything else
 * (someone else's, unknown, not ready, expired), so ids cannot be probed.
 */
export async function downloadableExport(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<{ storageKey: string; readyAt: Date }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  const view = row ? presentDataExport(row, now) : null;
  if (!row || view?.status !== 'ready' || !row.storageKey || !row.readyAt)
    throw notFound('Export not found');
  return { storageKey: row.storageKey, readyAt: row.readyAt };
}
