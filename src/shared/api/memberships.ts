import { z } from 'zod';
import { isoDateSchema } from './dates';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { publicProfileSchema } from './profile';
import { membershipSchema, membershipStatusSchema } from './properties';
import { propertyStatusSchema, propertyTypeSchema } from './property-fields';
import { coverSchema } from './property-photos';
import { hostStayRequestSchema, stayRequestSchema, stayRequestStatusSchema } from './stay-requests';
import { CONTROL_CHARS, requiredText } from './text-fields';

/*
 * Stay requests, memberships, View Helpers and email invites: the HTTP
 * contract (issue 5). Conventions (401/403/404/409/422/429, error shape) as
 * at the top of ./properties.ts. "Visible" = the caller is the property's host
 * or that helper; anyone else gets 404.
 *
 * Stay requests
 *   POST /api/properties/:id/requests      StayRequestCreate -> 201 StayRequest        (helper)
 *        403 the caller is not a helper ('This feature is only available for helpers.')
 *        404 the property is not visible (not listed and not an active member)
 *        409 an active member ('You are already a member of this property'), even of a
 *            paused property they can see
 *        422 dates: start before end (400), not in the past, inside availableFrom..availableTo, stay length
 *            between minStayDays and maxStayDays; answers: every screening question
 *            ('Please answer the screening question: "…"'), no unknown question ids
 *        409 'You already have a pending request for this property'
 *        The host gets a `helper_request` notification (referenceId = property id).
 *   GET  /api/properties/:id/requests      ?status&cursor&limit -> HostStayRequestPage   (host; newest first)
 *   GET  /api/stay-requests/:requestId     -> StayRequest                                (host or that helper)
 *   POST /api/stay-requests/:requestId/accept   {} -> StayRequestDecision                 (host)
 *        Creates the membership (or reactivates a past one, even a removed one) in the
 *        same transaction; the helper gets `stay_request_accepted` and `induction_onboard`.
 *        409 when the request is not pending ('This request was already accepted' …).
 *   POST /api/stay-requests/:requestId/decline  StayRequestDecline -> StayRequestDecision (host)
 *        The helper gets `stay_request_declined` (with the reason, if any). 409 not pending.
 *   POST /api/stay-requests/:requestId/withdraw {} -> StayRequestDecision                 (that helper)
 *        409 not pending. The wrong party on accept/decline/withdraw: 403.
 *
 * Memberships
 *   POST /api/properties/:id/leave          {} -> MembershipReply   (active member; status left)
 *        The host gets `helper_left`. 404 when not an active member.
 *   POST /api/properties/:id/members/:helperId/remove {} -> MembershipReply  (host)
 *        status removed; the helper gets `membership_removed`; history kept.
 *        404 when the helper was never a member; 409 when not active.
 *   GET  /api/my-properties                 -> MyProperties   (helper: memberships, active first,
 *        and pending requests; up to 100 of each)
 *
 * View Helpers (host)
 *   GET  /api/helpers                       ?propertyId&status&cursor&limit -> HelperPage
 *        one row per membership at the caller's properties, most recent first
 *   GET  /api/helpers/:helperId             -> HelperDetail; 404 unless they are or were a member
 *        of one of the caller's properties
 *
 * Email invites (host; 20 per hour per host)
 *   POST /api/properties/:id/invitations    InvitationCreate -> 201 Invitation
 *        Mails `${PUBLIC_URL}/properties/join/{code}` (and, for an address with no
 *        account, `${PUBLIC_URL}/signup?redirect=/properties/join/{code}`). When that
 *        person signs up their profile's hostSignupInviteStatus becomes 'invited', and
 *        'joined' when they join the property. 409 when they are already an active member.
 *   GET  /api/properties/:id/invitations    -> InvitationList (newest first, up to 100)
 */

export const STAY_REQUEST_LIMITS = { message: 2000, answer: 2000, declineReason: 500 } as const;

export const NOT_TAKING_REQUESTS_MESSAGE = 'This property is not taking stay requests right now';
export const ALREADY_MEMBER_MESSAGE = 'You are already a member of this property';
export const PENDING_REQUEST_EXISTS_MESSAGE =
  'You already have a pending request for this property';

