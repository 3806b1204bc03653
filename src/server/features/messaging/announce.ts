import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { returned } from '../../db/returning';
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
 * What a view adds to a conversation row, as expressions of the row's ids:
 * values (viewOf) or the table's own columns (a RETURNING, updateWithView:
 * hence returned()).
 */
function viewExtras(c: {
  id: SQL | AnyPgColumn;
  propertyId: SQL | AnyPgColumn;
  hostId: SQL | AnyPgColumn;
  helperId: SQL | AnyPgColumn;
}) {
  const card = (id: SQL | AnyPgColumn) =>
    sql<ProfileCard | null>`(select json_build_object('id', ${profiles.id}, 'fullName', ${profiles.fullName}, 'avatarUrl', ${profiles.avatarUrl}) from ${profiles} where ${profiles.id} = ${id})`;
  return {
    viewTitle: returned(
      sql<
        string | null
      >`(select ${properties.title} from ${properties} where ${properties.id} = ${c.propertyId})`,
    ),
    viewHost: returned(card(c.hostId)),
    viewHelper: returned(card(c.helperId)),
    viewNotice: returned(lastNoticeSql(c.id)),
    viewBlockers: returned(closersBetweenSql(c.hostId, c.helperId) as SQL<string[] | null>),
  };
}

/** What a view adds to a conversation's columns (viewExtras, as read back). */
export type ViewColumns = {
  viewTitle: string | null;
  viewHost: ProfileCard | null;
  viewHelper: ProfileCard | null;
  viewNotice: unknown;
  viewBlockers: string[] | null;
};

function viewFrom(row: ConversationRow, found: ViewColumns | undefined): ConversationView {
  return {
    row,
    blockers: found?.viewBlockers ?? [],
    lastNotice: found?.viewNotice ?? null,
    propertyTitle: found?.viewTitle ?? '',
    host: found?.viewHost ?? null,
    helper: found?.viewHelper ?? null,
  };
}

/**
 * Adds the property title, both parties' cards, the last notice and who
 * closed the chat to a conversation row: one query, since every message
 * sent and read asks for it.
 */
export async function viewOf(db: Queryable, row: ConversationRow): Promise<ConversationView> {
  const extras = viewExtras({
    id: sql`${row.id}::uuid`,
    propertyId: sql`${row.propertyId}::uuid`,
    hostId: sql`${row.hostId}::uuid`,
    helperId: sql`${row.helperId}::uuid`,
  });
  const result = await db.execute<ViewColumns>(sql`select
    ${extras.viewTitle} as "viewTitle",
    ${extras.viewHost} as "viewHost",
    ${extras.viewHelper} as "viewHelper",
    ${extras.viewNotice} as "viewNotice",
    ${extras.viewBlockers} as "viewBlockers"`);
  return viewFrom(row, result.rows[0]);
}

/** A conversation's columns and its view's, for an update's `.returning()`. */
export const withView = () => ({ ...getTableColumns(conversations), ...viewExtras(conversations) });

/** The view of what `withView()` returned. */
export function viewOfReturned(found: ConversationRow & ViewColumns): ConversationView {
  const { viewTitle, viewHost, viewHelper, viewNotice, viewBlockers, ...row } = found;
  return viewFrom(row, found);
}

/**
 * Updates a conversation and returns it with its view (viewOf) from the same
 * statement: a read and a hide each save a round trip (decision 155; a send
 * has its own, compiled, in send.ts). Null when there is no such
 * conversation.
 */
export async function updateWithView(
  tx: Tx,
  id: string,
  set: PgUpdateSetSource<typeof conversations>,
): Promise<ConversationView | null> {
  const [found] = await tx
    .update(conversations)
    .set(set)
    .where(eq(conversations.id, id))
    .returning(withView());
  return found ? viewOfReturned(found) : null;
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
