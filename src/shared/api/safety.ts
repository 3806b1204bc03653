import { z } from 'zod';
import { optionalText } from './text-fields';

// Reports and blocks (issue 15, decision 110): what a signed-in person sends
// and receives. The server is the authority on every rule here.

export const REPORT_TARGET_TYPES = ['user', 'property', 'message', 'review'] as const;
export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, {
  error: 'Choose what you are reporting',
});
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;

export const REPORT_REASONS = [
  'harassment',
  'unsafe',
  'scam',
  'misleading',
  'inappropriate',
  'other',
] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: 'Choose a reason' });
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** The words a reporter and an operator read for each reason, in the form's order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment',
  unsafe: 'Unsafe situation',
  scam: 'Scam or payment request',
  misleading: 'Misleading listing',
  inappropriate: 'Inappropriate content',
  other: 'Other',
};

export const REPORT_DETAILS_MAX = 1000;

/** At most this many reports per person per hour. */
export const REPORTS_PER_HOUR = 10;

/** POST /api/reports */
export const reportCreateSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.uuid({ error: 'Not a valid id' }),
  reason: reportReasonSchema,
  /** Optional words: '' or null for none. */
  details: optionalText('Details', REPORT_DETAILS_MAX).optional(),
});
export type ReportCreate = z.input<typeof reportCreateSchema>;

/**
 * 201 for a new report, 200 when the same person already has an open report
 * on the same thing (one report, never two). Says nothing about the target.
 */
export const reportReceiptSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** The toast a reporter sees. */
export const REPORT_THANKS = "Thanks, we'll look into it";

/** The `report` notification a reporter gets once an operator has acted (never what was done). */
export const REPORT_REVIEWED_TITLE = 'Your report was reviewed';
export const REPORT_REVIEWED_CONTENT =
  'Thank you for telling us. Our team has reviewed your report and acted on it as our rules say.';

// --- Blocks -----------------------------------------------------------------

/** POST /api/blocks */
export const blockCreateSchema = z.object({
  userId: z.uuid({ error: 'Not a valid id' }),
  /**
   * When the two share an active stay (a membership of one's property by the
   * other): true ends it, false keeps it. Absent while they share one answers
   * 409 `shared_stay` (details in `blockSharedStaySchema`), so a stay is never
   * ended, nor kept, without the person choosing.
   */
  endStay: z.boolean({ error: 'endStay must be true or false' }).optional(),
});
export type BlockCreate = z.infer<typeof blockCreateSchema>;

/** The error code of the 409 above; its message names the property. */
export const SHARED_STAY_ERROR = 'shared_stay';

export const blockedPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.iso.datetime({ offset: true }),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/** 201 (or 200 when already blocked: blocking twice is one block). */
export const blockResultSchema = z.object({
  block: blockedPersonSchema,
  /** How many shared stays the block ended (0 unless endStay was true). */
  endedStays: z.number().int().min(0),
});
export type BlockResult = z.infer<typeof blockResultSchema>;

/** GET /api/blocks: the people the viewer has blocked, newest first. */
export const blockListSchema = z.object({ items: z.array(blockedPersonSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

export const blockParamsSchema = z.object({ userId: z.uuid({ error: 'Not a valid id' }) });

/** What the blocked person reads when sending fails: never why. */
export const CONVERSATION_CLOSED_MESSAGE = 'This conversation is closed';
/** The code of that 403. */
export const CONVERSATION_CLOSED_ERROR = 'conversation_closed';

/**
 * How a conversation stands between its two people (added to the
 * conversation's summary and detail): `by_me` when the viewer blocked the
 * other, `closed` when the other blocked the viewer (said no more than that),
 * null when neither.
 */
export const conversationBlockSchema = z.enum(['by_me', 'closed']).nullable();
export type ConversationBlock = z.infer<typeof conversationBlockSchema>;
