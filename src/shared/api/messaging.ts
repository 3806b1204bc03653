import { z } from 'zod';
import { noticeTextSchema } from '../i18n/notices';
import { strings } from '../strings';
import { cursorSchema } from './pagination';
import { conversationBlockSchema } from './safety';
import { CONTROL_CHARS } from './text-fields';

/*
 * Conversations and messages (SPEC.md sections 3-7, DESIGN.md sections 3, 4
 * and 6, issue 6). One conversation per (property, helper), between that
 * helper and the property's host. Only those two may read it, send to it or
 * mark it read; anyone else gets 404 (ids cannot be probed).
 *
 * Every route needs a session cookie: 401 `unauthenticated` with
 * 'User not authenticated.' otherwise (SPEC 5). Writes pass the Origin check.
 *
 *   GET  /api/conversations                ?cursor&limit -> ConversationPage
 *        the caller's conversations (as host or as helper), newest updated_at
 *        first, only those whose other party has a full_name (SPEC 5).
 *   GET  /api/conversations/unread-total   -> UnreadTotal (same filter as the list)
 *   GET  /api/conversations/:id            -> Conversation (404 unless host or helper of it)
 *   POST /api/conversations                ConversationStart -> 201 Conversation (made)
 *                                          | 200 Conversation (the existing one for the
 *                                          property and helper, reused)
 *        helper: { propertyId } — with the host of a listed property or of one
 *                they are an active member of (or any property they already
 *                have a conversation about);
 *        host:   { propertyId, helperId } — with a member (any status, past
 *                ones too) or a requester (any status) of their own property.
 *        404 'Property not found with ID' when the property does not exist or
 *            the caller may not see it; 'Host ID not found for property' when
 *            it has no host; 404 'Helper not found for this property' when the
 *            host names someone who never joined or asked; 403 for a role-less
 *            account; 422 when a host names themselves.
 *   GET  /api/conversations/:id/messages   ?cursor&limit -> MessagePage
 *        newest first (by seq); nextCursor reaches older messages (the chat
 *        scrolls up for history).
 *   POST /api/conversations/:id/messages   MessageSend -> 201 Message (stored)
 *                                          | 200 Message (this id was already stored: a resend)
 *        the id is made by the client (a uuid); sending it again stores nothing
 *        new and answers with the stored message. The same id with other
 *        content, or in another conversation -> 409. Content is trimmed, then
 *        1..4,000 characters (code points).
 *   POST /api/conversations/:id/read       {} -> Conversation (the caller's unreadCount now 0)
 *
 * Realtime (src/shared/api/realtime.ts): `conversation:{id}` carries
 * `message.created` (Message); `conversations` carries `conversation.updated`
 * (Conversation, as the list shows it to that user).
 */

export const MESSAGE_MAX_LENGTH = 4000;

export const MESSAGING_LIMITS = {
  conversationPageSize: 50,
  defaultConversationPageSize: 20,
  messagePageSize: 100,
  defaultMessagePageSize: 30,
} as const;

export const MESSAGING_ERRORS = {
  notAuthenticated: strings.conversations.userNotAuthenticated,
  propertyNotFound: strings.conversations.propertyNotFound,
  hostNotFound: strings.conversations.hostIdNotFound,
  conversationNotFound: 'Conversation not found',
  helperNotFound: 'Helper not found for this property',
  startWithSelf: 'You cannot start a conversation with yourself',
  roleRequired: 'Choose whether you are a host or a helper before sending messages',
  messageIdTaken: 'A different message was already sent with this id',
  contentRequired: 'Message cannot be empty',
  contentTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
} as const;

/**
 * System message status types written by the server (the timeline of the
 * stay). Later features add their own (`agreement_*`, `chore_*`); the field
 * stays a string so the client shows any of them centred.
 */
export const SYSTEM_STATUS = {
  stayRequested: 'stay_request_created',
  stayAccepted: 'stay_request_accepted',
  stayDeclined: 'stay_request_declined',
  stayWithdrawn: 'stay_request_withdrawn',
} as const;

const codePoints = (s: string) => [...s].length;

export const messageContentSchema = z
  .string({ error: MESSAGING_ERRORS.contentRequired })
  .trim()
  .min(1, { error: MESSAGING_ERRORS.contentRequired })
  .refine((s) => codePoints(s) <= MESSAGE_MAX_LENGTH, { error: MESSAGING_ERRORS.contentTooLong })
  .refine((s) => !CONTROL_CHARS.test(s), { error: 'Message contains control characters' });

export const participantSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

