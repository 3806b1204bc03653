import { eq, sql } from 'drizzle-orm';
import { conversations, profiles, properties } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { closersBetweenSql } from './closed';
import {
  type ConversationRow,
  type ConversationView,
  lastNoticeSql,
  type MessageRow,
  type ProfileCard,
  presentConversation,
  presentMessage,
} from './presenter';

/**
 * Adds the property title, both parties' cards, the last notice and who
 * closed the chat to a conversation row: one query, since every message
 * sent and read asks for it.
 */
export async function viewOf(db: Queryable, row: ConversationRow): Promise<ConversationView> {
  const card = (id: string) =>
    sql`(select json_build_object('id', ${profiles.id}, 'fullName', ${profiles.fullName}, 'avatarUrl', ${profiles.avatarUrl}) from ${profiles} where ${profiles.id} = ${id}::uuid)`;
  const result = await db.execute<{
    title: string | null;
    host: ProfileCard | null;
    helper: ProfileCard | null;
    notice: unknown;
    blockers: string[] | null;
  }>(sql`select
    (select ${properties.title} from ${properties} where ${properties.id} = ${row.propertyId}::uuid) as title,
    ${card(row.hostId)} as host,
    ${card(row.helperId)} as helper,
    ${lastNoticeSql(sql`${row.id}::uuid`)} as notice,
    ${closersBetweenSql(sql`${row.hostId}::uuid`, sql`${row.helperId}::uuid`)} as blockers`);
  const found = result.rows[0];
  return {
    row,
    blockers: found?.blockers ?? [],
    lastNotice: found?.notice ?? null,
    propertyTitle: found?.title ?? '',
    host: found?.host ?? null,
    helper: found?.helper ?? null,
  };
}

/** The conversation row by id, locked FOR UPDATE when asked (null when missing). */
export async function conversationRow(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | null> {
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Publishes, from inside the writing transaction (so only on commit):
 * the new message on `conversation:{id}` (when there is one), and the
 * conversation row on each party's `conversations` topic, each in that
 * party's own view (their unread counter, the other's card).
 */
export async function announce(
  tx: Tx,
  view: ConversationView,
  message: MessageRow | null,
): Promise<void> {
  if (message) {
    await publish(tx, topics.conversation(view.row.id), {
      kind: 'message.created',
      data: presentMessage(message),
    });
  }
  await announceConversation(tx, view);
}

/** `conversation.updated` to both parties (or just `to`), each with their own view of the row. */
export async function announceConversation(
  tx: Tx,
  view: ConversationView,
  to: string[] = [view.row.hostId, view.row.helperId],
): Promise<void> {
  for (const userId of to) {
    await publish(tx, topics.conversations(userId), {
      kind: 'conversation.updated',
      data: presentConversation(view, userId),
    });
  }
}
