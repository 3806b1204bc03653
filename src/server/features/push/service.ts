/*
 * What other features use of push: notify() (features/notifications) calls
 * schedulePushNotification in its own transaction, so a notification that
 * commits always gets its push job and a rolled-back one never does.
 */
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { scheduleJob } from '../../platform/jobs/runner';

export const PUSH_NOTIFICATION_JOB = 'push_notification';

/**
 * Schedules the push of one notification (one job, keyed by its id: sent
 * once). `path` is where a tap leads (SPEC 4), worked out by the caller.
 * Someone without a device gets no job at all: most people, most of the time.
 */
export async function schedulePushNotification(
  tx: Tx,
  notification: { id: string; userId: string; createdAt: Date; path: string | null },
): Promise<void> {
  const [device] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notification.userId))
    .limit(1);
  if (!device) return;
  await scheduleJob(tx, {
    kind: PUSH_NOTIFICATION_JOB,
    key: notification.id,
    runAt: notification.createdAt,
    payload: { notificationId: notification.id, path: notification.path },
  });
}
