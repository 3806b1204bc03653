import {
  CHORE_MESSAGES,
  type Chore,
  type ChoreBulkApproveReply,
  type ChoreCreate,
  type ChoreGroups,
  type ChoreListQuery,
  type ChorePage,
  type ChoreSubmit,
  type ChoreUpdate,
  DEFAULT_CHORE_GROUPS,
} from '@shared/api/chores';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { chores, exchangeTerms, profiles, properties, propertyHelpers } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { findOwnProperty, requireHostRole } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, ruleBroken } from '../../platform/errors';
import { processImage } from '../../platform/images/pipeline';
import { scheduleJob } from '../../platform/jobs/runner';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import type { Storage } from '../../platform/storage';
import { hoursPerWeekInForce } from '../agreements/hours';
import { postSystemMessage } from '../messaging/system-messages';
import { notify } from '../notifications/notify';
import { recordPoints } from '../points/ledger';
import {
  type ChoreRow,
  findVisibleChore,
  propertyRelation,
  requireHost,
  requireMember,
  type VisibleChore,
} from './access';
import { choreContext, presentChore, presentOne } from './presenter';

export type ChoreContext = { db: Db; storage: Storage; log?: FastifyBaseLogger };

export const CHORE_REMINDER_JOB = 'chore_reminder';
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------- shared steps

/** Publishes `chore.changed` on the property's topic (on commit) and returns the presented chore. */
async function announce(tx: Tx, row: ChoreRow): Promise<Chore> {
  const chore = await presentOne(tx, row);
  await publish(tx, topics.property(row.propertyId), { kind: 'chore.changed', data: chore });
  return chore;
}

async function activeMemberIds(db: Queryable, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ helperId: propertyHelpers.helperId })
    .from(propertyHelpers)
    .where(and(eq(propertyHelpers.propertyId, propertyId), eq(propertyHelpers.status, 'active')));
  return rows.map((r) => r.helperId);
}

async function isActiveMember(db: Queryable, propertyId: string, helperId: string) {
  const [row] = await db
    .select({ id: propertyHelpers.id })
    .from(propertyHelpers)
    .where(
      and(
        eq(propertyHelpers.propertyId, propertyId),
        eq(propertyHelpers.helperId, helperId),
        eq(propertyHelpers.status, 'active'),
      ),
    );
  return !!row;
}

async function displayName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.fullName?.trim() || 'A helper';
}

/** The default groups plus the host's own; returns the canonical spelling or null. */
async function canonicalGroup(db: Queryable, hostId: string, group: string) {
  const [host] = await db
    .select({ custom: profiles.customChoreGroup })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  const all = [...DEFAULT_CHORE_GROUPS, ...(host?.custom ?? [])];
  return all.find((g) => g.toLowerCase() === group.trim().toLowerCase()) ?? null;
}

export async function choreGroups(
  db: Db,
  viewer: Viewer,
  propertyId?: string,
): Promise<ChoreGroups> {
  let ownerId: string | null = viewer.role === 'host' ? viewer.userId : null;
  if (propertyId) {
    const relation = await propertyRelation(db, viewer.userId, propertyId);
    if (!relation) throw new AppError('not_found', 'Property not found');
    ownerId = relation.hostId;
  }
  const [owner] = ownerId
    ? await db
        .select({ custom: profiles.customChoreGroup })
        .from(profiles)
        .where(eq(profiles.id, ownerId))
    : [];
  return { defaults: [...DEFAULT_CHORE_GROUPS], custom: owner?.custom ?? [] };
}

/** Tells the assignee (or every active member of an open chore) about a chore. */
async function announceAssignment(tx: Tx, row: ChoreRow, propertyTitle: string, actorId: string) {
  if (row.assigneeId) {
    await notify(tx, {
      userId: row.assigneeId,
      type: 'chore_assigned',
      title: 'New chore assigned',
      content: `"${row.title}" at ${propertyTitle}`,
      referenceId: row.id,
    });
    await postSystemMessage(tx, {
      propertyId: row.propertyId,
      helperId: row.assigneeId,
      statusType: 'chore_assigned',
      content: `Chore assigned: ${row.title}`,
      actorId,
    });
    return;
  }
  for (const helperId of await activeMemberIds(tx, row.propertyId)) {
    await notify(tx, {
      userId: helperId,
      type: 'chore_assigned',
      title: 'New chore available',
      content: `"${row.title}" at ${propertyTitle} is open to any helper`,
      referenceId: row.id,
    });
  }
}

/**
 * A reminder job at dueAt − 24 h (at once when that has passed) for whoever
 * is to do the chore; the handler re-checks. The key names the due date and
 * the person, so a new due date, a new assignee or a helper taking an open
 * chore makes a new job, while repeats of the same schedule make none.
 */
