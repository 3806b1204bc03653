import {
  REWARD_MESSAGES,
  type Redemption,
  type RedemptionListQuery,
  type RedemptionPage,
  type Reward,
  type RewardCreate,
  type RewardList,
  type RewardUpdate,
} from '@shared/api/rewards';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, properties, propertyHelpers, rewardRedemptions, rewards } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { findOwnProperty, HOST_OF_PROPERTY_ONLY_MESSAGE } from '../../platform/access/properties';
import { MEMBERS_ONLY_MESSAGE, propertyRelation } from '../../platform/access/property-members';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, notFound, ruleBroken } from '../../platform/errors';
import { exactTime, newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { notify } from '../notifications/service';
import { recordPoints } from '../points/service';
import { presentRedemption, presentReward, type RewardRow } from './presenter';

export type RewardContext = { db: Db };

// ---------------------------------------------------------------- live

/**
 * Tells the property's topic (host and active members, on commit) that a
 * catalogue entry changed. Members see active rewards only (DESIGN.md section
 * 4), so an inactive reward goes out as `reward.deleted` ({ id }): from a
 * member's side it is gone, and the host's screen refetches on either kind.
 */
async function announceReward(tx: Tx, reward: Reward): Promise<Reward> {
  await publish(
    tx,
    topics.property(reward.propertyId),
    reward.active
      ? { kind: 'reward.changed', data: reward }
      : { kind: 'reward.deleted', data: { id: reward.id } },
  );
  return reward;
}

/**
 * Presents a redemption inside the transaction that changed it and publishes
 * `redemption.changed` (on commit) to the two people who may read it over
 * HTTP: the property's host and the helper who asked, on their own `me`
 * topics. Not on `property:{id}`: other members of the property cannot see a
 * helper's redemptions.
 */
async function announceRedemption(tx: Tx, id: string, hostId: string): Promise<Redemption> {
  const redemption = await presentRedemptionById(tx, id);
  const event = { kind: 'redemption.changed' as const, data: redemption };
  await publish(tx, topics.me(hostId), event);
  await publish(tx, topics.me(redemption.helper.id), event);
  return redemption;
}

// ---------------------------------------------------------------- catalogue

async function visibleReward(db: Queryable, viewer: Viewer, rewardId: string, lock = false) {
  const query = db.select().from(rewards).where(eq(rewards.id, rewardId));
  const [reward] = lock ? await query.for('update') : await query;
  if (!reward) throw notFound(REWARD_MESSAGES.notFound);
  const relation = await propertyRelation(db, viewer.userId, reward.propertyId);
  // Members see active rewards only; an inactive one is not there for them.
  if (!relation || (relation.relation === 'member' && !reward.active))
    throw notFound(REWARD_MESSAGES.notFound);
  return { reward, relation: relation.relation, hostId: relation.hostId, title: relation.title };
}

export async function listPropertyRewards(
  ctx: RewardContext,
  viewer: Viewer,
  propertyId: string,
): Promise<RewardList> {
  const relation = await propertyRelation(ctx.db, viewer.userId, propertyId);
  if (!relation) throw notFound('Property not found');
  const rows = await ctx.db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.propertyId, propertyId),
        relation.relation === 'host' ? undefined : eq(rewards.active, true),
      ),
    )
    .orderBy(asc(rewards.cost), asc(rewards.title))
    .limit(500);
  return { items: rows.map((r) => presentReward(r, relation.title)) };
}

/** Host: every reward of their properties; helper: active rewards where they are an active member. */
export async function listMyRewards(ctx: RewardContext, viewer: Viewer): Promise<RewardList> {
  const scope =
    viewer.role === 'host'
      ? eq(properties.hostId, viewer.userId)
      : and(
          eq(rewards.active, true),
          inArray(
            rewards.propertyId,
            ctx.db
              .select({ id: propertyHelpers.propertyId })
              .from(propertyHelpers)
              .where(
                and(
                  eq(propertyHelpers.helperId, viewer.userId),
                  eq(propertyHelpers.status, 'active'),
                ),
              ),
          ),
        );
  const rows = await ctx.db
    .select({ reward: rewards, propertyTitle: properties.title })
    .from(rewards)
    .innerJoin(properties, eq(properties.id, rewards.propertyId))
    .where(scope)
    .orderBy(asc(properties.title), asc(rewards.cost), asc(rewards.title))
    .limit(1000);
  return { items: rows.map((r) => presentReward(r.reward, r.propertyTitle)) };
}

