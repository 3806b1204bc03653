import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { chores } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { scheduleJob } from '../../platform/jobs/runner';
import { notify } from '../notifications/service';
import type { ChoreRow } from './access';
import { announce, DAY_MS, isActiveMember } from './chore-steps';

// Reminders: a job 24 hours before a chore is due, for whoever is to do it.

export const CHORE_REMINDER_JOB = 'chore_reminder';
/**
 * A reminder job at dueAt − 24 h (at once when that has passed) for whoever
 * is to do the chore; the handler re-checks. The key names the due date and
 * the person, so a new due date, a new assignee or a helper taking an open
 * chore makes a new job, while repeats of the same schedule make none.
 */
export async function scheduleReminder(tx: Tx, row: ChoreRow, now: Date) {
  const recipient = row.takenBy ?? row.assigneeId;
  if (!row.dueAt || row.reminderSentAt || !recipient) return;
  if (row.status !== 'open' && row.status !== 'in_progress') return;
  if (row.dueAt.getTime() <= now.getTime()) return;
  const runAt = new Date(Math.max(now.getTime(), row.dueAt.getTime() - DAY_MS));
  await scheduleJob(tx, {
    kind: CHORE_REMINDER_JOB,
    key: `${row.id}:${row.dueAt.toISOString()}:${recipient}`,
    runAt,
    payload: { choreId: row.id, dueAt: row.dueAt.toISOString() },
  });
}

/**
 * The reminder job: the chore's doer (or assignee) gets one `reminder` while
 * the chore is still to do, due within 24 h of the run, not yet reminded, and
 * still due at the time the job was made for.
 */
export async function runChoreReminder(tx: Tx, payload: Record<string, unknown>, now: Date) {
  const choreId = typeof payload.choreId === 'string' ? payload.choreId : null;
  if (!choreId || !z.uuid().safeParse(choreId).success) return;
  const [row] = await tx.select().from(chores).where(eq(chores.id, choreId)).for('update');
  if (!row?.dueAt || row.reminderSentAt) return;
  if (row.status !== 'open' && row.status !== 'in_progress') return;
  if (row.dueAt.toISOString() !== payload.dueAt) return;
  const left = row.dueAt.getTime() - now.getTime();
  if (left <= 0 || left > DAY_MS) return;
  const userId = row.takenBy ?? row.assigneeId;
  if (!userId) return;
  if (!(await isActiveMember(tx, row.propertyId, userId))) return;
  const [updated] = await tx
    .update(chores)
    .set({ reminderSentAt: now })
    .where(eq(chores.id, row.id))
    .returning();
  const hours = Math.max(1, Math.round(left / 3_600_000));
  await notify(tx, {
    userId,
    type: 'reminder',
    notice: { key: 'choreDueSoon', params: { chore: row.title, hours } },
    referenceId: row.id,
  });
  if (updated) await announce(tx, updated);
}
