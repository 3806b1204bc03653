import { pushCategoryOf } from '@shared/api/push';
import { eq } from 'drizzle-orm';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  suspensions,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { type JobHandler, scheduleJob } from '../../platform/jobs/runner';

export const PUSH_DELIVERY_JOB = 'push_delivery';

/**
 * The push_notification job (scheduled by notify(), features/push/service.ts):
 * decides whether the notification is pushed at all, then makes one
 * push_delivery job per device, so a failing device retries alone and a
 * working one is never pushed twice.
 */
export const pushNotificationHandler: JobHandler = async (job, { tx, now }) => {
  const notificationId = stringOf(job.payload.notificationId);
  if (!notificationId) return;
  const [row] = await tx
    .select({
      userId: notifications.userId,
      type: notifications.type,
      isRead: notifications.isRead,
    })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  // Read already (on another device, in an open tab) or cleared: nothing to tell.
  if (!row || row.isRead) return;
  if (await isSuspended(tx, row.userId)) return;
  if (await isMuted(tx, row.userId, row.type)) return;
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId));
  for (const device of devices) {
    await scheduleJob(tx, {
      kind: PUSH_DELIVERY_JOB,
      key: `${notificationId}:${device.id}`,
      runAt: now,
      payload: { notificationId, subscriptionId: device.id, path: job.payload.path ?? null },
    });
  }
};

export const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** Suspended people lose their sessions (and so their devices); this covers the moment between. */
async function isSuspended(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: suspensions.userId })
    .from(suspensions)
    .where(eq(suspensions.userId, userId));
  return Boolean(row);
}

/** 'Notifications on this device': the categories the person switched off. */
async function isMuted(tx: Tx, userId: string, type: string): Promise<boolean> {
  const category = pushCategoryOf(type);
  if (!category) return false;
  const [prefs] = await tx
    .select({ muted: notificationPreferences.pushMutedCategories })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return prefs?.muted.includes(category) ?? false;
}
