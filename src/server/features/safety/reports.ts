import {
  REPORTS_PER_HOUR,
  type ReportCreate,
  type ReportReceipt,
  reportCreateSchema,
} from '@shared/api/safety';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { createLimits } from '../../platform/access/rate-limit';
import { type Viewer, viewerOf } from '../../platform/auth/guard';
import { reportableTarget } from './report-targets';

// Reports (issue 15, decision 110): the reporter's side. The operators' side
// (the queue and the actions that resolve reports) is features/admin.

const HOUR_MS = 60 * 60 * 1000;

/**
 * The per-person limit on POST /api/reports (REPORTS_PER_HOUR an hour).
 * createLimits registers @fastify/rate-limit, which must happen while the app
 * is being built: it is done in a scope of its own here (queued with the other
 * plugins), and the preHandler waits for it the first time it runs.
 */
export function reportLimit(app: FastifyInstance) {
  const limits = new Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>(
    (resolve) => {
      // A failure here fails app.ready(), like any plugin's.
      void app.register(async (scope) => {
        resolve(
          await createLimits(scope, [
            {
              name: 'reports:user',
              max: REPORTS_PER_HOUR,
              windowMs: HOUR_MS,
              key: (request) => viewerOf(request).userId,
              message: 'You have sent many reports in the last hour: please try again later',
            },
          ]),
        );
      });
    },
  );
  return async (request: FastifyRequest, reply: FastifyReply) => (await limits)(request, reply);
}

const receiptOf = (row: typeof reports.$inferSelect): ReportReceipt => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Files a report, keeping the content as the reporter sees it now. The same
 * person reporting the same thing while their report is open gets that report
 * back (created false): one report, never two, even when two arrive at once.
 */
export async function createReport(
  db: Db,
  viewer: Viewer,
  input: ReportCreate,
): Promise<{ receipt: ReportReceipt; created: boolean }> {
  const body = reportCreateSchema.parse(input);
  return db.transaction(async (tx) => {
    const target = await reportableTarget(tx, viewer.userId, body.targetType, body.targetId);
    const [inserted] = await tx
      .insert(reports)
      .values({
        reporterId: viewer.userId,
        targetType: body.targetType,
        targetId: body.targetId,
        subjectId: target.subjectId,
        reason: body.reason,
        details: body.details ?? '',
        snapshot: target.snapshot,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { receipt: receiptOf(inserted), created: true };
    const [existing] = await tx
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, viewer.userId),
          eq(reports.targetType, body.targetType),
          eq(reports.targetId, body.targetId),
          eq(reports.status, 'open'),
        ),
      );
    if (!existing) throw new Error('report conflict without an open report');
    return { receipt: receiptOf(existing), created: false };
  });
}
