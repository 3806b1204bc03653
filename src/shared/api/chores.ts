import { z } from 'zod';
import { isoDateTime } from './dates';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { CONTROL_CHARS, optionalText, requiredText } from './text-fields';

/*
 * Chores, points and weekly hours: the HTTP contract (issue 8). Rewards and
 * redemptions are in ./rewards.ts. Conventions (401/403/404/409/422, error
 * shape) as at the top of ./properties.ts.
 *
 * Visibility: a chore is visible to its property's host and to the property's
 * ACTIVE members; anyone else gets 404 (ids cannot be probed). Someone who may
 * see the chore but not do this (a helper approving, a host taking): 403.
 * A transition the chore's state does not allow: 422 with a message saying
 * why ('This chore is already approved and cannot be edited' …).
 * A retry of something already done by the same person answers 200 with the
 * chore as it is (approve twice awards once; take twice by the same helper).
 *
 * Chores
 *   GET    /api/chores                    ChoreListQuery -> ChorePage
 *          host: chores of their properties (?propertyId one of them, ?status, ?group,
 *          ?helperId = assigned to or taken by that helper); helper: chores of the
 *          properties they are an active member of, ?tab mine | open | submitted | done
 *          (mine: assigned to or taken by me, open or in progress; open: open to any
 *          member, nobody took it yet; submitted / done: mine, submitted / approved).
 *          ?tab from a host: 400 bad_request. Newest first (created); the web sorts a page
 *          by due date if it wants to.
 *   POST   /api/chores                    ChoreCreate -> 201 Chore                (host of propertyId)
 *          422 the group is not a default group nor one of the host's custom groups;
 *          422 the assignee is not an active member of the property.
 *          assignee gets `chore_assigned` (open: every active member does).
 *   GET    /api/chore-groups              ?propertyId -> ChoreGroups (defaults + the custom groups
 *          of that property's host, for its host and members; 404 otherwise. Without
 *          propertyId: a host's own custom groups, nothing custom for others)
 *   GET    /api/chores/:id                -> Chore
 *   PATCH  /api/chores/:id                ChoreUpdate -> Chore                    (host)
 *          422 'This chore is already approved and cannot be edited' / '… cancelled …'.
 *          A new assignee gets `chore_assigned`. Changing the assignee of a chore
 *          somebody is doing (in_progress / submitted): 422.
 *   POST   /api/chores/:id/take           {} -> Chore   (an active member; open chore, open to
 *          any member or assigned to the caller) -> in_progress, takenBy = caller. The assignee
 *          stays as the host set it (null for an open chore, so its next occurrence is open
 *          again); "mine" = assignee or takenBy. 409 'Another helper already took this chore';
 *          422 'This chore is assigned to another helper'.
 *   POST   /api/chores/:id/start          {} -> Chore   (the assignee; open -> in_progress).
 *          Same as take for a chore assigned to the caller.
 *   POST   /api/chores/:id/photo          multipart/form-data, one image file -> Chore
 *          (the helper doing it, while in_progress; replaces an earlier photo).
 *          413 'Please select an image under 5MB'; 400 not an image (content checked).
 *   DELETE /api/chores/:id/photo          -> Chore (same person, while in_progress)
 *   GET    /api/chores/:id/photo          -> the image (image/webp), for the host and the
 *          property's active members only; 404 for anyone else or when there is none.
 *   POST   /api/chores/:id/submit         ChoreSubmit -> Chore  (the helper doing it:
 *          in_progress -> submitted). The host gets `task_completed`.
 *   POST   /api/chores/:id/approve        {} -> Chore   (host; submitted -> approved).
 *          Awards chore.points once (ledger reason chore_approved, reference = chore id);
 *          the helper gets `chore_approved`. A recurring chore gets its next occurrence
 *          (status open, same assignee, next due date).
 *   POST   /api/chores/:id/send-back      ChoreSendBack -> Chore  (host; submitted ->
 *          in_progress, reviewNote set). The helper gets `chore_changes_requested`.
 *   POST   /api/chores/bulk-approve       ChoreBulkApprove -> ChoreBulkApproveReply (role host, else 403;
 *          each chore on its own: approved ones, and the ids refused with the reason)
 *   POST   /api/chores/:id/cancel         {} -> Chore   (host; any status but approved).
 *          422 'An approved chore cannot be cancelled'.
 *
 * Points (the ledger is the truth; only these server actions write it)
 *   GET    /api/points                    -> PointsSummary   (helper: own balance, reserved by
 *          pending redemptions, and per property)
 *   GET    /api/points/ledger             LedgerQuery -> LedgerPage  (newest first; helper: own
 *          rows, ?propertyId; host: rows at their properties, ?propertyId ?helperId)
 *   POST   /api/points/bonus              PointsAward -> 201 LedgerEntry  (host of propertyId;
 *          helperId an active member; amount 1..1000; ledger reason bonus).
 *          requestId makes retries safe: the same requestId answers 200 with the same entry.
 *   POST   /api/points/adjustments        PointsAward -> 201 LedgerEntry  (host; amount may be
 *          negative; 422 'This would take the helper's points at this property below zero')
 *   GET    /api/points/hours              HoursQuery -> WeeklyHoursList  (the current week,
 *          Monday 00:00 UTC onwards; minutes of chores submitted this week that are submitted
 *          or approved; host: each active member of their properties, ?propertyId ?helperId;
 *          helper: own, per property). When a week passes the agreed hours (exchange terms
 *          hoursPerWeek), host and helper get a `chore_hours_exceeded` notification, once
 *          per member and week (referenceId = the chore that passed it).
 *
 * Realtime (DESIGN.md section 6): `chore.changed` (Chore) / `chore.deleted` ({ id }) on
 * property:{propertyId} for every change; `points.changed` ({ points }) on `me` of the
 * helper whose balance changed.
 *
 * Notification types (web: a type beginning with `chore` opens /chores/{referenceId}):
 *   chore_assigned, chore_approved, chore_changes_requested, chore_hours_exceeded
 *   (referenceId = chore id), task_completed (to the host; referenceId = chore id),
 *   reminder (due within 24 h, once; referenceId = chore id).
 *   Bonus and adjustment: `system` (referenceId null; content says how many points and why).
 * Chat timeline: system messages (statusType chore_assigned, chore_submitted, chore_approved,
 * chore_changes_requested) in the (property, helper) conversation.
 */

