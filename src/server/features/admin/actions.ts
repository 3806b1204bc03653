import type { ModerationActionCreate, ModerationResult } from '@shared/api/admin';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  messages,
  moderationActions,
  properties,
  reports,
  reviews,
  sessions,
  suspensions,
  users,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Viewer } from '../../platform/auth/guard';
import { conflict, notFound, ruleBroken } from '../../platform/errors';
import { hideMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import { hideProperty } from '../properties/service';
import { hideReview } from '../reviews/service';
import { isAdmin } from './operators';
import { presentAction } from './presenter';

// POST /api/admin/actions (issue 15): one transaction does the action, logs
// it and resolves the reports it settles, each reporter told only that their
// report was reviewed. The person reported is never told who reported.

type ActionRow = typeof moderationActions.$inferSelect;
type Target = { targetType: 'user' | 'property' | 'message' | 'review'; targetId: string };
type Resolution = { status: 'dismissed' | 'actioned'; where: ReturnType<typeof and> };

async function logAction(
  tx: Tx,
  viewer: Viewer,
  action: ModerationActionCreate['action'],
  target: Target,
  reason: string,
  now: Date,
): Promise<ActionRow> {
  const [actor] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, viewer.userId));
  const label = actor ? `${actor.name || actor.email} <${actor.email}>` : viewer.email;
  const [row] = await tx
    .insert(moderationActions)
    .values({
      actorId: viewer.userId,
      actorLabel: label,
      action,
      ...target,
      reason,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('moderation action insert returned no row');
  return row;
}

/** Settles the open reports `where` picks, and tells each reporter it was reviewed. */
async function resolveReports(tx: Tx, action: ActionRow, resolution: Resolution, now: Date) {
  const resolved = await tx
    .update(reports)
    .set({ status: resolution.status, resolvedAt: now, resolvedByActionId: action.id })
    .where(and(eq(reports.status, 'open'), resolution.where))
    .returning({ id: reports.id, reporterId: reports.reporterId });
  for (const report of resolved) {
    await notify(tx, {
      userId: report.reporterId,
      type: 'report',
      notice: { key: 'reportReviewed', params: {} },
      referenceId: report.id,
    });
  }
  return resolved.length;
}

const onTarget = (t: Target) =>
  and(eq(reports.targetType, t.targetType), eq(reports.targetId, t.targetId));

const HIDEABLE = {
  property: { table: properties, hide: hideProperty },
  message: { table: messages, hide: hideMessage },
  review: { table: reviews, hide: hideReview },
} as const;

async function hide(tx: Tx, type: keyof typeof HIDEABLE, id: string, now: Date) {
  const { table, hide: hideIt } = HIDEABLE[type];
  const [row] = await tx
    .select({ hiddenAt: table.hiddenAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.hiddenAt) throw conflict('This is already hidden');
  if (!(await hideIt(tx, id, now))) throw notFound();
}

async function suspendedRow(tx: Tx, userId: string) {
  const [row] = await tx.select().from(suspensions).where(eq(suspensions.userId, userId));
  return row;
}

/**
 * Suspends a person: no session from now on (deleting them fires the
 * sessions_ended trigger, which closes their sockets on every process), their
 * listed properties paused (they relist after the suspension is lifted).
 */
async function suspend(tx: Tx, viewer: Viewer, userId: string, reason: string, now: Date) {
  // The user row's lock orders this against a sign-in under way: the
  // sessions trigger (migration 0012) takes a share lock on it, so a session
  // inserted at the same moment waits for this commit and is then refused.
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound();
  if (await isAdmin(tx, userId)) throw ruleBroken('An operator cannot be suspended');
  const [row] = await tx
    .insert(suspensions)
    .values({ userId, suspendedAt: now, suspendedBy: viewer.userId, reason })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This person is already suspended');
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .update(properties)
    .set({ status: 'paused', updatedAt: now })
    .where(and(eq(properties.hostId, userId), eq(properties.status, 'listed')));
}

async function unsuspend(tx: Tx, userId: string) {
  if (!(await suspendedRow(tx, userId))) throw conflict('This person is not suspended');
  await tx.delete(suspensions).where(eq(suspensions.userId, userId));
}

export async function actOn(
  db: Db,
  viewer: Viewer,
  input: ModerationActionCreate,
  now = new Date(),
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const log = (target: Target) => logAction(tx, viewer, input.action, target, input.reason, now);
    let resolvedReports = 0;
    let action: ActionRow;
    switch (input.action) {
      case 'dismiss': {
        action = await log(input);
        resolvedReports = await resolveReports(
          tx,
          action,
          { status: 'dismissed', where: onTarget(input) },
          now,
        );
        break;
      }
      case 'hide': {
        await hide(tx, input.targetType, input.targetId, now);
        action = await log(input);
        resolvedReports = await resolveReports(
          tx,
          action,
          { status: 'actioned', where: onTarget(input) },
          now,
        );
        break;
      }
      case 'suspend': {
        await suspend(tx, viewer, input.userId, input.reason, now);
        action = await log({ targetType: 'user', targetId: input.userId });
        resolvedReports = await resolveReports(
          tx,
          action,
          { status: 'actioned', where: eq(reports.subjectId, input.userId) },
          now,
        );
        break;
      }
      case 'unsuspend': {
        await unsuspend(tx, input.userId);
        action = await log({ targetType: 'user', targetId: input.userId });
        break;
      }
    }
    return { action: presentAction(action), resolvedReports };
  });
}
