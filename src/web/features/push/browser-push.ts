import { onSignOut } from '@web/lib/session/sign-out-cleanups';

/*
 * The browser's side of Web Push (issue 16): whether it can, the permission,
 * this browser's subscription, and which person turned it on here.
 *
 * The owner flag (localStorage) names the person and the session that
 * subscribed. At app start PushResync compares it with who is signed in: the
 * same person in a new session (after a password change, say) re-attaches
 * the subscription, anybody else gets it unsubscribed. Sign-out forgets
 * both, so the next person on a shared phone never gets the last one's news.
 */

export type PushSupport = 'supported' | 'unsupported';
export type PushPermission = 'default' | 'granted' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
    ? 'supported'
    : 'unsupported';
}

/** Safari on iPhone and iPad offers push only to an app added to the Home Screen. */
export const isAppleMobile = () =>
  typeof navigator !== 'undefined' && /iPhone|iPad|iPod/.test(navigator.userAgent);

export function currentPermission(): PushPermission {
  return pushSupport() === 'supported' ? Notification.permission : 'default';
}

/** Why turning push on did not work, for the card to say. */
export class PushSetupError extends Error {
  override readonly name = 'PushSetupError';
  constructor(readonly reason: 'no-worker' | 'push-service') {
    super(reason);
  }
}

const WORKER_WAIT_MS = 10_000;
/** A push service that has not answered in this long is not going to. */
const PUSH_SERVICE_WAIT_MS = 20_000;

/** `promise`, or `error` once `ms` have passed without it settling. */
async function within<T>(promise: Promise<T>, ms: number, error: Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The service worker's registration, once active; no worker within 10 s is an error. */
const activeRegistration = () =>
  within(navigator.serviceWorker.ready, WORKER_WAIT_MS, new PushSetupError('no-worker'));

/** This browser's subscription, without waiting for a worker that may never come. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** The VAPID public key (base64url) as the bytes PushManager wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser with the server's key. A subscription left from
 * another key (the keys were replaced) makes subscribe() fail: it is dropped
 * and the call tried once more. Any other failure is the push service's.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  const subscribe = () =>
    within(
      registration.pushManager.subscribe(options),
      PUSH_SERVICE_WAIT_MS,
      new PushSetupError('push-service'),
    );
  try {
    return await subscribe();
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    const old = await registration.pushManager.getSubscription().catch(() => null);
    if (old) {
      await old.unsubscribe().catch(() => false);
      try {
        return await subscribe();
      } catch {
        // Falls through to the push service's error.
      }
    }
    throw new PushSetupError('push-service');
  }
}

export async function unsubscribeBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe().catch(() => false);
}

// ------------------------------------------------------------------ owner flag

const OWNER_KEY = 'homestay.pushOwner';

export interface PushOwner {
  userId: string;
  sessionId: string | null;
}

export function readPushOwner(): PushOwner | null {
  try {
    const raw = window.localStorage.getItem(OWNER_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PushOwner>) : null;
    if (!value || typeof value.userId !== 'string') return null;
    return {
      userId: value.userId,
      sessionId: typeof value.sessionId === 'string' ? value.sessionId : null,
    };
  } catch {
    return null;
  }
}

export function rememberPushOwner(owner: PushOwner): void {
  try {
    window.localStorage.setItem(OWNER_KEY, JSON.stringify(owner));
  } catch {
    // Storage refused: the next start re-asks nothing and unsubscribes, which is safe.
  }
}

export function forgetPushOwner(): void {
  try {
    window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

// The server drops the device row with the session; this browser forgets its side.
onSignOut(async () => {
  forgetPushOwner();
  await unsubscribeBrowser();
});
