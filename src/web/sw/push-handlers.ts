import {
  markReadRequest,
  notificationFor,
  parsePushMessage,
  readNotificationData,
  shouldShow,
  targetUrl,
} from './push-logic';

/*
 * The service worker's push side (issue 16): 'push' shows a notification
 * unless a tab of ours is visible; 'notificationclick' marks it read and
 * opens its target. sw.ts calls registerPushHandlers() once at start. The
 * decisions live in push-logic.ts (tested); this file only wires events.
 *
 * The worker's types are spelled out here, as small as we use them, so the
 * file typechecks under the app's DOM lib as well as under WebWorker's.
 */

interface WindowLike {
  readonly url: string;
  readonly visibilityState: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}

interface ExtendableLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableLike {
  readonly data: { text(): string } | null;
}

export interface ClickEventLike extends ExtendableLike {
  readonly notification: { readonly data: unknown; close(): void };
}

const scope = () => globalThis as unknown as WorkerScope;

const ourWindows = () => scope().clients.matchAll({ type: 'window', includeUncontrolled: true });

function readText(event: PushEventLike): string | null {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
}

/** Shows the push as a notification, unless a tab of ours is on screen. */
export async function handlePush(event: PushEventLike): Promise<void> {
  const message = parsePushMessage(readText(event));
  if (!shouldShow(await ourWindows())) return;
  const { title, options } = notificationFor(message);
  await scope().registration.showNotification(title, options);
}

/** Opens `url` in a tab of ours when there is one, else in a new window. */
async function openTarget(url: string): Promise<void> {
  const windows = await ourWindows();
  const existing = windows.find((w) => w.url === url) ?? windows[0];
  if (existing) {
    try {
      await existing.navigate(url);
      try {
        await existing.focus();
      } catch {
        // Focus needs the tap's activation; the tab is on the right page anyway.
      }
      return;
    } catch {
      // navigate() refuses a tab this worker does not control: open a window.
    }
  }
  await scope().clients.openWindow(url);
}

async function markRead(notificationId: string | null): Promise<void> {
  if (!notificationId) return;
  const { url, init } = markReadRequest(notificationId);
  try {
    await fetch(url, init);
  } catch {
    // Offline or signed out: the bell still shows it unread, nothing lost.
  }
}

/** A tap: close it, mark it read and open its target, both at once (openWindow must not wait). */
export async function handleNotificationClick(event: ClickEventLike): Promise<void> {
  event.notification.close();
  const { path, notificationId } = readNotificationData(event.notification.data);
  const url = targetUrl(path, scope().location.origin);
  await Promise.all([markRead(notificationId), openTarget(url)]);
}

export function registerPushHandlers(): void {
  const self = scope();
  self.addEventListener('push', (event) => event.waitUntil(handlePush(event)));
  self.addEventListener('notificationclick', (event) =>
    event.waitUntil(handleNotificationClick(event)),
  );
}
