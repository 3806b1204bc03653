import { z } from 'zod';
import { choreUserSchema } from './chores';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { optionalText, requiredText } from './text-fields';

/*
 * Reward catalogues and redemptions: the HTTP contract (issue 8). Points and
 * the ledger are in ./chores.ts. Conventions (401/403/404/409/422, error
 * shape) as at the top of ./properties.ts.
 *
 * A property's catalogue is visible to its host (every reward) and its ACTIVE
 * members (active rewards only); others get 404. Only the host writes it.
 * Points are spent per property: a reward at a property is paid with the
 * points earned there (the membership's exchangePoints), and a pending
 * redemption reserves its cost, so points − pending reservations must cover a
 * new one. Points are deducted when the host fulfils (ledger reason
 * reward_redeemed, reference = redemption id, amount = −cost); a balance never
 * goes below zero.
 *
 * Catalogue
 *   GET    /api/rewards                            -> RewardList  (host: every reward of their
 *          properties; helper: active rewards of the properties they are an active member of)
 *   GET    /api/properties/:id/rewards             -> RewardList  (host: all; member: active only)
 *   POST   /api/properties/:id/rewards             RewardCreate -> 201 Reward   (host)
 *   PATCH  /api/rewards/:rewardId                  RewardUpdate -> Reward       (host)
 *   DELETE /api/rewards/:rewardId                  -> 204 (host); 422 'This reward has redemptions:
 *          make it inactive instead'
 *
 * Redemptions
 *   POST   /api/rewards/:rewardId/redeem           {} -> 201 Redemption  (helper, active member;
 *          reward active). 422 'You do not have enough points for this reward' (points at this
 *          property minus pending redemptions are less than the cost). The host gets a
 *          `system` notification (referenceId = redemption id).
 *   GET    /api/redemptions                        RedemptionListQuery -> RedemptionPage
 *          (newest first; host: redemptions at their properties; helper: own; ?status ?propertyId)
 *   POST   /api/redemptions/:redemptionId/fulfil   {} -> Redemption  (host; pending -> fulfilled;
 *          deducts the cost in the same transaction; the helper gets a `system` notification)
 *   POST   /api/redemptions/:redemptionId/decline  RedemptionDecline -> Redemption  (host;
 *          pending -> declined; the helper gets a `system` notification)
 *   POST   /api/redemptions/:redemptionId/cancel   {} -> Redemption  (that helper; pending ->
 *          cancelled)
 *   Not pending any more: 409 ('This redemption was already fulfilled' …); a retry of the same
 *   decision answers 200 with the redemption as it is.
 *
 * Realtime: a fulfilment publishes `points.changed` on the helper's `me` topic.
 */

export const REWARD_LIMITS = {
  title: 120,
  description: 1000,
  cost: 100000,
  declineReason: 500,
} as const;

export const REWARD_MESSAGES = {
  notFound: 'Reward not found',
  redemptionNotFound: 'Redemption not found',
  inactive: 'This reward is not available right now',
  notEnough: 'You do not have enough points for this reward',
  hasRedemptions: 'This reward has redemptions: make it inactive instead',
} as const;

const costSchema = z
  .number({ error: 'Cost must be a number' })
  .int({ error: 'Cost must be a whole number' })
  .min(1, { error: 'Cost must be at least 1' })
  .max(REWARD_LIMITS.cost, { error: `Cost must be at most ${REWARD_LIMITS.cost}` });

export const rewardParamsSchema = z.strictObject({
  rewardId: z.uuid({ error: 'must be a reward id' }),
});
export const redemptionParamsSchema = z.strictObject({
  redemptionId: z.uuid({ error: 'must be a redemption id' }),
});

export const rewardSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  cost: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardListSchema = z.object({ items: z.array(rewardSchema) });
export type RewardList = z.infer<typeof rewardListSchema>;

export const rewardCreateSchema = z.strictObject({
  title: requiredText('Title', REWARD_LIMITS.title),
  description: optionalText('Description', REWARD_LIMITS.description).optional(),
  cost: costSchema,
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type RewardCreate = z.input<typeof rewardCreateSchema>;

export const rewardUpdateSchema = z.strictObject({
  title: requiredText('Title', REWARD_LIMITS.title).optional(),
  description: optionalText('Description', REWARD_LIMITS.description).optional(),
  cost: costSchema.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type RewardUpdate = z.input<typeof rewardUpdateSchema>;

export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'declined', 'cancelled'] as const;
export const redemptionStatusSchema = z.enum(REDEMPTION_STATUSES, {
  error: `Status must be one of ${REDEMPTION_STATUSES.join(', ')}`,
});
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

export const redemptionSchema = z.object({
  id: z.uuid(),
  rewardId: z.uuid(),
  rewardTitle: z.string(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  helper: choreUserSchema,
  /** The cost when asked (what a pending redemption reserves). */
  cost: z.number().int(),
  status: redemptionStatusSchema,
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionPageSchema = pageOf(redemptionSchema);
export type RedemptionPage = z.infer<typeof redemptionPageSchema>;

export const redemptionListQuerySchema = z.strictObject({
  status: redemptionStatusSchema.optional(),
  propertyId: z.uuid({ error: 'must be a property id' }).optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type RedemptionListQuery = z.input<typeof redemptionListQuerySchema>;

export const redemptionDeclineSchema = z
  .strictObject({
    reason: optionalText('Reason', REWARD_LIMITS.declineReason).optional(),
  })
  .nullish();
export type RedemptionDecline = z.input<typeof redemptionDeclineSchema>;
