/*
 * What other features use of push: notify() (features/notifications) calls
 * schedulePushNotification in its own transaction, so a notification that
 * commits always gets its push job and a rolled-back one never does.
 */
import type { Tx } from '../../db/transaction';
import { scheduleJob } from '../../platform/jobs/runner';

export const PUSH_NOTIFICATION_JOB = 'push_notification';

/**
 * Schedules the push of one notification (one job, keyed by its id: sent
 * once). `path` is where a tap leads (SPEC 4), worked out by the caller.
 * The caller calls it only for someone with a device (notify() knows from
 * recipientColumns): most people, most of the time, get no job at all.
 */
export async function schedulePushNotification(
  tx: Tx,
  notification: { id: string; userId: string; createdAt: Date; path: string | null },
): Promise<void> {
  await scheduleJob(tx, {
    kind: PUSH_NOTIFICATION_JOB,
    key: notification.id,
    runAt: notification.createdAt,
    payload: { notificationId: notification.id, path: notification.path },
  });
}