async function scheduleReminder(tx: Tx, row: ChoreRow, now: Date) {
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
    title: 'Chore due soon',
    content: `"${row.title}" is due in ${hours} hour${hours === 1 ? '' : 's'}`,
    referenceId: row.id,
  });
  if (updated) await announce(tx, updated);
}

// ---------------------------------------------------------------- weekly hours

/** Monday 00:00 UTC of the week `now` is in, as YYYY-MM-DD. */
export function weekStartOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7; // 0 = Monday
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - day);
  return monday.toISOString().slice(0, 10);
}

/** Minutes of submitted/approved chores a helper submitted at a property in this week. */
export async function minutesThisWeek(
  db: Queryable,
  propertyId: string,
  helperId: string,
  weekStart: string,
): Promise<number> {
  const result = await db.execute<{ minutes: number }>(sql`
    select coalesce(sum(minutes_spent), 0)::int as minutes from chores
    where property_id = ${propertyId} and taken_by = ${helperId}
      and status in ('submitted', 'approved')
      and submitted_at >= ${weekStart}::date at time zone 'UTC'
      and submitted_at < (${weekStart}::date + 7) at time zone 'UTC'`);
  return Number(result.rows[0]?.minutes ?? 0);
}

/** When this chore's week passed the agreed hours: host and helper told once per week. */
async function checkWeeklyHours(tx: Tx, row: ChoreRow, hostId: string) {
  if (!row.takenBy || !row.submittedAt || !row.minutesSpent) return;
  const agreed = await hoursPerWeekInForce(tx, row.propertyId, row.takenBy);
  if (agreed === null) return;
  const weekStart = weekStartOf(row.submittedAt);
  const minutes = await minutesThisWeek(tx, row.propertyId, row.takenBy, weekStart);
  if (minutes <= agreed * 60) return;
  const inserted = await tx.execute(sql`
    insert into weekly_hours_alerts (property_id, helper_id, week_start)
    values (${row.propertyId}, ${row.takenBy}, ${weekStart})
    on conflict do nothing returning id`);
  if (inserted.rows.length === 0) return;
  const hours = (minutes / 60).toFixed(1);
  const name = await displayName(tx, row.takenBy);
  await notify(tx, {
    userId: hostId,
    type: 'chore_hours_exceeded',
    title: 'Agreed hours passed',
    content: `${name} has done ${hours} hours this week, more than the agreed ${agreed}`,
    referenceId: row.id,
  });
  await notify(tx, {
    userId: row.takenBy,
    type: 'chore_hours_exceeded',
    title: 'Agreed hours passed',
    content: `You have done ${hours} hours this week, more than the agreed ${agreed}`,
    referenceId: row.id,
  });
}

// ---------------------------------------------------------------- recurrence

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
async function createNextOccurrence(tx: Tx, row: ChoreRow, now: Date, propertyTitle: string) {
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
      title: 'New chore assigned',
      content: `"${next.title}" at ${propertyTitle}`,
      referenceId: next.id,
    });
  }
  await scheduleReminder(tx, next, now);
}

// ---------------------------------------------------------------- create / edit

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

// ---------------------------------------------------------------- the helper's side

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

function requireDoer(visible: VisibleChore, viewer: Viewer) {
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
      title: 'Chore submitted',
      content: `${name} submitted "${row.title}" at ${visible.propertyTitle}`,
      referenceId: row.id,
    });
    await postSystemMessage(tx, {
      propertyId: row.propertyId,
      helperId: viewer.userId,
      statusType: 'chore_submitted',
      content: `Chore submitted: ${row.title}`,
      actorId: viewer.userId,
    });
    await checkWeeklyHours(tx, row, visible.hostId);
    return announce(tx, row);
  });
}

