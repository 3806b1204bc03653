import { MESSAGING_ERRORS } from '@shared/api/messaging';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { notFound } from '../../platform/errors';
import type { ConversationRow } from './presenter';

// DESIGN.md section 4: a conversation and its messages are visible to its host
// and its helper, nobody else. Anyone else gets the same 404 as for an id that
// does not exist.

/** The conversation if `userId` is its host or helper; 404 otherwise. `lock` takes FOR UPDATE. */
export async function findOwnConversation(
  db: Queryable,
  userId: string,
  conversationId: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow> {
  const query = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.hostId, userId), eq(conversations.helperId, userId)),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGING_ERRORS.conversationNotFound);
  return row;
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
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.hostId, userId), eq(conversations.helperId, userId)),
      ),
    );
  return row !== undefined;
}
