import { eq } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../../db/schema';
import { readerLocale } from '../../platform/i18n/reader-locale';
import type { JobHandler } from '../../platform/jobs/runner';
import { isAllowedPushEndpoint } from './endpoints';
import { stringOf } from './fan-out';
import { pushPayloadOf } from './payload';
import { postPush } from './transport';
import type { VapidKeys } from './vapid';

export type PushSending = {
  keys: VapidKeys;
  subject: string;
  extraEndpointOrigins: readonly string[];
};

/**
 * The push_delivery job: one notification to one device. What the push
 * service answers decides what happens next:
 *   2xx      sent: last_pushed_at
 *   404, 410 the subscription is gone for good (uninstalled, permission
 *            withdrawn): the device row is removed, no retry
 *   429, 5xx busy or broken: throw, so the runner retries with back-off
 *   other    our request is wrong and will stay wrong: logged, given up
 * A network error or timeout throws too (retried).
 */
export function pushDeliveryHandler(sending: PushSending): JobHandler {
  return async (job, { tx, now, log }) => {
    const notificationId = stringOf(job.payload.notificationId);
    const subscriptionId = stringOf(job.payload.subscriptionId);
    if (!notificationId || !subscriptionId) return;
    const [device] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    // Signed out (the row went with its session) or removed since.
    if (!device) return;
    const [row] = await tx.select().from(notifications).where(eq(notifications.id, notificationId));
    // Read meanwhile (a retry may come hours later), or the device changed hands.
    if (!row || row.isRead || row.userId !== device.userId) return;
    const host = new URL(device.endpoint).host;
    if (!isAllowedPushEndpoint(device.endpoint, sending.extraEndpointOrigins)) {
      log.info({ host }, 'Push endpoint no longer allowed; not sent');
      return;
    }
    const payload = pushPayloadOf(
      row,
      stringOf(job.payload.path),
      await readerLocale(tx, device.userId),
    );
    const status = await postPush(device, JSON.stringify(payload), {
      keys: sending.keys,
      subject: sending.subject,
      urgency: row.type === 'message' ? 'high' : 'normal',
    });
    if (status >= 200 && status < 300) {
      await tx
        .update(pushSubscriptions)
        .set({ lastPushedAt: now })
        .where(eq(pushSubscriptions.id, device.id));
      return;
    }
    if (status === 404 || status === 410) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      log.info({ host, status }, 'Push subscription expired; device removed');
      return;
    }
    if (status === 429 || status >= 500) throw new Error(`Push service ${host} answered ${status}`);
    log.error({ host, status }, 'Push refused by the push service; not retried');
  };
}
