import type {
  LedgerEntry,
  LedgerPage,
  LedgerQuery,
  PointsAward,
  PointsSummary,
  WeeklyHours,
} from '@shared/api/points';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chores,
  pointsLedger,
  profiles,
  properties,
  propertyHelpers,
  rewardRedemptions,
  rewards,
} from '../../db/schema';
import { findOwnProperty } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, ruleBroken } from '../../platform/errors';
import { exactTime, newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { hoursPerWeekInForceSql } from '../agreements/service';
import { weekStartOf } from '../chores/service';
import { notify } from '../notifications/service';
import { type LedgerRow, recordPoints } from './service';

export type PointsContext = { db: Db };

export const POINTS_MEMBER_MESSAGE = 'Points go to active members of the property only';

type LedgerJoined = {
  entry: LedgerRow;
  key: string;
  propertyTitle: string;
  choreTitle: string | null;
  rewardTitle: string | null;
};

function presentLedger(row: Omit<LedgerJoined, 'key'>): LedgerEntry {
  const { entry } = row;
  const kind =
    entry.reason === 'chore_approved'
      ? 'chore'
      : entry.reason === 'reward_redeemed'
        ? 'redemption'
        : entry.reason;
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    propertyId: entry.propertyId,
    propertyTitle: row.propertyTitle,
    helperId: entry.helperId,
    amount: entry.amount,
    reason: entry.reason,
    note: entry.note,
    source: {
      kind,
      id: entry.referenceId,
      title: kind === 'chore' ? row.choreTitle : kind === 'redemption' ? row.rewardTitle : null,
    },
  };
}

function ledgerSelect(db: Db) {
  return db
    .select({
      entry: pointsLedger,
      key: exactTime(pointsLedger.createdAt),
      propertyTitle: properties.title,
      choreTitle: chores.title,
      rewardTitle: rewards.title,
    })
    .from(pointsLedger)
    .innerJoin(properties, eq(properties.id, pointsLedger.propertyId))
    .leftJoin(
      chores,
      and(eq(pointsLedger.reason, 'chore_approved'), eq(chores.id, pointsLedger.referenceId)),
    )
    .leftJoin(
      rewardRedemptions,
      and(
        eq(pointsLedger.reason, 'reward_redeemed'),
        eq(rewardRedemptions.id, pointsLedger.referenceId),
      ),
    )
    .leftJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId));
}

/** Helper: own rows; host: rows at their properties. Newest first. */
export async function listLedger(
  ctx: PointsContext,
  viewer: Viewer,
  query: LedgerQuery & { limit: number },
): Promise<LedgerPage> {
  const conditions: SQL[] = [];
  if (viewer.role === 'host') {
    conditions.push(eq(properties.hostId, viewer.userId));
    if (query.helperId) conditions.push(eq(pointsLedger.helperId, query.helperId));
  } else {
    conditions.push(eq(pointsLedger.helperId, viewer.userId));
    if (query.helperId && query.helperId !== viewer.userId) conditions.push(sql`false`);
  }
  if (query.propertyId) conditions.push(eq(pointsLedger.propertyId, query.propertyId));
  const page = newestFirst(pointsLedger.createdAt, pointsLedger.id, query.cursor);
  if (page.after) conditions.push(page.after);
  const rows = await ledgerSelect(ctx.db)
    .where(and(...conditions))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  return pageFrom(rows, query.limit, presentLedger, (r) => [r.key, r.entry.id]);
}

async function presentEntryById(db: Db, id: string): Promise<LedgerEntry> {
  const [row] = await ledgerSelect(db).where(eq(pointsLedger.id, id));
  if (!row) throw new Error('ledger entry not found');
  return presentLedger(row);
}

