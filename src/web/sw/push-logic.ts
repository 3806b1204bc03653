/*
 * The decisions of the service worker's push side (issue 16), kept pure so a
 * unit test holds them: whether a push is shown, how it looks, where a tap
 * goes. push-handlers.ts wires them to the worker's events.
 *
 * No zod here: the payload is ours and small, a hand-written guard costs a
 * few lines where the schema library would weigh on the precache budget.
 * It mirrors pushPayloadSchema (src/shared/api/push.ts).
 */

/** The decrypted push message, as pushPayloadSchema describes it. */
export interface PushMessage {
  notificationId: string;
  type: string;
  title: string;
  body: string;
  path: string | null;
  tag: string;
}

/** What a shown notification carries for its tap. */
export interface PushNotificationData {
  path: string | null;
  notificationId: string | null;
}

export interface NotificationToShow {
  title: string;
  options: {
    body: string;
    icon: string;
    tag: string;
    renotify: boolean;
    data: PushNotificationData;
  };
}

/** The app's icon (src/web/public/icons, made by scripts/make-icons.mjs). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** Where a tap goes when the notification names no target (SPEC 4). */
export const FALLBACK_PATH = '/notifications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isText = (value: unknown): value is string => typeof value === 'string';

/** Reads a push's JSON text; null when it is not ours or not whole. */
export function parsePushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (!isText(m.notificationId) || !UUID.test(m.notificationId)) return null;
  if (!isText(m.type) || !isText(m.title) || !isText(m.body) || !isText(m.tag)) return null;
  if (m.path !== null && !isText(m.path)) return null;
  return {
    notificationId: m.notificationId,
    type: m.type,
    title: m.title,
    body: m.body,
    path: m.path,
    tag: m.tag,
  };
}

/**
 * A tab of ours open and visible already shows the bell updating live, so
 * the phone does not buzz on top of it (issue 16).
 */
export function shouldShow(windows: ReadonlyArray<{ visibilityState: string }>): boolean {
  return !windows.some((w) => w.visibilityState === 'visible');
}

/**
 * The notification for a push. A message we cannot read still shows a
 * generic one: Chrome requires every push to show something, and a silent
 * one would hide that there is news.
 */
export function notificationFor(message: PushMessage | null): NotificationToShow {
  if (!message) {
    return {
      title: 'Homestay',
      options: {
        body: 'You have a new notification.',
        icon: NOTIFICATION_ICON,
        tag: 'homestay',
        renotify: false,
        data: { path: null, notificationId: null },
      },
    };
  }
  const tag = message.tag || message.notificationId;
  return {
    title: message.title || 'Homestay',
    options: {
      body: message.body,
      icon: NOTIFICATION_ICON,
      tag,
      // A new message in the same chat replaces the older one and buzzes
      // again; other kinds replace quietly.
      renotify: message.type === 'message',
      data: { path: message.path, notificationId: message.notificationId },
    },
  };
}

/** The tap's data, read defensively: a notification shown by an older worker may lack it. */
export function readNotificationData(data: unknown): PushNotificationData {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const id = isText(d.notificationId) && UUID.test(d.notificationId) ? d.notificationId : null;
  return { path: isText(d.path) ? d.path : null, notificationId: id };
}

/**
 * The absolute URL a tap opens: the target path on our own origin, or
 * /notifications. Anything that is not a path of ours (another site,
 * "//evil.example") falls back, so a payload can never open another site.
 */
export function targetUrl(path: string | null, origin: string): string {
  if (path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')) {
    const url = new URL(path, origin);
    if (url.origin === origin) return url.href;
  }
  return new URL(FALLBACK_PATH, origin).href;
}

/** The mark-read call a tap makes (POST, empty JSON body: the route takes none). */
export function markReadRequest(notificationId: string): { url: string; init: RequestInit } {
  return {
    url: `/api/notifications/${encodeURIComponent(notificationId)}/read`,
    init: {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    },
  };
}
