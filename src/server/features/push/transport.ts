import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** How long a push service may keep a push for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * Encrypts `body` for the device (aes128gcm, RFC 8291), signs the request with
 * our VAPID key (RFC 8292) and POSTs it; returns the push service's status.
 * web-push makes the request; we send it with fetch because its own
 * sendNotification speaks https only (the tests' push service is a local http
 * one). Redirects are not followed: the allow-listed host is the only one we
 * talk to. Throws on a network error or timeout (the job retries).
 */
export async function postPush(
  target: PushTarget,
  body: string,
  signing: { keys: VapidKeys; subject: string; urgency: Urgency },
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    body,
    {
      vapidDetails: { subject: signing.subject, ...signing.keys },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: signing.urgency,
    },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body it sends itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: new Uint8Array(details.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
