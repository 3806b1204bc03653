import { CHORE_MESSAGES, type ChoreBulkApproveReply } from '@shared/api/chores';
import { eq, sql } from 'drizzle-orm';
import { chores } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { requireHostRole } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, ruleBroken } from '../../platform/errors';
import { postSystemMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import { recordPoints } from '../points/service';
import { findVisibleChore, requireHost } from './access';
import { announce, type ChoreContext } from './chore-steps';
import { presentOne } from './presenter';
import { createNextOccurrence } from './recurrence';
import { checkWeeklyHours } from './service';

// The host's review: approve (points, once), send back, cancel.

async function approveInTx(tx: Tx, viewer: Viewer, choreId: string, now: Date) {
  const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
  requireHost(visible);
  const { chore } = visible;
  if (chore.status === 'approved') return presentOne(tx, chore);
  if (chore.status !== 'submitted' || !chore.takenBy) throw ruleBroken(CHORE_MESSAGES.notSubmitted);
  const [row] = await tx
    .update(chores)
    .set({
      status: 'approved',
      approvedAt: sql`now()`,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(chores.id, chore.id))
    .returning();
  if (!row?.takenBy) throw new Error('chore update returned no row');
  if (row.points > 0) {
    await recordPoints(tx, {
      helperId: row.takenBy,
      propertyId: row.propertyId,
      amount: row.points,
      reason: 'chore_approved',
      referenceId: row.id,
      note: row.title,
      createdBy: viewer.userId,
    });
  }
  await notify(tx, {
    userId: row.takenBy,
    type: 'chore_approved',
    notice:
      row.points > 0
        ? { key: 'choreApprovedWithPoints', params: { chore: row.title, points: row.points } }
        : { key: 'choreApproved', params: { chore: row.title } },
    referenceId: row.id,
  });
  await postSystemMessage(tx, {
    propertyId: row.propertyId,
    helperId: row.takenBy,
    statusType: 'chore_approved',
    notice:
      row.points > 0
        ? { key: 'choreApprovedWithPoints', params: { chore: row.title, points: row.points } }
        : { key: 'choreApproved', params: { chore: row.title } },
    actorId: viewer.userId,
  });
  await checkWeeklyHours(tx, row, visible.hostId);
  const presented = await announce(tx, row);
  await createNextOccurrence(tx, row, now, visible.propertyTitle);
  return presented;
}

export async function approveChore(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  return ctx.db.transaction((tx) => approveInTx(tx, viewer, choreId, new Date()));
}

export async function bulkApprove(
  ctx: ChoreContext,
  viewer: Viewer,
  choreIds: string[],
): Promise<ChoreBulkApproveReply> {
  requireHostRole(viewer);
  const reply: ChoreBulkApproveReply = { approved: [], failed: [] };
  for (const id of [...new Set(choreIds)]) {
    try {
      reply.approved.push(
        await ctx.db.transaction((tx) => approveInTx(tx, viewer, id, new Date())),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reply.failed.push({ id, message: error.message });
    }
  }
  return reply;
}

export async function sendBackChore(
  ctx: ChoreContext,
  viewer: Viewer,
  choreId: string,
  note: string,
) {
  return ctx.db.transaction(async (tx) => {
    const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
    requireHost(visible);
    const { chore } = visible;
    if (chore.status === 'approved') throw ruleBroken(CHORE_MESSAGES.approvedNoEdit);
    if (chore.status !== 'submitted' || !chore.takenBy)
      throw ruleBroken(CHORE_MESSAGES.notSubmitted);
    const [row] = await tx
      .update(chores)
      .set({
        status: 'in_progress',
        reviewNote: note,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(chores.id, chore.id))
      .returning();
    if (!row?.takenBy) throw new Error('chore update returned no row');
    await notify(tx, {
      userId: row.takenBy,
      type: 'chore_changes_requested',
      notice: { key: 'choreChangesRequested', params: { chore: row.title, note } },
      referenceId: row.id,
    });
    await postSystemMessage(tx, {
      propertyId: row.propertyId,
      helperId: row.takenBy,
      statusType: 'chore_changes_requested',
      notice: { key: 'choreSentBack', params: { chore: row.title, note } },
      actorId: viewer.userId,
    });
    return announce(tx, row);
  });
}

export async function cancelChore(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  return ctx.db.transaction(async (tx) => {
    const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
    requireHost(visible);
    const { chore } = visible;
    if (chore.status === 'cancelled') return presentOne(tx, chore);
    if (chore.status === 'approved') throw ruleBroken(CHORE_MESSAGES.approvedNoCancel);
    const [row] = await tx
      .update(chores)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(chores.id, chore.id))
      .returning();
    if (!row) throw new Error('chore update returned no row');
    return announce(tx, row);
  });
}
