import { CHORE_MESSAGES, type ChoreCreate, type ChoreUpdate } from '@shared/api/chores';
import { eq, sql } from 'drizzle-orm';
import { chores, exchangeTerms } from '../../db/schema';
import { findOwnProperty } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, ruleBroken } from '../../platform/errors';
import { findVisibleChore, requireHost } from './access';
import { scheduleReminder } from './chore-reminders';
import {
  announce,
  announceAssignment,
  type ChoreContext,
  canonicalGroup,
  isActiveMember,
} from './chore-steps';
import { presentOne } from './presenter';

// The host creates and edits chores.

export async function createChore(ctx: ChoreContext, viewer: Viewer, input: ChoreCreate) {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, input.propertyId);
    const group = await canonicalGroup(tx, property.hostId, input.group);
    if (!group) throw ruleBroken(CHORE_MESSAGES.unknownGroup);
    if (input.assigneeId && !(await isActiveMember(tx, property.id, input.assigneeId)))
      throw ruleBroken(CHORE_MESSAGES.notMember);
    let points = input.points;
    if (points === undefined) {
      const [terms] = await tx
        .select({ points: exchangeTerms.defaultChorePoints })
        .from(exchangeTerms)
        .where(eq(exchangeTerms.propertyId, property.id));
      points = terms?.points ?? 0;
    }
    const recurrence = input.recurrence ?? 'none';
    const [row] = await tx
      .insert(chores)
      .values({
        propertyId: property.id,
        createdBy: viewer.userId,
        title: input.title,
        description: input.description ?? null,
        group,
        points,
        estimatedMinutes: input.estimatedMinutes ?? null,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        recurrence,
        recurrenceDays: recurrence === 'weekly' ? (input.recurrenceDays ?? []) : [],
        assigneeId: input.assigneeId ?? null,
      })
      .returning();
    if (!row) throw new Error('chore insert returned no row');
    await announceAssignment(tx, row, property.title, viewer.userId);
    await scheduleReminder(tx, row, now);
    return announce(tx, row);
  });
}

export async function updateChore(
  ctx: ChoreContext,
  viewer: Viewer,
  choreId: string,
  input: ChoreUpdate,
) {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
    requireHost(visible);
    const { chore } = visible;
    if (chore.status === 'approved') throw ruleBroken(CHORE_MESSAGES.approvedNoEdit);
    if (chore.status === 'cancelled') throw ruleBroken(CHORE_MESSAGES.cancelledNoEdit);
    const set: Partial<typeof chores.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.group !== undefined && input.group.toLowerCase() !== chore.group.toLowerCase()) {
      const group = await canonicalGroup(tx, visible.hostId, input.group);
      if (!group) throw ruleBroken(CHORE_MESSAGES.unknownGroup);
      set.group = group;
    }
    if (input.points !== undefined) set.points = input.points;
    if (input.estimatedMinutes !== undefined) set.estimatedMinutes = input.estimatedMinutes;
    if (input.dueAt !== undefined) {
      const dueAt = input.dueAt ? new Date(input.dueAt) : null;
      if (dueAt?.getTime() !== chore.dueAt?.getTime()) {
        set.dueAt = dueAt;
        set.reminderSentAt = null;
      }
    }
    const recurrence = input.recurrence ?? chore.recurrence;
    if (input.recurrence !== undefined) set.recurrence = input.recurrence;
    if (input.recurrenceDays !== undefined || input.recurrence !== undefined) {
      const days = input.recurrenceDays ?? chore.recurrenceDays;
      if (recurrence === 'weekly' && days.length === 0)
        throw new AppError('validation_failed', 'Choose at least one day for a weekly chore', [
          { field: 'body.recurrenceDays', message: 'Choose at least one day for a weekly chore' },
        ]);
      set.recurrenceDays = recurrence === 'weekly' ? days : [];
    }
    // Checked when either side changes, so an older repeating chore without
    // a due date can still have its title or points edited.
    const dueAt = set.dueAt === undefined ? chore.dueAt : set.dueAt;
    const schedule = input.recurrence !== undefined || input.dueAt !== undefined;
    if (schedule && recurrence !== 'none' && !dueAt)
      throw new AppError('validation_failed', CHORE_MESSAGES.repeatingNeedsDue, [
        { field: 'body.dueAt', message: CHORE_MESSAGES.repeatingNeedsDue },
      ]);
    let newAssignee = false;
    if (input.assigneeId !== undefined && input.assigneeId !== chore.assigneeId) {
      if (chore.status !== 'open') throw ruleBroken(CHORE_MESSAGES.assigneeLocked);
      if (input.assigneeId && !(await isActiveMember(tx, chore.propertyId, input.assigneeId)))
        throw ruleBroken(CHORE_MESSAGES.notMember);
      set.assigneeId = input.assigneeId;
      newAssignee = true;
    }
    if (Object.keys(set).length === 0) return presentOne(tx, chore);
    const [row] = await tx
      .update(chores)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(chores.id, chore.id))
      .returning();
    if (!row) throw new Error('chore update returned no row');
    if (newAssignee) await announceAssignment(tx, row, visible.propertyTitle, viewer.userId);
    await scheduleReminder(tx, row, now);
    return announce(tx, row);
  });
}
