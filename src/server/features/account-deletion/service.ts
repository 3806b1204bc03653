import {
  ACTIVE_MEMBERS_ERROR,
  type ActiveMember,
  DELETION_GRACE_DAYS,
  type DeletionState,
} from '@shared/api/account-deletion';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  admins,
  jobs,
  profiles,
  properties,
  propertyHelpers,
  sessions,
  stayRequests,
  users,
} from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { AppError, ruleBroken } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs/runner';
import { endMembership } from '../memberships/service';

// Asking for and cancelling a deletion (issue 19, decision 141). The erasure
// itself, at the end of the grace period, is erase.ts.

/** The job that erases the account at dueAt (jobs.ts). */
export const ERASE_JOB = 'account_erase';

const DAY_MS = 24 * 60 * 60_000;

/** One erase job per request: a request made again after cancelling gets a job of its own. */
export const eraseJobKey = (userId: string, requestedAt: Date) =>
  `${userId}:${requestedAt.toISOString()}`;

type DeletionRow = typeof accountDeletions.$inferSelect;

/** The pending deletion of a person, if any (an erased one never has a session to ask). */
async function pendingRow(db: Queryable, userId: string): Promise<DeletionRow | null> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
  return row ?? null;
}

/** The active stays at a host's properties, with the helpers' names (a helper has none). */
export async function activeMembersOf(db: Queryable, hostId: string): Promise<ActiveMember[]> {
  const rows = await db
    .select({
      propertyId: properties.id,
      propertyTitle: properties.title,
      helperId: propertyHelpers.helperId,
      helperName: profiles.fullName,
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .innerJoin(profiles, eq(profiles.id, propertyHelpers.helperId))
    .where(and(eq(properties.hostId, hostId), eq(propertyHelpers.status, 'active')))
    .orderBy(asc(properties.title), asc(profiles.fullName), asc(propertyHelpers.id));
  return rows.map((r) => ({ ...r, helperName: r.helperName?.trim() || 'A helper' }));
}

export async function twoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on === true;
}

function present(
  row: DeletionRow | null,
  activeMembers: ActiveMember[],
  twoFactorRequired: boolean,
): DeletionState {
  return {
    status: row ? 'pending' : 'none',
    requestedAt: row ? row.requestedAt.toISOString() : null,
    dueAt: row ? row.dueAt.toISOString() : null,
    activeMembers: row ? [] : activeMembers,
    twoFactorRequired,
  };
}

/** GET /api/account/deletion */
export async function deletionState(db: Db, userId: string): Promise<DeletionState> {
  const row = await pendingRow(db, userId);
  const members = row ? [] : await activeMembersOf(db, userId);
  return present(row, members, await twoFactorEnabled(db, userId));
}

function membersMessage(members: ActiveMember[]): string {
  const names = members.map((m) => `${m.helperName} (${m.propertyTitle})`);
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` and ${names.length - 5} more` : '';
  return `Your properties have active members: ${shown}${more}. End these stays to go on.`;
}

export type DeletionRequested = {
  state: DeletionState;
  /** False when a deletion was already pending (a retried request): nothing was done again. */
  created: boolean;
};

/**
 * POST /api/account/deletion, once the password (and code) are checked. One
 * transaction: the host's active stays end (each helper told) when asked to,
 * the row and its erase job are written, listed properties are paused and
 * pending stay requests withdrawn (nobody starts something new with a
 * person who is leaving), and every session is deleted, which signs the
 * person out everywhere and closes their sockets (the sessions_ended trigger).
 */
export async function requestDeletion(
  db: Db,
  userId: string,
  options: { endStays: boolean },
  now: Date,
): Promise<DeletionRequested> {
  return db.transaction(async (tx) => {
    // Orders this against a concurrent request, and a sign-in, of the same person.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const existing = await pendingRow(tx, userId);
    const twoFactor = await twoFactorEnabled(tx, userId);
    if (existing) return { state: present(existing, [], twoFactor), created: false };
    const [operator] = await tx.select().from(admins).where(eq(admins.userId, userId));
    if (operator)
      throw ruleBroken(
        'An operator’s account cannot be deleted: revoke the operator role first (npm run admin -- revoke).',
      );

    const members = await activeMembersOf(tx, userId);
    if (members.length > 0 && !options.endStays)
      throw new AppError(ACTIVE_MEMBERS_ERROR, membersMessage(members));
    await endStays(tx, members, now);

    const dueAt = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    const [row] = await tx
      .insert(accountDeletions)
      .values({ userId, requestedAt: now, dueAt })
      .returning();
    if (!row) throw new Error('account deletion insert returned no row');
    await scheduleJob(tx, {
      kind: ERASE_JOB,
      key: eraseJobKey(userId, now),
      runAt: dueAt,
      payload: { userId },
    });
    await tx
      .update(properties)
      .set({ status: 'paused', updatedAt: now })
      .where(and(eq(properties.hostId, userId), eq(properties.status, 'listed')));
    await tx
      .update(stayRequests)
      .set({ status: 'withdrawn', decidedAt: now, updatedAt: now })
      .where(and(eq(stayRequests.helperId, userId), eq(stayRequests.status, 'pending')));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return { state: present(row, [], twoFactor), created: true };
  });
}

/** Ends each active stay as the host removing the helper would: the helper is told. */
export async function endStays(tx: Tx, members: ActiveMember[], now: Date): Promise<void> {
  const hosts = new Map<string, string>();
  for (const member of members) {
    let hostId = hosts.get(member.propertyId);
    if (!hostId) {
      const [property] = await tx
        .select({ hostId: properties.hostId })
        .from(properties)
        .where(eq(properties.id, member.propertyId));
      if (!property) continue;
      hostId = property.hostId;
      hosts.set(member.propertyId, hostId);
    }
    await endMembership(tx, {
      property: { id: member.propertyId, title: member.propertyTitle, hostId },
      helperId: member.helperId,
      reason: 'removed',
      now,
    });
  }
}

/**
 * POST /api/account/deletion/cancel: the row goes and its erase job with it.
 * Returns whether a deletion was pending (false: a retried cancel, nothing to do).
 */
export async function cancelDeletion(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
      .returning();
    if (!row) return false;
    await tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, ERASE_JOB),
          eq(jobs.key, eraseJobKey(userId, row.requestedAt)),
          isNull(jobs.doneAt),
        ),
      );
    return true;
  });
}