export const DEFAULT_CHORE_GROUPS = [
  'Cleaning',
  'Kitchen',
  'Garden',
  'Animals',
  'Maintenance',
  'Laundry',
  'Other',
] as const;

export const CHORE_STATUSES = [
  'open',
  'in_progress',
  'submitted',
  'approved',
  'cancelled',
] as const;
export const choreStatusSchema = z.enum(CHORE_STATUSES, {
  error: `Status must be one of ${CHORE_STATUSES.join(', ')}`,
});
export type ChoreStatus = z.infer<typeof choreStatusSchema>;

export const RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const;
export const recurrenceSchema = z.enum(RECURRENCES, {
  error: 'Recurrence must be none, daily, weekly or monthly',
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const HELPER_CHORE_TABS = ['mine', 'open', 'submitted', 'done'] as const;
export const helperChoreTabSchema = z.enum(HELPER_CHORE_TABS, {
  error: 'Tab must be mine, open, submitted or done',
});
export type HelperChoreTab = z.infer<typeof helperChoreTabSchema>;

export const CHORE_LIMITS = {
  title: 120,
  description: 2000,
  group: 40,
  points: 1000,
  /** Minutes: 24 hours. */
  estimatedMinutes: 1440,
  minutesSpent: 1440,
  note: 1000,
  reviewNote: 1000,
  bulkApprove: 50,
  bonusAmount: 1000,
  awardReason: 300,
  /** SPEC.md section 5: the same limit as avatars. */
  photoBytes: 5 * 1024 * 1024,
} as const;

export const CHORE_MESSAGES = {
  notFound: 'Chore not found',
  approvedNoEdit: 'This chore is already approved and cannot be edited',
  cancelledNoEdit: 'This chore was cancelled and cannot be edited',
  approvedNoCancel: 'An approved chore cannot be cancelled',
  takenByOther: 'Another helper already took this chore',
  notOpen: 'This chore is not open',
  notAssignedToYou: 'This chore is assigned to another helper',
  notYours: 'Only the helper doing this chore can do that',
  notInProgress: 'This chore is not in progress',
  notSubmitted: 'This chore has not been submitted',
  unknownGroup: 'Choose one of the chore groups',
  notMember: 'The assignee must be an active member of the property',
  assigneeLocked: 'The assignee cannot change while a helper is doing this chore',
  photoTooLarge: 'Please select an image under 5MB',
  belowZero: "This would take the helper's points at this property below zero",
  noTerms: 'This property has no agreed hours per week',
  repeatingNeedsDue: 'A repeating chore needs its first due date',
} as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

export const choreParamsSchema = z.strictObject({ id: z.uuid({ error: 'must be a chore id' }) });

/** A person on a chore card. */
export const choreUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ChoreUser = z.infer<typeof choreUserSchema>;

/** A chore as its host and the property's members see it. */
export const choreSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  hostId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  group: z.string(),
  points: z.number().int(),
  estimatedMinutes: z.number().int().nullable(),
  /** ISO 8601; null: no due date. */
  dueAt: z.string().nullable(),
  /** Open or in progress and dueAt in the past (computed when presented). */
  overdue: z.boolean(),
  recurrence: recurrenceSchema,
  /** Weekly: ISO weekdays 1 (Monday) .. 7 (Sunday), ascending. */
  recurrenceDays: z.array(z.number().int()),
  /** Null: open to any member of the property. */
  assignee: choreUserSchema.nullable(),
  status: choreStatusSchema,
  /** The helper doing / who did it. */
  takenBy: choreUserSchema.nullable(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submissionNote: z.string().nullable(),
  hasPhoto: z.boolean(),
  /** `/api/chores/{id}/photo?v=…` (host and members only), or null. */
  photoUrl: z.string().nullable(),
  minutesSpent: z.number().int().nullable(),
  /** The host's note when they sent it back. */
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The occurrence this one follows (recurring chores). */
  previousId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chore = z.infer<typeof choreSchema>;
export const chorePageSchema = pageOf(choreSchema);
export type ChorePage = z.infer<typeof chorePageSchema>;

const recurrenceDaysSchema = z
  .array(
    z
      .number({ error: 'Days must be weekdays 1 (Monday) to 7 (Sunday)' })
      .int({ error: 'Days must be weekdays 1 (Monday) to 7 (Sunday)' })
      .min(1, { error: 'Days must be weekdays 1 (Monday) to 7 (Sunday)' })
      .max(7, { error: 'Days must be weekdays 1 (Monday) to 7 (Sunday)' }),
    { error: 'Days must be a list of weekdays' },
  )
  .max(7, { error: 'Each weekday at most once' })
  .refine((d) => new Set(d).size === d.length, { error: 'Each weekday at most once' });

const dueAtSchema = isoDateTime('Due date must be a date and time (ISO 8601)').nullable();

const choreFields = {
  title: requiredText('Title', CHORE_LIMITS.title),
  description: optionalText('Description', CHORE_LIMITS.description).optional(),
  group: requiredText('Group', CHORE_LIMITS.group),
  points: wholeNumber('Points', 0, CHORE_LIMITS.points),
  estimatedMinutes: wholeNumber('Estimated minutes', 1, CHORE_LIMITS.estimatedMinutes)
    .nullable()
    .optional(),
  dueAt: dueAtSchema.optional(),
  recurrence: recurrenceSchema.optional(),
  recurrenceDays: recurrenceDaysSchema.optional(),
  /** Null or absent: open to any member. */
  assigneeId: z.uuid({ error: 'must be a helper id' }).nullable().optional(),
};

const recurrenceRule = (
  v: { recurrence?: Recurrence; recurrenceDays?: number[] },
  ctx: z.RefinementCtx,
) => {
  if (v.recurrence === 'weekly' && v.recurrenceDays !== undefined && v.recurrenceDays.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['recurrenceDays'],
      message: 'Choose at least one day for a weekly chore',
    });
  if (v.recurrence && v.recurrence !== 'weekly' && v.recurrenceDays && v.recurrenceDays.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['recurrenceDays'],
      message: 'Days apply to weekly chores only',
    });
};

/**
 * POST /api/chores. points: omit to take the property's default chore points
 * (exchange terms; 0 without terms). recurrence 'weekly' needs recurrenceDays;
 * any recurrence needs dueAt (the first occurrence the next ones follow).
 */
export const choreCreateSchema = z
  .strictObject({
    propertyId: z.uuid({ error: 'must be a property id' }),
    ...choreFields,
    points: choreFields.points.optional(),
  })
  .superRefine((v, ctx) => {
    recurrenceRule(v, ctx);
    if (v.recurrence === 'weekly' && !v.recurrenceDays?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['recurrenceDays'],
        message: 'Choose at least one day for a weekly chore',
      });
    if (v.recurrence && v.recurrence !== 'none' && !v.dueAt)
      ctx.addIssue({ code: 'custom', path: ['dueAt'], message: CHORE_MESSAGES.repeatingNeedsDue });
  });