export async function createReward(
  ctx: RewardContext,
  viewer: Viewer,
  propertyId: string,
  input: RewardCreate,
) {
  return ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId);
    const [row] = await tx
      .insert(rewards)
      .values({
        propertyId: property.id,
        title: input.title,
        description: input.description ?? null,
        cost: input.cost,
        active: input.active ?? true,
      })
      .returning();
    if (!row) throw new Error('reward insert returned no row');
    return announceReward(tx, presentReward(row, property.title));
  });
}

function requireRewardHost(v: { relation: 'host' | 'member' }) {
  if (v.relation !== 'host') throw new AppError('forbidden', HOST_OF_PROPERTY_ONLY_MESSAGE);
}

export async function updateReward(
  ctx: RewardContext,
  viewer: Viewer,
  rewardId: string,
  input: RewardUpdate,
) {
  return ctx.db.transaction(async (tx) => {
    const v = await visibleReward(tx, viewer, rewardId, true);
    requireRewardHost(v);
    const set: Partial<RewardRow> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.cost !== undefined) set.cost = input.cost;
    if (input.active !== undefined) set.active = input.active;
    if (Object.keys(set).length === 0) return presentReward(v.reward, v.title);
    const [row] = await tx
      .update(rewards)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(rewards.id, rewardId))
      .returning();
    if (!row) throw new Error('reward update returned no row');
    return announceReward(tx, presentReward(row, v.title));
  });
}

export async function deleteReward(ctx: RewardContext, viewer: Viewer, rewardId: string) {
  await ctx.db.transaction(async (tx) => {
    const v = await visibleReward(tx, viewer, rewardId, true);
    requireRewardHost(v);
    const [used] = await tx
      .select({ id: rewardRedemptions.id })
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.rewardId, rewardId))
      .limit(1);
    if (used) throw ruleBroken(REWARD_MESSAGES.hasRedemptions);
    await tx.delete(rewards).where(eq(rewards.id, rewardId));
    await publish(tx, topics.property(v.reward.propertyId), {
      kind: 'reward.deleted',
      data: { id: rewardId },
    });
  });
}

// ---------------------------------------------------------------- redemptions

function redemptionSelect(db: Queryable) {
  return db
    .select({
      redemption: rewardRedemptions,
      key: exactTime(rewardRedemptions.createdAt),
      rewardTitle: rewards.title,
      propertyTitle: properties.title,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .innerJoin(properties, eq(properties.id, rewardRedemptions.propertyId))
    .innerJoin(profiles, eq(profiles.id, rewardRedemptions.helperId));
}

async function presentRedemptionById(db: Queryable, id: string): Promise<Redemption> {
  const [row] = await redemptionSelect(db).where(eq(rewardRedemptions.id, id));
  if (!row) throw notFound(REWARD_MESSAGES.redemptionNotFound);
  return presentRedemption(row);
}

/**
 * A helper asks for a reward. Under the membership's row lock (every redemption
 * and every points move at this property for this helper goes through it), the
 * points earned here minus what pending redemptions reserve must cover the
 * cost; two racing requests are checked one after the other.
 */
export async function redeemReward(
  ctx: RewardContext,
  viewer: Viewer,
  rewardId: string,
): Promise<Redemption> {
  return ctx.db.transaction(async (tx) => {
    const v = await visibleReward(tx, viewer, rewardId);
    if (v.relation !== 'member') throw new AppError('forbidden', MEMBERS_ONLY_MESSAGE);
    if (!v.reward.active) throw ruleBroken(REWARD_MESSAGES.inactive);
    const [membership] = await tx
      .select({ points: propertyHelpers.exchangePoints })
      .from(propertyHelpers)
      .where(
        and(
          eq(propertyHelpers.propertyId, v.reward.propertyId),
          eq(propertyHelpers.helperId, viewer.userId),
        ),
      )
      .for('update');
    if (!membership) throw new AppError('forbidden', MEMBERS_ONLY_MESSAGE);
    const [pending] = await tx
      .select({ reserved: sql<number>`coalesce(sum(${rewardRedemptions.cost}), 0)::int` })
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.helperId, viewer.userId),
          eq(rewardRedemptions.propertyId, v.reward.propertyId),
          eq(rewardRedemptions.status, 'pending'),
        ),
      );
    if (membership.points - Number(pending?.reserved ?? 0) < v.reward.cost)
      throw ruleBroken(REWARD_MESSAGES.notEnough);
    const [row] = await tx
      .insert(rewardRedemptions)
      .values({
        rewardId: v.reward.id,
        propertyId: v.reward.propertyId,
        helperId: viewer.userId,
        cost: v.reward.cost,
      })
      .returning();
    if (!row) throw new Error('redemption insert returned no row');
    const [me] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId));
    await notify(tx, {
      userId: v.hostId,
      type: 'system',
      notice: me?.fullName?.trim()
        ? {
            key: 'rewardRequested',
            params: { name: me.fullName.trim(), reward: v.reward.title, cost: v.reward.cost },
          }
        : {
            key: 'rewardRequestedBySomeone',
            params: { reward: v.reward.title, cost: v.reward.cost },
          },
      referenceId: row.id,
    });
    return announceRedemption(tx, row.id, v.hostId);
  });
}

