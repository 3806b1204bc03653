import { chores } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notify } from '../notifications/service';
import type { ChoreRow } from './access';
import { scheduleReminder } from './chore-reminders';
import { announce, isActiveMember } from './chore-steps';

// Repeating chores: approving one creates the next occurrence.

function isoWeekday(d: Date): number {
  return d.getUTCDay() === 0 ? 7 : d.getUTCDay();
}

/** The due date of the next occurrence: after the current one and after `now`. */
export function nextDueAt(
  row: Pick<ChoreRow, 'recurrence' | 'recurrenceDays' | 'dueAt'>,
  now: Date,
) {
  if (row.recurrence === 'none' || !row.dueAt) return null;
  const step = (d: Date): Date => {
    const next = new Date(d.getTime());
    if (row.recurrence === 'daily') next.setUTCDate(next.getUTCDate() + 1);
    else if (row.recurrence === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
    else {
      const days = row.recurrenceDays.length ? row.recurrenceDays : [isoWeekday(d)];
      do next.setUTCDate(next.getUTCDate() + 1);
      while (!days.includes(isoWeekday(next)));
    }
    return next;
  };
  let next = step(row.dueAt);
  for (let i = 0; i < 1000 && next.getTime() <= now.getTime(); i += 1) next = step(next);
  return next;
}

/** One next occurrence per chore (unique previous_id): a raced approval cannot make two. */
export async function createNextOccurrence(
  tx: Tx,
  row: ChoreRow,
  now: Date,
  propertyTitle: string,
) {
  if (row.recurrence === 'none') return;
  const [next] = await tx
    .insert(chores)
    .values({
      propertyId: row.propertyId,
      createdBy: row.createdBy,
      title: row.title,
      description: row.description,
      group: row.group,
      points: row.points,
      estimatedMinutes: row.estimatedMinutes,
      dueAt: nextDueAt(row, now),
      recurrence: row.recurrence,
      recurrenceDays: row.recurrenceDays,
      assigneeId: row.assigneeId,
      previousId: row.id,
    })
    .onConflictDoNothing({ target: chores.previousId })
    .returning();
  if (!next) return;
  // An assignee who has left gets nothing; the chore waits for the host.
  if (next.assigneeId && !(await isActiveMember(tx, next.propertyId, next.assigneeId))) {
    await announce(tx, next);
    return;
  }
  await announce(tx, next);
  if (next.assigneeId) {
    await notify(tx, {
      userId: next.assigneeId,
      type: 'chore_assigned',
      notice: { key: 'choreAssigned', params: { chore: next.title, property: propertyTitle } },
      referenceId: next.id,
    });
  }
  await scheduleReminder(tx, next, now);
}