export type ChoreCreate = z.input<typeof choreCreateSchema>;

/** PATCH /api/chores/:id: any subset of the fields (not the property). */
export const choreUpdateSchema = z
  .strictObject({
    title: choreFields.title.optional(),
    description: choreFields.description,
    group: choreFields.group.optional(),
    points: choreFields.points.optional(),
    estimatedMinutes: choreFields.estimatedMinutes,
    dueAt: choreFields.dueAt,
    recurrence: choreFields.recurrence,
    recurrenceDays: choreFields.recurrenceDays,
    assigneeId: choreFields.assigneeId,
  })
  .superRefine(recurrenceRule);
export type ChoreUpdate = z.input<typeof choreUpdateSchema>;

/** Query numbers arrive as text. */
export const choreListQuerySchema = z.strictObject({
  propertyId: z.uuid({ error: 'must be a property id' }).optional(),
  status: choreStatusSchema.optional(),
  tab: helperChoreTabSchema.optional(),
  group: z
    .string()
    .trim()
    .min(1, { error: 'group must not be empty' })
    .max(CHORE_LIMITS.group, { error: `group must be at most ${CHORE_LIMITS.group} characters` })
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'group contains control characters' })
    .optional(),
  helperId: z.uuid({ error: 'must be a helper id' }).optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type ChoreListQuery = z.input<typeof choreListQuerySchema>;