/** The helper's balance, what pending redemptions reserve, and each membership's points. */
export async function pointsSummary(ctx: PointsContext, viewer: Viewer): Promise<PointsSummary> {
  const [me] = await ctx.db
    .select({ points: profiles.points })
    .from(profiles)
    .where(eq(profiles.id, viewer.userId));
  const memberships = await ctx.db
    .select({
      propertyId: propertyHelpers.propertyId,
      propertyTitle: properties.title,
      status: propertyHelpers.status,
      points: propertyHelpers.exchangePoints,
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .where(eq(propertyHelpers.helperId, viewer.userId))
    .orderBy(sql`${propertyHelpers.status} = 'active' desc`, properties.title);
  const pending = await ctx.db
    .select({
      propertyId: rewardRedemptions.propertyId,
      reserved: sql<number>`coalesce(sum(${rewardRedemptions.cost}), 0)::int`,
    })
    .from(rewardRedemptions)
    .where(
      and(eq(rewardRedemptions.helperId, viewer.userId), eq(rewardRedemptions.status, 'pending')),
    )
    .groupBy(rewardRedemptions.propertyId);
  const reservedAt = new Map(pending.map((p) => [p.propertyId, Number(p.reserved)]));
  const reserved = [...reservedAt.values()].reduce((a, b) => a + b, 0);
  const points = me?.points ?? 0;
  return {
    points,
    reserved,
    available: Math.max(0, points - reserved),
    properties: memberships.map((m) => {
      const r = reservedAt.get(m.propertyId) ?? 0;
      return {
        propertyId: m.propertyId,
        propertyTitle: m.propertyTitle,
        membershipStatus: m.status,
        points: m.points,
        reserved: r,
        available: Math.max(0, m.points - r),
      };
    }),
  };
}

/**
 * A host's bonus (amount > 0, reason `bonus`) or adjustment (either sign,
 * reason `adjustment`) for an active member. The client's requestId is the
 * ledger reference, so a retry records nothing more and answers the same entry
 * (201 the first time, 200 after).
 */
export async function awardPoints(
  ctx: PointsContext,
  viewer: Viewer,
  input: PointsAward,
  reason: 'bonus' | 'adjustment',
): Promise<{ entry: LedgerEntry; created: boolean }> {
  if (reason === 'bonus' && input.amount <= 0)
    throw new AppError('validation_failed', 'A bonus must be at least 1 point', [
      { field: 'body.amount', message: 'A bonus must be at least 1 point' },
    ]);
  const result = await ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, input.propertyId);
    const [member] = await tx
      .select({ status: propertyHelpers.status })
      .from(propertyHelpers)
      .where(
        and(
          eq(propertyHelpers.propertyId, property.id),
          eq(propertyHelpers.helperId, input.helperId),
        ),
      );
    if (member?.status !== 'active') throw ruleBroken(POINTS_MEMBER_MESSAGE);
    const { entry, inserted } = await recordPoints(tx, {
      helperId: input.helperId,
      propertyId: property.id,
      amount: input.amount,
      reason,
      referenceId: input.requestId,
      note: input.reason,
      createdBy: viewer.userId,
    });
    if (!inserted) {
      // The same request again: fine; another request's id reused: refused.
      if (
        entry.helperId !== input.helperId ||
        entry.propertyId !== property.id ||
        entry.amount !== input.amount
      )
        throw conflict('This request id was already used for another award');
      return { id: entry.id, created: false };
    }
    const sign = input.amount > 0 ? `+${input.amount}` : `${input.amount}`;
    await notify(tx, {
      userId: input.helperId,
      type: 'system',
      notice: {
        key: reason === 'bonus' ? 'bonusPoints' : 'pointsAdjusted',
        params: { amount: sign, property: property.title, reason: input.reason },
      },
      referenceId: null,
    });
    return { id: entry.id, created: true };
  });
  return { entry: await presentEntryById(ctx.db, result.id), created: result.created };
}

/** Hours of the current week against the agreed hours, per member. */
export async function weeklyHours(
  ctx: PointsContext,
  viewer: Viewer,
  query: { propertyId?: string; helperId?: string },
  now: Date = new Date(),
): Promise<{ items: WeeklyHours[] }> {
  const conditions: SQL[] = [eq(propertyHelpers.status, 'active')];
  if (viewer.role === 'host') {
    conditions.push(eq(properties.hostId, viewer.userId));
    if (query.helperId) conditions.push(eq(propertyHelpers.helperId, query.helperId));
  } else {
    conditions.push(eq(propertyHelpers.helperId, viewer.userId));
  }
  if (query.propertyId) conditions.push(eq(propertyHelpers.propertyId, query.propertyId));
  const rows = await ctx.db
    .select({
      propertyId: propertyHelpers.propertyId,
      propertyTitle: properties.title,
      helperId: propertyHelpers.helperId,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      hoursPerWeek: hoursPerWeekInForceSql(propertyHelpers.propertyId, propertyHelpers.helperId),
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .innerJoin(profiles, eq(profiles.id, propertyHelpers.helperId))
    .where(and(...conditions))
    .orderBy(properties.title, profiles.fullName)
    .limit(500);
  const weekStart = weekStartOf(now);
  const propertyIds = [...new Set(rows.map((r) => r.propertyId))];
  // One grouped query for every member shown (the same sum minutesThisWeek makes).
  const sums = propertyIds.length
    ? await ctx.db
        .select({
          propertyId: chores.propertyId,
          helperId: chores.takenBy,
          minutes: sql<number>`coalesce(sum(${chores.minutesSpent}), 0)::int`,
        })
        .from(chores)
        .where(
          and(
            inArray(chores.propertyId, propertyIds),
            inArray(chores.status, ['submitted', 'approved']),
            sql`${chores.submittedAt} >= ${weekStart}::date at time zone 'UTC'`,
            sql`${chores.submittedAt} < (${weekStart}::date + 7) at time zone 'UTC'`,
          ),
        )
        .groupBy(chores.propertyId, chores.takenBy)
    : [];
  const minutesOf = new Map(sums.map((r) => [`${r.propertyId}:${r.helperId}`, Number(r.minutes)]));
  const items: WeeklyHours[] = [];
  for (const row of rows) {
    const minutes = minutesOf.get(`${row.propertyId}:${row.helperId}`) ?? 0;
    items.push({
      propertyId: row.propertyId,
      propertyTitle: row.propertyTitle,
      helper: { id: row.helperId, fullName: row.fullName, avatarUrl: row.avatarUrl },
      weekStart,
      minutesThisWeek: minutes,
      hoursThisWeek: Math.round(minutes / 6) / 10,
      agreedHoursPerWeek: row.hoursPerWeek ?? null,
      overAgreed: row.hoursPerWeek != null && minutes > row.hoursPerWeek * 60,
    });
  }
  return { items };
}
