import { z } from 'zod';
import { choreSchema } from './chores';
import { conversationSchema, messageSchema } from './messaging';
import { notificationSchema } from './notifications';
import { pointsChangedSchema } from './points';
import { redemptionSchema, rewardSchema } from './rewards';

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

const idOnly = z.object({ id: z.uuid() });
const nothing = z.object({});
const eventOf = <K extends string, T extends z.ZodType>(kind: K, data: T) =>
  z.object({ kind: z.literal(kind), data });

/**
 * Every event the server publishes, one member per kind with the payload the
 * HTTP API presents (the same presenters' types). The server can only publish
 * these (publish() takes a RealtimeEvent); the client narrows by `kind`.
 *   conversation:{id}  message.created          Message
 *                      message.hidden           { id }   (an operator hid it: drop it)
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
 *                      agreement.changed        { propertyId, helperId } (ids only: every
 *                                               member hears it, each side refetches)
 *                      onboarding.changed       { propertyId, helperId | null }
 */
export const realtimeEventSchema = z.discriminatedUnion('kind', [
  eventOf('message.created', messageSchema),
  eventOf('message.hidden', idOnly),
  eventOf('conversation.updated', conversationSchema),
  eventOf('notification.created', notificationSchema),
  eventOf('notification.updated', notificationSchema),
  eventOf('notification.deleted', idOnly),
  eventOf('notifications.cleared', nothing),
  eventOf('notifications.all_read', nothing),
  eventOf('points.changed', pointsChangedSchema),
  eventOf('redemption.changed', redemptionSchema),
  eventOf('chore.changed', choreSchema),
  eventOf('chore.deleted', idOnly),
  eventOf('reward.changed', rewardSchema),
  eventOf('reward.deleted', idOnly),
  eventOf('agreement.changed', z.object({ propertyId: z.uuid(), helperId: z.uuid() })),
  eventOf('onboarding.changed', z.object({ propertyId: z.uuid(), helperId: z.uuid().nullable() })),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventKind = RealtimeEvent['kind'];
/** The event of one kind, e.g. `RealtimeEventOf<'chore.changed'>['data']` is a Chore. */
export type RealtimeEventOf<K extends RealtimeEventKind> = Extract<RealtimeEvent, { kind: K }>;

/**
 * A frame from the server as it arrives, before its event is checked: the
 * client validates `event` with realtimeEventSchema and treats one it does
 * not know (a newer server, a damaged frame) as a gap, refetching instead.
 */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), id: z.string(), topic: z.string(), seq: z.number() }),
  z.object({
    type: z.literal('refused'),
    id: z.string(),
    topic: z.string(),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
  z.object({ type: z.literal('event'), topic: z.string(), seq: z.number(), event: z.unknown() }),
  z.object({ type: z.literal('resync') }),
]);

export type ServerFrame =
  | { type: 'subscribed'; id: string; topic: string; seq: number }
  | { type: 'refused'; id: string; topic: string; error: { code: string; message: string } }
  | { type: 'event'; topic: string; seq: number; event: RealtimeEvent }
  | { type: 'resync' };
