import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from './safety';
import { requiredText } from './text-fields';

// The operators' moderation desk (issue 15, decision 110). Every route under
// /api/admin answers 404 to anyone who is not an operator, signed in or not,
// exactly as an unknown path would: the desk is not advertised.

export const MODERATION_REASON_MAX = 1000;

/** GET /api/admin/me: 200 for an operator (the shell shows the desk), 404 otherwise. */
export const adminMeSchema = z.object({ admin: z.literal(true) });

const targetType = z.enum(REPORT_TARGET_TYPES);

/**
 * The reported thing as the first reporter saw it (kept even if it is later
 * edited or deleted). `title` is a name, a property's title or "Message" /
 * "Review"; `text` the words; `context` where it was (a property, a stay).
 */
export const reportSnapshotSchema = z.object({
  title: z.string(),
  text: z.string().nullable(),
  context: z.string().nullable(),
  /** When the content was written, if it has such a time. */
  writtenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const queuedReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The open reports on one thing, with the person it is about. */
export const reportGroupSchema = z.object({
  targetType,
  targetId: z.uuid(),
  subject: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    suspended: z.boolean(),
  }),
  /**
   * The person the target is about was reported by three or more different
   * people within the last 7 days: these groups come first.
   */
  flagged: z.boolean(),
  snapshot: reportSnapshotSchema,
  /** Whether the target is hidden now, and whether it still exists. */
  hidden: z.boolean(),
  deleted: z.boolean(),
  reports: z.array(queuedReportSchema).min(1),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** GET /api/admin/reports: open reports grouped by target, flagged first, then oldest first. */
export const reportQueueSchema = z.object({ groups: z.array(reportGroupSchema) });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

const reason = requiredText('Reason', MODERATION_REASON_MAX);

/**
 * POST /api/admin/actions. `dismiss` and `hide` act on one reported thing
 * (hide: a review, message or property) and resolve its open reports;
 * `suspend` and `unsuspend` act on a person, and `suspend` resolves every open
 * report about them. Every action needs a reason and lands in the audit log.
 */
export const moderationActionCreateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('dismiss'),
      targetType,
      targetId: z.uuid({ error: 'Not a valid id' }),
      reason,
    }),
    z.object({
      action: z.literal('hide'),
      targetType: z.enum(['property', 'message', 'review'], {
        error: 'Only a review, a message or a property can be hidden',
      }),
      targetId: z.uuid({ error: 'Not a valid id' }),
      reason,
    }),
    z.object({ action: z.literal('suspend'), userId: z.uuid({ error: 'Not a valid id' }), reason }),
    z.object({
      action: z.literal('unsuspend'),
      userId: z.uuid({ error: 'Not a valid id' }),
      reason,
    }),
  ],
  { error: 'Choose an action: dismiss, hide, suspend or unsuspend' },
);
export type ModerationActionCreate = z.infer<typeof moderationActionCreateSchema>;

export const MODERATION_ACTION_KINDS = [
  'dismiss',
  'hide',
  'suspend',
  'unsuspend',
  'grant_admin',
  'revoke_admin',
] as const;

/** One line of the audit log. */
export const moderationActionSchema = z.object({
  id: z.uuid(),
  action: z.enum(MODERATION_ACTION_KINDS),
  targetType,
  targetId: z.uuid(),
  reason: z.string(),
  /** Who: the operator's name and email then, or "command line". */
  actor: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** 201 from POST /api/admin/actions. */
export const moderationResultSchema = z.object({
  action: moderationActionSchema,
  /** How many open reports the action resolved (each reporter is notified). */
  resolvedReports: z.number().int().min(0),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

/** GET /api/admin/actions: the audit log, newest first. */
export const auditLogQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export const auditLogSchema = pageOf(moderationActionSchema);
export type AuditLog = z.infer<typeof auditLogSchema>;

/** GET /api/admin/suspensions: who is suspended now, newest first. */
export const suspendedPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  suspendedAt: z.iso.datetime({ offset: true }),
});
export const suspensionListSchema = z.object({ items: z.array(suspendedPersonSchema) });
export type SuspensionList = z.infer<typeof suspensionListSchema>;

/** What sign-in answers a suspended person (403 `account_suspended`). */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. If you think this is a mistake, write to support@homestay.example.';
