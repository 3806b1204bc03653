import { CHORE_MESSAGES, type ChoreSubmit } from '@shared/api/chores';
import { eq, sql } from 'drizzle-orm';
import { chores } from '../../db/schema';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, ruleBroken } from '../../platform/errors';
import { postSystemMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import { findVisibleChore, requireMember, type VisibleChore } from './access';
import { scheduleReminder } from './chore-reminders';
import { announce, type ChoreContext, displayName } from './chore-steps';
import { presentOne } from './presenter';
import { checkWeeklyHours } from './service';

// The helper's side: take a chore, submit it done.

/**
 * Take (an open chore open to any member, or assigned to the caller) or start
 * (the assignee): open -> in_progress, takenBy = the caller. The assignee
 * stays as the host set it, so an open recurring chore stays open next time.
 */
export async function takeChore(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  return ctx.db.transaction(async (tx) => {
    const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
    requireMember(visible);
    const { chore } = visible;
    if (chore.assigneeId && chore.assigneeId !== viewer.userId)
      throw ruleBroken(CHORE_MESSAGES.notAssignedToYou);
    if (chore.status !== 'open') {
      if (chore.takenBy === viewer.userId && chore.status === 'in_progress')
        return presentOne(tx, chore);
      if (chore.takenBy && chore.takenBy !== viewer.userId && chore.status === 'in_progress')
        throw conflict(CHORE_MESSAGES.takenByOther);
      throw ruleBroken(CHORE_MESSAGES.notOpen);
    }
    const [row] = await tx
      .update(chores)
      .set({
        status: 'in_progress',
        takenBy: viewer.userId,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(chores.id, chore.id))
      .returning();
    if (!row) throw new Error('chore update returned no row');
    await scheduleReminder(tx, row, new Date());
    return announce(tx, row);
  });
}

export function requireDoer(visible: VisibleChore, viewer: Viewer) {
  requireMember(visible);
  if (visible.chore.takenBy !== viewer.userId)
    throw new AppError('forbidden', CHORE_MESSAGES.notYours);
}

export async function submitChore(
  ctx: ChoreContext,
  viewer: Viewer,
  choreId: string,
  input: ChoreSubmit,
) {
  return ctx.db.transaction(async (tx) => {
    const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
    requireMember(visible);
    const { chore } = visible;
    if (chore.status === 'open' && (!chore.assigneeId || chore.assigneeId === viewer.userId))
      throw ruleBroken(CHORE_MESSAGES.notInProgress);
    requireDoer(visible, viewer);
    if (chore.status === 'submitted') return presentOne(tx, chore);
    if (chore.status !== 'in_progress') throw ruleBroken(CHORE_MESSAGES.notInProgress);
    const [row] = await tx
      .update(chores)
      .set({
        status: 'submitted',
        submittedAt: sql`now()`,
        submissionNote: input?.note ?? null,
        minutesSpent: input?.minutesSpent ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(chores.id, chore.id))
      .returning();
    if (!row) throw new Error('chore update returned no row');
    const name = await displayName(tx, viewer.userId);
    await notify(tx, {
      userId: visible.hostId,
      type: 'task_completed',
      notice: {
        key: 'choreSubmitted',
        params: { name, chore: row.title, property: visible.propertyTitle },
      },
      referenceId: row.id,
    });
    await postSystemMessage(tx, {
      propertyId: row.propertyId,
      helperId: viewer.userId,
      statusType: 'chore_submitted',
      notice: { key: 'choreSubmitted', params: { chore: row.title } },
      actorId: viewer.userId,
    });
    await checkWeeklyHours(tx, row, visible.hostId);
    return announce(tx, row);
  });
}