export const choreGroupsQuerySchema = z.strictObject({
  propertyId: z.uuid({ error: 'must be a property id' }).optional(),
});
export type ChoreGroupsQuery = z.input<typeof choreGroupsQuerySchema>;

export const choreGroupsSchema = z.object({
  defaults: z.array(z.string()),
  custom: z.array(z.string()),
});
export type ChoreGroups = z.infer<typeof choreGroupsSchema>;

/** POST /api/chores/:id/submit (a photo, if any, is uploaded before with POST …/photo). */
export const choreSubmitSchema = z
  .strictObject({
    note: optionalText('Note', CHORE_LIMITS.note).optional(),
    minutesSpent: wholeNumber('Minutes spent', 0, CHORE_LIMITS.minutesSpent).nullable().optional(),
  })
  .nullish();
export type ChoreSubmit = z.input<typeof choreSubmitSchema>;

/** POST /api/chores/:id/send-back. */
export const choreSendBackSchema = z.strictObject({
  note: requiredText('Note', CHORE_LIMITS.reviewNote),
});
export type ChoreSendBack = z.input<typeof choreSendBackSchema>;

export const choreBulkApproveSchema = z.strictObject({
  choreIds: z
    .array(z.uuid({ error: 'must be a chore id' }), { error: 'choreIds must be a list' })
    .min(1, { error: 'Choose at least one chore' })
    .max(CHORE_LIMITS.bulkApprove, {
      error: `At most ${CHORE_LIMITS.bulkApprove} chores at once`,
    }),
});
export type ChoreBulkApprove = z.input<typeof choreBulkApproveSchema>;

export const choreBulkApproveReplySchema = z.object({
  approved: z.array(choreSchema),
  failed: z.array(z.object({ id: z.uuid(), message: z.string() })),
});
export type ChoreBulkApproveReply = z.infer<typeof choreBulkApproveReplySchema>;
