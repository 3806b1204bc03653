import { z } from 'zod';
import { publicProfileSchema } from './profile';
import { optionalText, requiredText } from './text-fields';

/*
 * Onboarding (issue 9, DESIGN.md section 3): the property's ordered induction
 * checklist, each member's ticks, and the helper's own needs the host
 * acknowledges. Conventions as at the top of ./properties.ts.
 *
 * Visible to the property's host and its ACTIVE members (404 otherwise).
 * Host-only writes by a member, and member-only writes by the host: 403.
 * Every write answers the whole OnboardingView, as the caller sees it.
 *
 *   GET    /api/properties/:id/onboarding                              -> OnboardingView
 * Host:
 *   POST   /api/properties/:id/onboarding/items                        OnboardingItemInput -> 201 OnboardingView
 *          422 at most 50 items
 *   PATCH  /api/properties/:id/onboarding/items/:itemId                OnboardingItemUpdate -> OnboardingView
 *   DELETE /api/properties/:id/onboarding/items/:itemId                -> OnboardingView
 *   PUT    /api/properties/:id/onboarding/order                        OnboardingOrder (every item id once; 422 otherwise)
 *   POST   /api/properties/:id/onboarding/items/:itemId/photo          multipart/form-data, one image -> OnboardingView
 *          (the shared image pipeline: signature checked, re-encoded, metadata stripped; 413 over 10 MB)
 *   DELETE /api/properties/:id/onboarding/items/:itemId/photo          -> OnboardingView
 *   POST   /api/properties/:id/onboarding/needs/:needId/acknowledge    {} -> OnboardingView (idempotent)
 * Member (helper):
 *   POST   /api/properties/:id/onboarding/items/:itemId/acknowledge    {} -> OnboardingView (idempotent:
 *          the first tick's time is kept). When every item is ticked the
 *          membership's onboardingCompletedAt is set (cleared again when the
 *          host adds an item they have not ticked).
 *   POST   /api/properties/:id/onboarding/needs                        HelperNeedInput -> 201 OnboardingView
 *          422 at most 20 needs
 *   DELETE /api/properties/:id/onboarding/needs/:needId                -> OnboardingView (own needs only)
 */

export const ONBOARDING_LIMITS = {
  title: 120,
  details: 2000,
  items: 50,
  needDetails: 1000,
  needs: 20,
  photoBytes: 10 * 1024 * 1024,
  photoPixels: 1600,
} as const;

export const ONBOARDING_MESSAGES = {
  tooManyItems: `A checklist can have at most ${ONBOARDING_LIMITS.items} items`,
  tooManyNeeds: `You can list at most ${ONBOARDING_LIMITS.needs} needs`,
  itemNotFound: 'Checklist item not found',
  needNotFound: 'Need not found',
  orderMismatch: 'Send every checklist item id exactly once',
  photoTooLarge: 'The photo must be 10 MB or smaller',
  membersOnly: 'Only members of this property tick its checklist',
} as const;

export const NEED_KINDS = ['diet', 'allergies', 'accessibility', 'arrival', 'other'] as const;
export const needKindSchema = z.enum(NEED_KINDS, {
  error: `Kind must be one of ${NEED_KINDS.join(', ')}`,
});
export type NeedKind = z.infer<typeof needKindSchema>;
export const onboardingItemInputSchema = z.strictObject({
  title: requiredText('Title', ONBOARDING_LIMITS.title),
  details: optionalText('Details', ONBOARDING_LIMITS.details).optional(),
});
export type OnboardingItemInput = z.input<typeof onboardingItemInputSchema>;

export const onboardingItemUpdateSchema = onboardingItemInputSchema.partial();
export type OnboardingItemUpdate = z.input<typeof onboardingItemUpdateSchema>;

export const onboardingOrderSchema = z.strictObject({
  itemIds: z
    .array(z.uuid({ error: 'must be an item id' }), { error: 'itemIds must be a list' })
    .max(ONBOARDING_LIMITS.items, { error: 'Too many item ids' }),
});
export type OnboardingOrder = z.infer<typeof onboardingOrderSchema>;

export const helperNeedInputSchema = z.strictObject({
  kind: needKindSchema,
  details: requiredText('Details', ONBOARDING_LIMITS.needDetails),
});
export type HelperNeedInput = z.input<typeof helperNeedInputSchema>;

export const onboardingParamsSchema = z.strictObject({ id: z.uuid({ error: 'must be an id' }) });
export const onboardingItemParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be an id' }),
  itemId: z.uuid({ error: 'must be an item id' }),
});
export const onboardingNeedParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be an id' }),
  needId: z.uuid({ error: 'must be a need id' }),
});

// ---------------------------------------------------------------- replies

export const onboardingItemSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;

export const acknowledgementSchema = z.object({ itemId: z.uuid(), acknowledgedAt: z.string() });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

export const helperNeedSchema = z.object({
  id: z.uuid(),
  helperId: z.uuid(),
  kind: needKindSchema,
  details: z.string(),
  acknowledgedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HelperNeed = z.infer<typeof helperNeedSchema>;

export const memberProgressSchema = z.object({
  helper: publicProfileSchema,
  acknowledgements: z.array(acknowledgementSchema),
  /** Ticks on items that still exist. */
  done: z.number().int(),
  total: z.number().int(),
  completedAt: z.string().nullable(),
  needs: z.array(helperNeedSchema),
});
export type MemberProgress = z.infer<typeof memberProgressSchema>;

export const onboardingViewSchema = z.object({
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  viewerRole: z.enum(['host', 'member']),
  items: z.array(onboardingItemSchema),
  /** Member: their own progress and needs. Host: null. */
  mine: memberProgressSchema.nullable(),
  /** Host: every active member's progress, in joining order. Member: []. */
  members: z.array(memberProgressSchema),
});
export type OnboardingView = z.infer<typeof onboardingViewSchema>;
