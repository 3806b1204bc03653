import {
  type Conversation,
  type Message,
  type Participant,
  systemMessageDataSchema,
} from '@shared/api/messaging';
import { noticeTextSchema } from '@shared/i18n/notices';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type conversations, messages, type profiles } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ProfileCard = Pick<typeof profiles.$inferSelect, 'id' | 'fullName' | 'avatarUrl'>;

/** A conversation with what its presentation needs: the property title and both parties' cards. */
export type ConversationView = {
  row: ConversationRow;
  propertyTitle: string;
  host: ProfileCard | null;
  helper: ProfileCard | null;
  /** Which of the two (0, 1 or both) blocked the other (issue 15), plus an erased party (issue 19, closed.ts). */
  blockers: string[];
  /** The notice of the last message shown when it is a system line (lastNoticeSql), as stored. */
  lastNotice?: unknown;
};

/**
 * The notice of a conversation's last message still shown (the preview's,
 * as hideMessage keeps it), when that message is a system line; else null.
 * One index probe (messages_conversation_seq_idx) per conversation.
 */
export function lastNoticeSql(conversationId: AnyPgColumn | SQL): SQL<unknown> {
  return sql`(select case when ${messages.type} = 'system' then ${messages.notice} end
    from ${messages}
    where ${messages.conversationId} = ${conversationId} and ${messages.hiddenAt} is null
    order by ${messages.seq} desc limit 1)`;
}

function presentParticipant(card: ProfileCard | null): Participant | null {
  return card ? { id: card.id, fullName: card.fullName, avatarUrl: card.avatarUrl } : null;
}

/**
 * The one shape a conversation takes for `viewerId` (one of its two parties),
 * in HTTP replies and in `conversation.updated` events alike: the other
 * party's card and the viewer's own unread counter.
 */
export function presentConversation(view: ConversationView, viewerId: string): Conversation {
  const { row } = view;
  const viewerRole = row.hostId === viewerId ? 'host' : 'helper';
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: view.propertyTitle,
    hostId: row.hostId,
    helperId: row.helperId,
    viewerRole,
    otherParty: presentParticipant(viewerRole === 'host' ? view.helper : view.host),
    lastMessageText: row.lastMessageText,
    lastMessageNotice: noticeTextSchema
      .nullable()
      .catch(null)
      .parse(view.lastNotice ?? null),
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
    unreadCount: viewerRole === 'host' ? row.hostUnreadCount : row.helperUnreadCount,
    // The viewer's own block wins: it is the one they can lift.
    block: view.blockers.includes(viewerId) ? 'by_me' : view.blockers.length > 0 ? 'closed' : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one shape a message takes, in HTTP replies and `message.created` events. */
export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    // Parsed again, so a line written by another version of the server never breaks the reply.
    data: systemMessageDataSchema
      .nullable()
      .catch(null)
      .parse(row.data ?? null),
    notice: noticeTextSchema
      .nullable()
      .catch(null)
      .parse(row.notice ?? null),
    type: row.type,
    statusType: row.statusType,
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
  };
}
