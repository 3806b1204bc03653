import { z } from 'zod';
import { CHORE_LIMITS, choreUserSchema } from './chores';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { requiredText } from './text-fields';

// Points (DESIGN.md section 3): the ledger, a helper's balance and history,
// the host's bonus, and the weekly hours a helper's chores add up to.

// ---------------------------------------------------------------- points

export const LEDGER_REASONS = ['chore_approved', 'bonus', 'reward_redeemed', 'adjustment'] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

/** One row of the history: every change with its date, property, reason and source. */
export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  helperId: z.uuid(),
  /** Positive: earned; negative: spent. */
  amount: z.number().int(),
  reason: ledgerReasonSchema,
  /** The host's reason for a bonus or adjustment; the reward title for a redemption. */
  note: z.string().nullable(),
  /** What it came from: the chore, the redemption (with its reward), or the bonus request. */
  source: z.object({
    kind: z.enum(['chore', 'redemption', 'bonus', 'adjustment']),
    id: z.uuid(),
    /** Chore title, reward title, or null for a bonus/adjustment. */
    title: z.string().nullable(),
  }),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageOf(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const ledgerQuerySchema = z.strictObject({
  propertyId: z.uuid({ error: 'must be a property id' }).optional(),
  helperId: z.uuid({ error: 'must be a helper id' }).optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;

export const pointsSummarySchema = z.object({
  /** profiles.points: the drawer's number. */
  points: z.number().int(),
  /** Reserved by pending redemptions. */
  reserved: z.number().int(),
  /** points − reserved. */
  available: z.number().int(),
  /** Each membership (active first): points earned there and what is spendable there. */
  properties: z.array(
    z.object({
      propertyId: z.uuid(),
      propertyTitle: z.string(),
      membershipStatus: z.string(),
      points: z.number().int(),
      reserved: z.number().int(),
      available: z.number().int(),
    }),
  ),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** POST /api/points/bonus and /api/points/adjustments. */
export const pointsAwardSchema = z.strictObject({
  /** Made by the client once per intended award, so a retry is recorded once. */
  requestId: z.uuid({ error: 'must be a request id' }),
  propertyId: z.uuid({ error: 'must be a property id' }),
  helperId: z.uuid({ error: 'must be a helper id' }),
  amount: z
    .number({ error: 'Amount must be a number' })
    .int({ error: 'Amount must be a whole number' })
    .min(-CHORE_LIMITS.bonusAmount, {
      error: `Amount must be at least -${CHORE_LIMITS.bonusAmount}`,
    })
    .max(CHORE_LIMITS.bonusAmount, { error: `Amount must be at most ${CHORE_LIMITS.bonusAmount}` })
    .refine((n) => n !== 0, { error: 'Amount must not be zero' }),
  reason: requiredText('Reason', CHORE_LIMITS.awardReason),
});
export type PointsAward = z.input<typeof pointsAwardSchema>;

export const hoursQuerySchema = z.strictObject({
  propertyId: z.uuid({ error: 'must be a property id' }).optional(),
  helperId: z.uuid({ error: 'must be a helper id' }).optional(),
});
export type HoursQuery = z.input<typeof hoursQuerySchema>;

export const weeklyHoursSchema = z.object({
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  helper: choreUserSchema,
  /** YYYY-MM-DD, the Monday (UTC) the week starts. */
  weekStart: z.string(),
  minutesThisWeek: z.number().int(),
  /** minutes / 60, one decimal. */
  hoursThisWeek: z.number(),
  /** Exchange terms hoursPerWeek; null when the property has no terms. */
  agreedHoursPerWeek: z.number().int().nullable(),
  overAgreed: z.boolean(),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export const weeklyHoursListSchema = z.object({ items: z.array(weeklyHoursSchema) });
export type WeeklyHoursList = z.infer<typeof weeklyHoursListSchema>;

/** `points.changed` on the helper's `me` topic. */
export const pointsChangedSchema = z.object({ points: z.number().int() });
