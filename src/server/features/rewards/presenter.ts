import type { Redemption, Reward } from '@shared/api/rewards';
import type { rewardRedemptions, rewards } from '../../db/schema';

export type RewardRow = typeof rewards.$inferSelect;
export type RedemptionRow = typeof rewardRedemptions.$inferSelect;

export function presentReward(row: RewardRow, propertyTitle: string): Reward {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle,
    title: row.title,
    description: row.description,
    cost: row.cost,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type RedemptionJoined = {
  redemption: RedemptionRow;
  rewardTitle: string;
  propertyTitle: string;
  fullName: string | null;
  avatarUrl: string | null;
};

export function presentRedemption(row: RedemptionJoined): Redemption {
  const r = row.redemption;
  return {
    id: r.id,
    rewardId: r.rewardId,
    rewardTitle: row.rewardTitle,
    propertyId: r.propertyId,
    propertyTitle: row.propertyTitle,
    helper: { id: r.helperId, fullName: row.fullName, avatarUrl: row.avatarUrl },
    cost: r.cost,
    status: r.status,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