export const requestParamsSchema = z.strictObject({
  requestId: z.uuid({ error: 'must be a request id' }),
});
export const memberParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be an id' }),
  helperId: z.uuid({ error: 'must be a helper id' }),
});
export const helperParamsSchema = z.strictObject({
  helperId: z.uuid({ error: 'must be a helper id' }),
});

/** POST /api/properties/:id/requests. */
export const stayRequestCreateSchema = z
  .strictObject({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    message: requiredText('Message', STAY_REQUEST_LIMITS.message),
    answers: z
      .array(
        z.strictObject({
          questionId: z.uuid({ error: 'must be a question id' }),
          answer: requiredText('Answer', STAY_REQUEST_LIMITS.answer),
        }),
        { error: 'Answers must be a list' },
      )
      .max(20, { error: 'Too many answers' })
      .default([]),
  })
  .refine((v) => v.startDate < v.endDate, {
    path: ['endDate'],
    error: 'The end date must be after the start date',
  });
export type StayRequestCreate = z.input<typeof stayRequestCreateSchema>;

/** POST /api/stay-requests/:requestId/decline. */
export const stayRequestDeclineSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(STAY_REQUEST_LIMITS.declineReason, {
      error: `The reason must be at most ${STAY_REQUEST_LIMITS.declineReason} characters`,
    })
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'The reason contains control characters' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type StayRequestDecline = z.input<typeof stayRequestDeclineSchema>;

export const stayRequestListQuerySchema = z.strictObject({
  status: stayRequestStatusSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type StayRequestListQuery = z.input<typeof stayRequestListQuerySchema>;

export const hostStayRequestPageSchema = pageOf(hostStayRequestSchema);
export type HostStayRequestPage = z.infer<typeof hostStayRequestPageSchema>;

/** What accept/decline/withdraw answer: the request, and the membership when one was made. */
export const stayRequestDecisionSchema = z.object({
  request: stayRequestSchema,
  membership: membershipSchema.nullable(),
});
export type StayRequestDecision = z.infer<typeof stayRequestDecisionSchema>;

export const membershipReplySchema = z.object({ membership: membershipSchema });
export type MembershipReply = z.infer<typeof membershipReplySchema>;

/** The property as a line in lists of memberships and requests. */
export const propertyRefSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  country: z.string(),
  status: propertyStatusSchema,
  cover: coverSchema,
});
export type PropertyRef = z.infer<typeof propertyRefSchema>;

/** GET /api/my-properties (helpers). */
export const myPropertiesSchema = z.object({
  memberships: z.array(
    z.object({
      membership: membershipSchema,
      property: propertyRefSchema,
      host: publicProfileSchema,
    }),
  ),
  pendingRequests: z.array(z.object({ request: stayRequestSchema, property: propertyRefSchema })),
});
export type MyProperties = z.infer<typeof myPropertiesSchema>;

export const helperListQuerySchema = z.strictObject({
  propertyId: z.uuid({ error: 'must be a property id' }).optional(),
  status: membershipStatusSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type HelperListQuery = z.input<typeof helperListQuerySchema>;

export const helperListItemSchema = z.object({
  helper: publicProfileSchema,
  membership: membershipSchema,
  property: propertyRefSchema,
});
export type HelperListItem = z.infer<typeof helperListItemSchema>;
export const helperPageSchema = pageOf(helperListItemSchema);
export type HelperPage = z.infer<typeof helperPageSchema>;

/** GET /api/helpers/:helperId: the helper and their memberships at the caller's properties. */
export const helperDetailSchema = z.object({
  helper: publicProfileSchema,
  memberships: z.array(z.object({ membership: membershipSchema, property: propertyRefSchema })),
  /** Sum of exchangePoints over those memberships. */
  totalExchangePoints: z.number().int(),
});
export type HelperDetail = z.infer<typeof helperDetailSchema>;

export const invitationCreateSchema = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email must be at most 254 characters' })
    .pipe(z.email({ error: 'Enter a valid email address' })),
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  email: z.string(),
  /** invited: mail sent; joined: that person joined this property. */
  status: z.enum(['invited', 'joined']),
  sendCount: z.number().int(),
  lastSentAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;
