import { MESSAGING_ERRORS } from '@shared/api/messaging';
import { and, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compiled } from '../../db/compiled';
import { conversations } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { notFound } from '../../platform/errors';
import { isClosedBetweenSql } from './closed';
import type { ConversationRow } from './presenter';

// DESIGN.md section 4: a conversation and its messages are visible to its host
// and its helper, nobody else. Anyone else gets the same 404 as for an id that
// does not exist.

const isOwn = (userId: string | SQLWrapper, conversationId: string | SQLWrapper): SQL | undefined =>
  and(
    eq(conversations.id, conversationId),
    or(eq(conversations.hostId, userId), eq(conversations.helperId, userId)),
  );

/** The conversation if `userId` is its host or helper; 404 otherwise. `lock` takes FOR UPDATE. */
export async function findOwnConversation(
  db: Queryable,
  userId: string,
  conversationId: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow> {
  const query = db.select().from(conversations).where(isOwn(userId, conversationId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGING_ERRORS.conversationNotFound);
  return row;
}

/** The lock and check of a send, built once (db/compiled.ts): it runs on every message. */
const lockToWrite = compiled<
  { userId: string; conversationId: string },
  { conversation: ConversationRow; closed: boolean }[]
>((b) =>
  b
    .select({
      conversation: conversations,
      closed: isClosedBetweenSql(conversations.hostId, conversations.helperId),
    })
    .from(conversations)
    .where(isOwn(sql.placeholder('userId'), sql.placeholder('conversationId')))
    .for('update', { of: conversations }),
);

/**
 * The conversation locked FOR UPDATE, as findOwnConversation gives it, and
 * whether it is closed (closed.ts) in the same statement: a send asks both,
 * and every round trip counts there (decision 155). 404 as findOwnConversation.
 */
export async function lockOwnConversationToWrite(
  tx: Tx,
  userId: string,
  conversationId: string,
): Promise<{ conversation: ConversationRow; closed: boolean }> {
  const [found] = await lockToWrite(tx, { userId, conversationId });
  if (!found) throw notFound(MESSAGING_ERRORS.conversationNotFound);
  return found;
}

/**
 * Realtime authorization for `conversation:{id}` (the hub calls it on each
 * subscribe): true only for the conversation's host and helper.
 */
export async function canSubscribeToConversation(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(isOwn(userId, conversationId));
  return row !== undefined;
}
