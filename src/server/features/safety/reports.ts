import type { ReportCreate, ReportReceipt } from '@shared/api/safety';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/guard';

// Reports (issue 15): the reporter's side. TODO(helper: reports) implement.

/** The per-person limit on POST /api/reports (REPORTS_PER_HOUR). */
export function reportLimit(_app: FastifyInstance): preHandlerHookHandler {
  return async () => undefined;
}

export async function createReport(
  _db: Db,
  _viewer: Viewer,
  _input: ReportCreate,
): Promise<{ receipt: ReportReceipt; created: boolean }> {
  throw new Error('not implemented');
}
