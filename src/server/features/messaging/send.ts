import { MESSAGING_ERRORS, type Message, type messageSendSchema } from '@shared/api/messaging';
import { CONVERSATION_CLOSED_ERROR, CONVERSATION_CLOSED_MESSAGE } from '@shared/api/safety';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { compiled } from '../../db/compiled';
import { conversations, messages } from '../../db/schema';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict } from '../../platform/errors';
import { notify } from '../notifications/service';
import { lockOwnConversationToWrite } from './access';
import { announce, type ViewColumns, viewOfReturned, withView } from './announce';
import { type ConversationRow, presentMessage } from './presenter';

// Sending a chat message (SPEC 5): the one write every message makes, kept
// to 9 round trips and built once (decisions 155 and 156).

type SendInput = z.output<typeof messageSendSchema>;

const NOTIFICATION_SNIPPET = 140;

function sameMessage(
  stored: typeof messages.$inferSelect,
  conversationId: string,
  senderId: string,
  input: SendInput,
): boolean {
  return (
    stored.conversationId === conversationId &&
    stored.senderId === senderId &&
    stored.type === 'text' &&
    stored.content === input.content &&
    (stored.statusType ?? null) === (input.statusType ?? null)
  );
}

// A send's two writes, built once (db/compiled.ts): they run on every message.
const insertMessage = compiled<
  {
    id: string;
    conversationId: string;
    senderId: string;
    content: string;
    statusType: string | null;
  },
  (typeof messages.$inferSelect)[]
>((b) =>
  b
    .insert(messages)
    .values({
      id: sql.placeholder('id'),
      conversationId: sql.placeholder('conversationId'),
      senderId: sql.placeholder('senderId'),
      content: sql.placeholder('content'),
      type: 'text',
      statusType: sql.placeholder('statusType'),
    })
    .onConflictDoNothing({ target: messages.id })
    .returning(),
);

/** The conversation after a message: its preview, its time, the other side's counter; with its view. */
const sentBy = (otherUnread: 'hostUnreadCount' | 'helperUnreadCount') =>
  compiled<{ id: string; text: string; time: Date }, (ConversationRow & ViewColumns)[]>((b) =>
    b
      .update(conversations)
      .set({
        lastMessageText: sql`${sql.placeholder('text')}`,
        lastMessageTime: sql`${sql.placeholder('time')}`,
        updatedAt: sql`now()`,
        [otherUnread]: sql`${conversations[otherUnread]} + 1`,
      })
      .where(eq(conversations.id, sql.placeholder('id')))
      .returning(withView()),
  );
const sentByHost = sentBy('helperUnreadCount');
const sentByHelper = sentBy('hostUnreadCount');

/**
 * POST /api/conversations/:id/messages. One transaction: the conversation row
 * is locked first (so one conversation's messages get their seq in commit
 * order), the message is stored once per client id, the conversation's last
 * message and updated_at follow, the other party's unread counter rises, the
 * recipient gets a `message` notification, and message.created plus each
 * party's conversation.updated go out on commit. A resend of a stored id
 * answers with the stored message (created: false) and changes nothing.
 */
export async function sendMessage(
  db: Db,
  viewer: Viewer,
  conversationId: string,
  input: SendInput,
): Promise<{ message: Message; created: boolean }> {
  return db.transaction(async (tx) => {
    const { conversation, closed } = await lockOwnConversationToWrite(
      tx,
      viewer.userId,
      conversationId,
    );
    if (closed) throw new AppError(CONVERSATION_CLOSED_ERROR, CONVERSATION_CLOSED_MESSAGE);
    const replay = async () => {
      const [stored] = await tx.select().from(messages).where(eq(messages.id, input.id));
      if (!stored) return null;
      if (!sameMessage(stored, conversation.id, viewer.userId, input))
        throw conflict(MESSAGING_ERRORS.messageIdTaken);
      return { message: presentMessage(stored), created: false };
    };
    // Inserted first: a resend (the id already stored) is the rare case, so
    // the stored row is read only when the insert finds the id taken.
    const [message] = await insertMessage(tx, {
      id: input.id,
      conversationId: conversation.id,
      senderId: viewer.userId,
      content: input.content,
      statusType: input.statusType ?? null,
    });
    if (!message) {
      // Sent before (a retry), or by a concurrent request a moment ago.
      const earlier = await replay();
      if (!earlier) throw new Error('message vanished');
      return earlier;
    }

    const senderIsHost = conversation.hostId === viewer.userId;
    const [found] = await (senderIsHost ? sentByHost : sentByHelper)(tx, {
      id: conversation.id,
      text: message.content,
      time: message.createdAt,
    });
    if (!found) throw new Error('conversation vanished');
    const view = viewOfReturned(found);
    const updated = view.row;
    const sender = senderIsHost ? view.host : view.helper;
    const recipientId = senderIsHost ? updated.helperId : updated.hostId;
    const snippet = [...message.content].slice(0, NOTIFICATION_SNIPPET).join('');
    await notify(tx, {
      userId: recipientId,
      type: 'message',
      notice: {
        key: sender?.fullName?.trim()
          ? 'messageFrom'
          : senderIsHost
            ? 'messageFromHost'
            : 'messageFromHelper',
        params: {
          name: sender?.fullName?.trim() ?? '',
          property: view.propertyTitle ?? '',
          hasProperty: view.propertyTitle ? 'yes' : 'no',
          snippet,
        },
      },
      referenceId: updated.id,
    });
    await announce(tx, view, message);
    return { message: presentMessage(message), created: true };
  });
}
