import { eq, inArray, sql } from 'drizzle-orm';
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
  presentConversation,
  presentMessage,
} from './presenter';

/** Adds the property title and both parties' cards to a conversation row. */
export async function viewOf(db: Queryable, row: ConversationRow): Promise<ConversationView> {
  const [property] = await db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, row.propertyId));
  const cards = await db
    .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(inArray(profiles.id, [row.hostId, row.helperId]));
  const [last] = await db
    .execute<{ notice: unknown }>(sql`select ${lastNoticeSql(sql`${row.id}::uuid`)} as notice`)
    .then((result) => result.rows);
  return {
    row,
    blockers: await blockersOf(db, row),
    lastNotice: last?.notice ?? null,
    propertyTitle: property?.title ?? '',
    host: cards.find((c) => c.id === row.hostId) ?? null,
    helper: cards.find((c) => c.id === row.helperId) ?? null,
  };
}

async function blockersOf(db: Queryable, row: ConversationRow): Promise<string[]> {
  const result = await db.execute<{ blockers: string[] }>(
    sql`select ${closersBetweenSql(sql`${row.hostId}::uuid`, sql`${row.helperId}::uuid`)} as blockers`,
  );
  return result.rows[0]?.blockers ?? [];
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
