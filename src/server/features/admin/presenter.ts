import type { ModerationAction } from '@shared/api/admin';
import type { moderationActions } from '../../db/schema';

/** One line of the audit log as the desk shows it. */
export function presentAction(row: typeof moderationActions.$inferSelect): ModerationAction {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    actor: row.actorLabel,
    createdAt: row.createdAt.toISOString(),
  };
}