export async function listRedemptions(
  ctx: RewardContext,
  viewer: Viewer,
  query: RedemptionListQuery & { limit: number },
): Promise<RedemptionPage> {
  const conditions: SQL[] = [
    viewer.role === 'host'
      ? eq(properties.hostId, viewer.userId)
      : eq(rewardRedemptions.helperId, viewer.userId),
  ];
  if (query.status) conditions.push(eq(rewardRedemptions.status, query.status));
  if (query.propertyId) conditions.push(eq(rewardRedemptions.propertyId, query.propertyId));
  const page = newestFirst(rewardRedemptions.createdAt, rewardRedemptions.id, query.cursor);
  if (page.after) conditions.push(page.after);
  const rows = await redemptionSelect(ctx.db)
    .where(and(...conditions))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  return pageFrom(rows, query.limit, presentRedemption, (r) => [r.key, r.redemption.id]);
}

type Decision = 'fulfil' | 'decline' | 'cancel';
const DONE_STATUS = { fulfil: 'fulfilled', decline: 'declined', cancel: 'cancelled' } as const;

/** Loads the redemption under its row lock; 404 unless the caller is its helper or the host. */
async function lockedRedemption(tx: Tx, viewer: Viewer, redemptionId: string) {
  const [row] = await tx
    .select({ redemption: rewardRedemptions, hostId: properties.hostId, title: rewards.title })
    .from(rewardRedemptions)
    .innerJoin(properties, eq(properties.id, rewardRedemptions.propertyId))
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.id, redemptionId))
    .for('update', { of: rewardRedemptions });
  if (!row) throw notFound(REWARD_MESSAGES.redemptionNotFound);
  const isHost = row.hostId === viewer.userId;
  const isHelper = row.redemption.helperId === viewer.userId;
  if (!isHost && !isHelper) throw notFound(REWARD_MESSAGES.redemptionNotFound);
  return { ...row, isHost, isHelper };
}

/**
 * fulfil / decline (host) and cancel (its helper). A retry of the same
 * decision answers the redemption as it is; another decision on a settled one
 * is 409. Fulfilling spends the cost through the ledger in this transaction.
 */
export async function decideRedemption(
  ctx: RewardContext,
  viewer: Viewer,
  redemptionId: string,
  decision: Decision,
  reason: string | null = null,
): Promise<Redemption> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedRedemption(tx, viewer, redemptionId);
    const { redemption } = row;
    if (decision === 'cancel' ? !row.isHelper : !row.isHost)
      throw new AppError(
        'forbidden',
        decision === 'cancel'
          ? 'Only the helper who asked can cancel this redemption'
          : HOST_OF_PROPERTY_ONLY_MESSAGE,
      );
    if (redemption.status === DONE_STATUS[decision])
      return presentRedemptionById(tx, redemption.id);
    if (redemption.status !== 'pending')
      throw conflict(`This redemption was already ${redemption.status}`);
    await tx
      .update(rewardRedemptions)
      .set({
        status: DONE_STATUS[decision],
        decidedAt: sql`now()`,
        declineReason: decision === 'decline' ? reason : null,
        updatedAt: sql`now()`,
      })
      .where(eq(rewardRedemptions.id, redemption.id));
    if (decision === 'fulfil') {
      await recordPoints(
        tx,
        {
          helperId: redemption.helperId,
          propertyId: redemption.propertyId,
          amount: -redemption.cost,
          reason: 'reward_redeemed',
          referenceId: redemption.id,
          note: row.title,
          createdBy: viewer.userId,
        },
        REWARD_MESSAGES.notEnough.replace('You do', 'The helper does'),
      );
      await notify(tx, {
        userId: redemption.helperId,
        type: 'system',
        notice: { key: 'rewardFulfilled', params: { reward: row.title, cost: redemption.cost } },
        referenceId: redemption.id,
      });
    } else if (decision === 'decline') {
      await notify(tx, {
        userId: redemption.helperId,
        type: 'system',
        notice: reason
          ? { key: 'rewardDeclinedWithReason', params: { reward: row.title, reason } }
          : { key: 'rewardDeclined', params: { reward: row.title } },
        referenceId: redemption.id,
      });
    }
    return announceRedemption(tx, redemption.id, row.hostId);
  });
}
