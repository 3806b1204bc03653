import { clientTopicSchema } from '@shared/api/realtime';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, properties, propertyHelpers } from '../../db/schema';
import { topics } from './topics';

export type TopicGrant =
  | { ok: true; serverTopic: string }
  | { ok: false; code: 'bad_topic' | 'not_found'; message: string };

const notFound: TopicGrant = {
  ok: false,
  code: 'not_found',
  message: 'Nothing to follow here',
};

/**
 * The access rules of DESIGN.md section 4, applied to a subscription: the
 * caller gets a topic only when they could read its data over HTTP. Per-user
 * names (`notifications`, `conversations`, `me`) always mean the caller's own.
 * Refusals read like a 404, so ids cannot be probed.
 */
export async function authorizeTopic(db: Db, userId: string, topic: string): Promise<TopicGrant> {
  const parsed = clientTopicSchema.safeParse(topic);
  if (!parsed.success) {
    return { ok: false, code: 'bad_topic', message: `Unknown topic: ${topic.slice(0, 100)}` };
  }
  const name = parsed.data;
  if (name === 'notifications') return { ok: true, serverTopic: topics.notifications(userId) };
  if (name === 'conversations') return { ok: true, serverTopic: topics.conversations(userId) };
  if (name === 'me') return { ok: true, serverTopic: topics.me(userId) };
  const [kind, id = ''] = name.split(':') as ['conversation' | 'property', string];
  if (kind === 'conversation') {
    const [row] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, id),
          or(eq(conversations.hostId, userId), eq(conversations.helperId, userId)),
        ),
      )
      .limit(1);
    return row ? { ok: true, serverTopic: topics.conversation(id) } : notFound;
  }
  // property:{id}: its host and its active members (chores are theirs to see).
  const [host] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.hostId, userId)))
    .limit(1);
  if (host) return { ok: true, serverTopic: topics.property(id) };
  const [member] = await db
    .select({ id: propertyHelpers.id })
    .from(propertyHelpers)
    .where(
      and(
        eq(propertyHelpers.propertyId, id),
        eq(propertyHelpers.helperId, userId),
        eq(propertyHelpers.status, 'active'),
      ),
    )
    .limit(1);
  return member ? { ok: true, serverTopic: topics.property(id) } : notFound;
}