/** Stores the proof photo privately (replacing an earlier one) while the caller is doing the chore. */
export async function replaceChorePhoto(
  ctx: ChoreContext,
  viewer: Viewer,
  choreId: string,
  upload: Buffer | null,
) {
  // Check first (cheap), process, store, then switch the row under its lock.
  const before = await findVisibleChore(ctx.db, viewer.userId, choreId);
  requireDoer(before, viewer);
  if (before.chore.status !== 'in_progress') throw ruleBroken(CHORE_MESSAGES.notInProgress);
  let key: string | null = null;
  if (upload) {
    const [photo] = await processImage(upload, [1600]);
    if (!photo) throw new Error('processImage returned no rendition');
    key = `chore_photos/${choreId}/proof_${Date.now()}.${photo.extension}`;
    await ctx.storage.put(key, photo.bytes, photo.contentType, { visibility: 'private' });
  }
  let previous: string | null = null;
  try {
    const chore = await ctx.db.transaction(async (tx) => {
      const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
      requireDoer(visible, viewer);
      if (visible.chore.status !== 'in_progress') throw ruleBroken(CHORE_MESSAGES.notInProgress);
      previous = visible.chore.submissionPhotoKey;
      const [row] = await tx
        .update(chores)
        .set({ submissionPhotoKey: key, updatedAt: sql`now()` })
        .where(eq(chores.id, choreId))
        .returning();
      if (!row) throw new Error('chore update returned no row');
      return announce(tx, row);
    });
    if (previous && previous !== key) {
      const stale: string = previous;
      await ctx.storage.delete(stale).catch((error: unknown) => {
        ctx.log?.warn({ err: error, key: stale }, 'Could not delete a replaced chore photo');
      });
    }
    return chore;
  } catch (error) {
    if (key) await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The private photo for the host and the property's active members (404 for anyone else). */
export async function choreProofPhoto(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  const { chore } = await findVisibleChore(ctx.db, viewer.userId, choreId);
  if (!chore.submissionPhotoKey) throw new AppError('not_found', 'This chore has no photo');
  const object = await ctx.storage.get(chore.submissionPhotoKey);
  if (!object) throw new AppError('not_found', 'This chore has no photo');
  return object;
}

// ---------------------------------------------------------------- the host's review

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
    title: 'Chore approved',
    content:
      row.points > 0
        ? `"${row.title}" was approved: +${row.points} points`
        : `"${row.title}" was approved`,
    referenceId: row.id,
  });
  await postSystemMessage(tx, {
    propertyId: row.propertyId,
    helperId: row.takenBy,
    statusType: 'chore_approved',
    content:
      row.points > 0
        ? `Chore approved: ${row.title} (+${row.points} points)`
        : `Chore approved: ${row.title}`,
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
      title: 'Changes requested',
      content: `"${row.title}": ${note}`,
      referenceId: row.id,
    });
    await postSystemMessage(tx, {
      propertyId: row.propertyId,
      helperId: row.takenBy,
      statusType: 'chore_changes_requested',
      content: `Chore sent back: ${row.title} — ${note}`,
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

// ---------------------------------------------------------------- reads

export async function getChore(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  const { chore } = await findVisibleChore(ctx.db, viewer.userId, choreId);
  return presentOne(ctx.db, chore);
}

const listCursorSchema = z.tuple([exactTimeSchema, z.uuid()]);

export async function listChores(
  ctx: ChoreContext,
  viewer: Viewer,
  query: ChoreListQuery & { limit: number },
): Promise<ChorePage> {
  const me = viewer.userId;
  const conditions: SQL[] = [];
  const isHost = viewer.role === 'host';
  if (isHost) {
    if (query.tab)
      throw new AppError('bad_request', 'Tabs are for helpers; filter by status instead');
    conditions.push(
      inArray(
        chores.propertyId,
        ctx.db.select({ id: properties.id }).from(properties).where(eq(properties.hostId, me)),
      ),
    );
    if (query.helperId) {
      const helper = query.helperId;
      const cond = or(eq(chores.assigneeId, helper), eq(chores.takenBy, helper));
      if (cond) conditions.push(cond);
    }
  } else {
    conditions.push(
      inArray(
        chores.propertyId,
        ctx.db
          .select({ id: propertyHelpers.propertyId })
          .from(propertyHelpers)
          .where(and(eq(propertyHelpers.helperId, me), eq(propertyHelpers.status, 'active'))),
      ),
    );
    if (query.helperId && query.helperId !== me) conditions.push(sql`false`);
    const mine = or(eq(chores.assigneeId, me), eq(chores.takenBy, me));
    switch (query.tab) {
      case 'mine':
        if (mine) conditions.push(mine);
        conditions.push(inArray(chores.status, ['open', 'in_progress']));
        break;
      case 'open':
        conditions.push(eq(chores.status, 'open'), isNull(chores.assigneeId));
        break;
      case 'submitted':
        conditions.push(eq(chores.takenBy, me), eq(chores.status, 'submitted'));
        break;
      case 'done':
        conditions.push(eq(chores.takenBy, me), eq(chores.status, 'approved'));
        break;
      default:
        break;
    }
  }
  if (query.propertyId) conditions.push(eq(chores.propertyId, query.propertyId));
  if (query.status) conditions.push(eq(chores.status, query.status));
  if (query.group) conditions.push(sql`lower(${chores.group}) = lower(${query.group})`);
  if (query.cursor) {
    const [time, id] = decodeCursor(query.cursor, listCursorSchema);
    conditions.push(sql`(${chores.createdAt}, ${chores.id}) < (${time}::timestamptz, ${id}::uuid)`);
  }
  const rows = await ctx.db
    .select({ chore: chores, key: exactTime(chores.createdAt) })
    .from(chores)
    .where(and(...conditions))
    .orderBy(desc(chores.createdAt), desc(chores.id))
    .limit(query.limit + 1);
  const presentCtx = await choreContext(
    ctx.db,
    rows.slice(0, query.limit).map((r) => r.chore),
  );
  return pageFrom(
    rows,
    query.limit,
    (r) => presentChore(r.chore, presentCtx),
    (r) => [r.key, r.chore.id],
  );
}
