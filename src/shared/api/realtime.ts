import { z } from 'zod';

/*
 * The realtime protocol (DESIGN.md section 6, issue 6): one WebSocket per tab
 * at /api/realtime, authenticated by the session cookie. JSON text frames.
 *
 * Client -> server
 *   { type: 'subscribe',   id, topic }   id: the client's request id (echoed)
 *   { type: 'unsubscribe', topic }
 *
 * Server -> client
 *   { type: 'subscribed', id, topic, seq }   sent only once the server delivers
 *        every event committed from now on; seq is the topic's current sequence
 *        (events follow with seq + 1, + 2 …). Refetch what you show after it.
 *   { type: 'refused', id, topic, error: { code, message } }   not yours / unknown
 *   { type: 'event', topic, seq, event: { kind, data } }   data: the row as the
 *        HTTP API presents it. A seq that skips means a gap: refetch.
 *   { type: 'resync' }   the server may have missed events: refetch everything.
 *
 * Topics the client may ask for (the server scopes the per-user ones itself):
 *   conversation:{id}   messages of one conversation (its host and helper)
 *   conversations       the caller's conversation rows
 *   notifications       the caller's notifications
 *   me                  the caller's own profile changes (points) and redemptions
 *   property:{id}       chores and other live property data (host and members)
 */

export const REALTIME_PATH = '/api/realtime';

/**
 * The close code for "not signed in": the session ended (signed out, expired,
 * replaced) or the handshake carried none. Reconnecting cannot help until the
 * session is read again.
 */
export const SIGNED_OUT_CLOSE_CODE = 4401;

export const clientTopicSchema = z.union([
  z.literal('conversations'),
  z.literal('notifications'),
  z.literal('me'),
  z.templateLiteral(['conversation:', z.uuid()]),
  z.templateLiteral(['property:', z.uuid()]),
]);
export type ClientTopic = z.infer<typeof clientTopicSchema>;

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    id: z.string().min(1).max(64),
    topic: z.string().max(100),
  }),
  z.strictObject({ type: z.literal('unsubscribe'), topic: z.string().max(100) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/**
 * Event kinds, by topic. `data` is the presented row (or `{ id }` for a delete).
 *   conversation:{id}  message.created          Message
 *   conversations      conversation.updated     Conversation (as the list shows it)
 *   notifications      notification.created     Notification
 *                      notification.updated     Notification
 *                      notification.deleted     { id }
 *                      notifications.cleared    {}   (all deleted)
 *                      notifications.all_read   {}
 *   me                 points.changed           { points: number }
 *                      redemption.changed       Redemption (one the caller asked for, or
 *                                               at a property they host; created,
 *                                               cancelled, fulfilled or declined)
 *   property:{id}      chore.changed            Chore
 *                      chore.deleted            { id }
 *                      reward.changed           Reward (an active catalogue entry)
 *                      reward.deleted           { id }   (deleted, or made inactive:
 *                                               members see active rewards only)
 */
export type RealtimeEvent = { kind: string; data: unknown };

export type ServerFrame =
  | { type: 'subscribed'; id: string; topic: string; seq: number }
  | { type: 'refused'; id: string; topic: string; error: { code: string; message: string } }
  | { type: 'event'; topic: string; seq: number; event: RealtimeEvent }
  | { type: 'resync' };