/** A conversation as one of its two parties sees it (the list, the chat header, events). */
export const conversationSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  hostId: z.uuid(),
  helperId: z.uuid(),
  /** The caller's side of it. */
  viewerRole: z.enum(['host', 'helper']),
  /** The other party's card; null when their profile is missing. */
  otherParty: participantSchema.nullable(),
  lastMessageText: z.string().nullable(),
  /**
   * Issue 17: when the last message shown is a system line, its words as a
   * key of system-lines.json and values (the message's `notice`), so the
   * inbox's preview reads in the reader's language; null otherwise.
   */
  lastMessageNotice: noticeTextSchema.nullable().catch(null).optional(),
  lastMessageTime: z.string().nullable(),
  /** The caller's own unread counter. */
  unreadCount: z.number().int(),
  /** Issue 15: 'by_me' when the caller blocked the other, 'closed' when blocked by them. */
  block: conversationBlockSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
/** How a conversation stands after a block (issue 15); the schema is in ./safety. */
export type ConversationBlock = Conversation['block'];

/**
 * Whether the list shows a conversation (the server's filter, for rows that
 * arrive by event): SPEC 5's other party with a full_name, and at least one
 * message (decision 031).
 */
export function isListedConversation(
  c: Pick<Conversation, 'otherParty' | 'lastMessageTime'>,
): boolean {
  return Boolean(c.otherParty?.fullName?.trim()) && c.lastMessageTime !== null;
}

export const messageTypeSchema = z.enum(['text', 'system']);
export type MessageType = z.infer<typeof messageTypeSchema>;

/*
 * A system message's facts as data (issue 24), like a notification's
 * (src/shared/api/notifications.ts): one schema per kind, so each reader's
 * client builds the line and formats its dates (src/shared/activity-text.ts);
 * `content` stays the plain-English fallback. Dates are YYYY-MM-DD.
 */
export const stayRequestCreatedLineSchema = z.object({
  kind: z.literal('stay_request_created'),
  /** The helper who asked. */
  name: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});

export const stayRequestAcceptedLineSchema = z.object({
  kind: z.literal('stay_request_accepted'),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});

export const systemMessageDataSchema = z.discriminatedUnion('kind', [
  stayRequestCreatedLineSchema,
  stayRequestAcceptedLineSchema,
]);
export type SystemMessageData = z.infer<typeof systemMessageDataSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** Null for system messages. */
  senderId: z.uuid().nullable(),
  content: z.string(),
  /**
   * A system message's facts, or null (a person's words, an older line, a
   * kind without data). A kind this client does not know reads as null.
   */
  data: systemMessageDataSchema.nullable().catch(null).optional(),
  /**
   * A system line's words as a catalogue key (system-lines.json) and values,
   * so each client writes it in its reader's language (issue 17). Null on a
   * person's words and older lines: `content` is shown then.
   */
  notice: noticeTextSchema.nullable().catch(null).optional(),
  type: messageTypeSchema,
  statusType: z.string().nullable(),
  createdAt: z.string(),
  /** Orders messages within a conversation exactly (higher is later). */
  seq: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be a conversation id' }),
});

const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(max, { error: `limit must be at most ${max}` })
    .default(fallback);

export const conversationListQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: limitSchema(
    MESSAGING_LIMITS.conversationPageSize,
    MESSAGING_LIMITS.defaultConversationPageSize,
  ),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const unreadTotalSchema = z.object({ total: z.number().int() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

export const conversationStartSchema = z.strictObject({
  propertyId: z.uuid({ error: 'must be a property id' }),
  /** Hosts name the helper; helpers leave it out (or name themselves). */
  helperId: z.uuid({ error: 'must be a helper id' }).optional(),
});
export type ConversationStart = z.infer<typeof conversationStartSchema>;

export const messageListQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: limitSchema(MESSAGING_LIMITS.messagePageSize, MESSAGING_LIMITS.defaultMessagePageSize),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  /** Newest first. */
  items: z.array(messageSchema),
  /** Older messages; null when this page reaches the first one. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageSendSchema = z.strictObject({
  /** Made by the client (crypto.randomUUID()); a retry reuses it. */
  id: z.uuid({ error: 'must be a message id' }),
  content: messageContentSchema,
  /** Optional tag for a text message, e.g. `question` (Ask a question). */
  statusType: z
    .string()
    .regex(/^[a-z][a-z_]{0,39}$/, { error: 'statusType is not valid' })
    .nullish(),
});
export type MessageSend = z.input<typeof messageSendSchema>;

export const markReadBodySchema = z.strictObject({}).nullish();
