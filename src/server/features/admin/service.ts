import type {
  AuditLog,
  auditLogQuerySchema,
  ModerationActionCreate,
  ModerationResult,
  ReportQueue,
  SuspensionList,
} from '@shared/api/admin';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/guard';

// The moderation desk (issue 15). TODO(helper: admin) implement.

/** onRequest: the viewer must be signed in and an operator; 404 otherwise (never 401/403). */
export function requireAdmin(_app: FastifyInstance, _db: Db): onRequestHookHandler {
  return async () => undefined;
}

export async function reportQueue(_db: Db, _now: Date): Promise<ReportQueue> {
  throw new Error('not implemented');
}

export async function actOn(
  _db: Db,
  _viewer: Viewer,
  _input: ModerationActionCreate,
): Promise<ModerationResult> {
  throw new Error('not implemented');
}

export async function listAuditLog(
  _db: Db,
  _query: z.infer<typeof auditLogQuerySchema>,
): Promise<AuditLog> {
  throw new Error('not implemented');
}

export async function listSuspensions(_db: Db): Promise<SuspensionList> {
  throw new Error('not implemented');
}
