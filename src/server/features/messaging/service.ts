import { randomUUID } from 'node:crypto';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGING_ERRORS,
  type SystemMessageData,
} from '@shared/api/messaging';
import type { NoticeText } from '@shared/i18n/notices';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { conversations, messages, notifications, properties } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notFound } from '../../platform/errors';
import { englishSystemLine } from '../../platform/i18n/system-lines';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import {
  announce,
  announceConversation,
  conversationRow,
  updateWithView,
  viewOf,
} from './announce';

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
       * locale writes its own way); its words follow from them.
       */
      data: SystemMessageData;
      notice?: never;
    }
  | {
      data?: never;
      /**
       * The line's words: a key of catalogues/<language>/system-lines.json
       * and its values, written by each reader's client in their language
       * (issue 17); `content` keeps the English (cut at 4,000 characters).
       */
      notice: NoticeText;
    }
);

/** The words of a line that carries its facts as data. */
function noticeOfLine(data: SystemMessageData): NoticeText {
  switch (data.kind) {
    case 'stay_request_created':
      return {
        key: 'stayRequested',
        params: { name: data.name, start: { day: data.startDate }, end: { day: data.endDate } },
      };
    case 'stay_request_accepted':
      return {
        key: 'stayAccepted',
        params: { start: { day: data.startDate }, end: { day: data.endDate } },
      };
  }
}

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
  const notice = input.data ? noticeOfLine(input.data) : input.notice;
  const text = englishSystemLine(notice);
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
      notice,
    })
    .returning();
  if (!message) throw new Error('message insert returned no row');
  await announce(tx, await viewOf(tx, row), message);
}

// ---------------------------------------------------------------- hiding (issue 15)

/**
 * An operator hides a message (issue 15): gone from the chat, the preview,
 * the unread counter and later events. Returns false when there is no such
 * message; hiding one already hidden changes nothing (true).
 */
export async function hideMessage(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [found] = await tx.select().from(messages).where(eq(messages.id, id));
  if (!found) return false;
  if (found.hiddenAt) return true;
  // The conversation's lock first, as sendMessage takes it: the preview and
  // counters below are recomputed against a conversation nobody is writing to.
  const conversation = await conversationRow(tx, found.conversationId, { lock: true });
  if (!conversation) return false;
  await tx.update(messages).set({ hiddenAt: now }).where(eq(messages.id, id));

  const [latest] = await tx
    .select({ content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), isNull(messages.hiddenAt)))
    .orderBy(desc(messages.seq))
    .limit(1);

  const unread = await stillUnreadBy(tx, found, conversation);
  const view = await updateWithView(tx, conversation.id, {
    // The preview is the latest message still shown (null when none is):
    // recomputed every time, cheap, and right whether or not it was the latest.
    lastMessageText: latest?.content ?? null,
    lastMessageTime: latest?.createdAt ?? null,
    ...(unread === 'host'
      ? { hostUnreadCount: sql`greatest(${conversations.hostUnreadCount} - 1, 0)` }
      : unread === 'helper'
        ? { helperUnreadCount: sql`greatest(${conversations.helperUnreadCount} - 1, 0)` }
        : {}),
  });
  if (!view) throw new Error('conversation vanished');

  await dropItsNotification(tx, found, conversation);
  await publish(tx, topics.conversation(conversation.id), {
    kind: 'message.hidden',
    data: { id },
  });
  await announceConversation(tx, view);
  return true;
}

type StoredMessage = typeof messages.$inferSelect;

/**
 * The recipient's `message` notification quotes the words, so it goes too
 * (and with it the mail fallback, which reads live notifications). It is
 * found by what sendMessage wrote in the same transaction: the recipient,
 * the conversation as reference, and the same now() as the message.
 */
async function dropItsNotification(
  tx: Tx,
  message: StoredMessage,
  conversation: StoredConversation,
) {
  if (message.type !== 'text' || !message.senderId) return;
  const recipientId =
    message.senderId === conversation.hostId ? conversation.helperId : conversation.hostId;
  const dropped = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, recipientId),
        eq(notifications.type, 'message'),
        eq(notifications.referenceId, conversation.id),
        // Compared in SQL: a JS Date keeps milliseconds, PostgreSQL microseconds.
        sql`${notifications.createdAt} = (select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})`,
      ),
    )
    .returning({ id: notifications.id });
  for (const row of dropped)
    await publish(tx, topics.notifications(recipientId), {
      kind: 'notification.deleted',
      data: { id: row.id },
    });
}
type StoredConversation = typeof conversations.$inferSelect;

/**
 * Whose unread counter still counts this message, if anyone's. Unread is a
 * counter per side, not a mark per message: it rises by one for each
 * message a person sends and drops to 0 when the other reads. So the
 * recipient's unread messages are exactly the sender's last N shown
 * messages, N being the recipient's counter. The message counts when it is
 * among those N (messages hidden earlier were taken off already and are
 * left out). System lines never count (decision 095).
 */
async function stillUnreadBy(
  tx: Tx,
  message: StoredMessage,
  conversation: StoredConversation,
): Promise<'host' | 'helper' | null> {
  if (message.type !== 'text' || !message.senderId) return null;
  const recipient = message.senderId === conversation.hostId ? 'helper' : 'host';
  const counter =
    recipient === 'host' ? conversation.hostUnreadCount : conversation.helperUnreadCount;
  if (counter === 0) return null;
  const [row] = await tx
    .select({ newer: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        eq(messages.senderId, message.senderId),
        eq(messages.type, 'text'),
        gte(messages.seq, message.seq),
        or(isNull(messages.hiddenAt), eq(messages.id, message.id)),
      ),
    );
  return (row?.newer ?? Number.POSITIVE_INFINITY) <= counter ? recipient : null;
}
