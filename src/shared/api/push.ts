import { z } from 'zod';

/*
 * Web Push (issue 16; docs/decisions/120-web-push.md, docs/features/phone.md).
 * Every route needs a session; a device row is only ever the caller's own
 * (another person's id answers 404).
 *
 *   GET    /api/push/key                         -> PushKey (the VAPID public key)
 *   GET    /api/push/devices                     -> PushDeviceList (the caller's devices)
 *   POST   /api/push/devices     PushSubscribe   -> PushDevice (201 new, 200 known endpoint)
 *   DELETE /api/push/devices/:id                 -> 204
 *
 * Which kinds are pushed is part of the notification preferences
 * (PATCH /api/notifications/preferences { pushMutedCategories }).
 *
 * What the service worker receives (encrypted, aes128gcm): PushPayload.
 */

export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .min(16, { error: `${what} is not a push key` })
    .max(max, { error: `${what} is not a push key` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} is not a push key` });

/** What the browser's PushSubscription.toJSON() gives (expirationTime is ignored). */
export const pushSubscribeSchema = z.object({
  endpoint: z
    .url({ error: 'endpoint must be the push service URL', protocol: /^https?$/ })
    .max(2048, { error: 'endpoint is too long' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64url('keys.p256dh', 200),
    auth: base64url('keys.auth', 64),
  }),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** 'Chrome on Android', from the user agent when it subscribed. */
  label: z.string(),
  createdAt: z.string(),
  lastPushedAt: z.string().nullable(),
  /** The device (session) this request came from. */
  thisDevice: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

export const pushDeviceParamsSchema = z.object({
  id: z.uuid({ error: 'Not a device id' }),
});

/** The choices in 'Notifications on this device': each silences a group of types. */
export const PUSH_CATEGORIES = ['messages', 'chores', 'agreements', 'reviews'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

/**
 * The category a notification type belongs to; null for the few that are
 * always pushed (system notices), since nothing mutes those.
 */
export function pushCategoryOf(type: string): PushCategory | null {
  if (type === 'message') return 'messages';
  if (type.startsWith('chore') || type === 'task_completed' || type === 'reminder') return 'chores';
  if (type.startsWith('review_')) return 'reviews';
  if (
    type === 'helper_request' ||
    type.startsWith('stay_request_') ||
    type.startsWith('agreement_') ||
    type === 'induction_onboard' ||
    type === 'membership_removed' ||
    type === 'helper_left'
  )
    return 'agreements';
  return null;
}

/** The decrypted push message the service worker shows. */
export const pushPayloadSchema = z.object({
  /** The notification's id: the tap marks it read. */
  notificationId: z.uuid(),
  type: z.string(),
  title: z.string(),
  /** Short text (at most 200 characters). */
  body: z.string(),
  /** Where a tap goes (SPEC 4's click-through rules), or null for /notifications. */
  path: z.string().nullable(),
  /** Groups a device's notifications about one thing (a chat), newest replacing older. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const isPushCategory = (name: string): name is PushCategory =>
  (PUSH_CATEGORIES as readonly string[]).includes(name);
