import { randomUUID } from 'node:crypto';
import { describeSystemMessage, plainEnglish } from '@shared/activity-text';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGING_ERRORS,
  type SystemMessageData,
} from '@shared/api/messaging';
import { eq, sql } from 'drizzle-orm';
import { conversations, messages, properties } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notFound } from '../../platform/errors';
import { announce, viewOf } from './announce';

export type SystemMessageInput = {
  propertyId: string;
  helperId: string;
  /** What happened, e.g. `stay_request_accepted`, `agreement_signed`, `chore_approved`. */
  statusType: string;
  /**
   * Who caused it, when it was one of the two parties. Unused since system
   * lines stopped counting as unread (decision 095): kept so callers need not
   * change while system lines gain their data; drop it with the last caller.
   */
  actorId?: string | null;
} & (
  | {
      /**
       * The facts, for a line that holds a date (or anything else a reader's
       * locale writes its own way): each client builds the line from them,
       * and `content` is made from them in plain English.
       */
      data: SystemMessageData;
      content?: never;
    }
  /** The line shown centred in the chat (trimmed; cut at 4,000 characters). */
  | { data?: never; content: string }
);

/**
 * Writes a system message (type `system`, no sender) into the conversation of
 * (property, helper), making the conversation if there is none yet: the chat
 * is the timeline of the stay. Call it inside the transaction of the action
 * it records, so the message exists exactly when the action committed.
 *
 * Unread counters are left alone: only words from a person are unread, so a
 * busy stay does not light the Inbox for every chore step (decision 095).
 * The last message text/time and updated_at follow, and `message.created` /
 * `conversation.updated` (each party's own view) are published on commit.
 */
export async function postSystemMessage(tx: Tx, input: SystemMessageInput): Promise<void> {
  const text = input.data ? describeSystemMessage(input.data, plainEnglish) : input.content;
  const content = [...text.trim()].slice(0, MESSAGE_MAX_LENGTH).join('');
  if (!content) throw new Error('postSystemMessage: empty content');
  const [property] = await tx
    .select({ hostId: properties.hostId })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw notFound(MESSAGING_ERRORS.propertyNotFound);
  if (!property.hostId) throw notFound(MESSAGING_ERRORS.hostNotFound);

  // One statement finds or makes the conversation and takes its row lock, so
  // messages of one conversation get their seq in commit order.
  const [row] = await tx
    .insert(conversations)
    .values({
      propertyId: input.propertyId,
      hostId: property.hostId,
      helperId: input.helperId,
      lastMessageText: content,
      lastMessageTime: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [conversations.propertyId, conversations.helperId],
      set: {
        lastMessageText: content,
        lastMessageTime: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('conversation upsert returned no row');

  const [message] = await tx
    .insert(messages)
    .values({
      id: randomUUID(),
      conversationId: row.id,
      senderId: null,
      content,
      type: 'system',
      statusType: input.statusType,
      data: input.data ?? null,
    })
    .returning();
  if (!message) throw new Error('message insert returned no row');
  await announce(tx, await viewOf(tx, row), message);
}

/** An operator hides a message (issue 15); see hide-message.ts. */
export { hideMessage } from './hide-message';
