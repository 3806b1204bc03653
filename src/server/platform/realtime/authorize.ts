import { clientTopicSchema } from '@shared/api/realtime';
import type { Db } from '../../db/client';
import { topics } from './topics';

/** May this user follow the item with this id? (A feature's own access rule.) */
export type TopicAuthorizer = (db: Db, userId: string, id: string) => Promise<boolean>;

/** The per-item topics and the feature rule deciding each (wired in app.ts). */
export type TopicAuthorizers = {
  conversation: TopicAuthorizer;
  property: TopicAuthorizer;
};
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
 * Refusals read like a 404, so ids cannot be probed. Conversation and
 * property topics ask the owning feature's rule (DESIGN.md section 4).
 */
export async function authorizeTopic(
  db: Db,
  authorizers: TopicAuthorizers,
  userId: string,
  topic: string,
): Promise<TopicGrant> {
  const parsed = clientTopicSchema.safeParse(topic);
  if (!parsed.success) {
    return { ok: false, code: 'bad_topic', message: `Unknown topic: ${topic.slice(0, 100)}` };
  }
  const name = parsed.data;
  if (name === 'notifications') return { ok: true, serverTopic: topics.notifications(userId) };
  if (name === 'conversations') return { ok: true, serverTopic: topics.conversations(userId) };
  if (name === 'me') return { ok: true, serverTopic: topics.me(userId) };
  const [kind, id = ''] = name.split(':') as ['conversation' | 'property', string];
  const allowed = await authorizers[kind](db, userId, id);
  if (!allowed) return notFound;
  return {
    ok: true,
    serverTopic: kind === 'conversation' ? topics.conversation(id) : topics.property(id),
  };
}
