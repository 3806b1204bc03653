import type { AuditLog, auditLogQuerySchema, SuspensionList } from '@shared/api/admin';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { moderationActions, suspensions, users } from '../../db/schema';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { presentAction } from './presenter';

/** GET /api/admin/actions: the audit log, newest first, a page at a time. */
export async function listAuditLog(
  db: Db,
  query: z.infer<typeof auditLogQuerySchema>,
): Promise<AuditLog> {
  const page = newestFirst(moderationActions.createdAt, moderationActions.id, query.cursor);
  const rows = await db
    .select({ row: moderationActions, at: page.at })
    .from(moderationActions)
    .where(page.after)
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  return pageFrom(
    rows,
    query.limit,
    (r) => presentAction(r.row),
    (r) => [r.at, r.row.id],
  );
}

/** GET /api/admin/suspensions: who is suspended now, newest first. */
export async function listSuspensions(db: Db): Promise<SuspensionList> {
  const rows = await db
    .select({ s: suspensions, name: users.name, email: users.email })
    .from(suspensions)
    .innerJoin(users, eq(users.id, suspensions.userId))
    .orderBy(desc(suspensions.suspendedAt));
  return {
    items: rows.map((r) => ({
      userId: r.s.userId,
      name: r.name,
      email: r.email,
      reason: r.s.reason,
      suspendedAt: r.s.suspendedAt.toISOString(),
    })),
  };
}
