import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conversations, messages, profiles, properties } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { ExportSection } from './export-section';
import { afterKeyset, EXPORT_PAGE_SIZE, jsonArrayStream, keysetAt, pagedRows } from './json-stream';

// Conversations and every message in them, the other person's included (both
// people of a conversation read all of it). A message an operator hid is left
// out unless the person wrote it: their own words stay theirs.

const hostProfile = alias(profiles, 'host_profile');
const helperProfile = alias(profiles, 'helper_profile');
const sender = alias(profiles, 'sender_profile');

const mine = (userId: string) =>
  or(eq(conversations.hostId, userId), eq(conversations.helperId, userId));

function conversationRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(conversations.createdAt),
        id: conversations.id,
        propertyId: conversations.propertyId,
        propertyTitle: properties.title,
        hostId: conversations.hostId,
        hostName: hostProfile.fullName,
        helperId: conversations.helperId,
        helperName: helperProfile.fullName,
        createdAt: conversations.createdAt,
        lastMessageTime: conversations.lastMessageTime,
      })
      .from(conversations)
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .leftJoin(hostProfile, eq(hostProfile.id, conversations.hostId))
      .leftJoin(helperProfile, eq(helperProfile.id, conversations.helperId))
      .where(and(mine(userId), afterKeyset(conversations.createdAt, conversations.id, after)))
      .orderBy(asc(conversations.createdAt), asc(conversations.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

type MessageKey = { conversationId: string; seq: number };

/**
 * Messages in (conversation, seq) order: exact keys (seq is an identity),
 * served by messages_conversation_seq_idx, one page in memory at a time.
 */
async function* messageRows(tx: Tx, userId: string) {
  let after: MessageKey | null = null;
  for (;;) {
    const afterKey: SQL | undefined = after
      ? sql`(${messages.conversationId}, ${messages.seq}) > (${after.conversationId}::uuid, ${after.seq})`
      : undefined;
    const rows = await tx
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        seq: messages.seq,
        senderId: messages.senderId,
        senderName: sender.fullName,
        type: messages.type,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(sender, eq(sender.id, messages.senderId))
      .where(
        and(
          inArray(
            messages.conversationId,
            tx.select({ id: conversations.id }).from(conversations).where(mine(userId)),
          ),
          or(isNull(messages.hiddenAt), eq(messages.senderId, userId)),
          afterKey,
        ),
      )
      .orderBy(asc(messages.conversationId), asc(messages.seq))
      .limit(EXPORT_PAGE_SIZE);
    for (const { seq: _seq, ...row } of rows) yield { ...row, fromYou: row.senderId === userId };
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE || last.seq === null) return;
    after = { conversationId: last.conversationId, seq: last.seq };
  }
}

export const messageSections: ExportSection[] = [
  {
    file: 'conversations.json',
    about: 'Your conversations: the property and the two people of each.',
    stream: (tx, userId) => jsonArrayStream(conversationRows(tx, userId)),
  },
  {
    file: 'messages.json',
    about:
      'Every message of your conversations, yours and the other person\'s, in order per conversation ("fromYou" marks yours).',
    stream: (tx, userId) => jsonArrayStream(messageRows(tx, userId)),
  },
];
