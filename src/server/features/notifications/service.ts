import { describeNotification, plainEnglish } from '@shared/activity-text';
import type { NotificationData, NotificationType } from '@shared/api/notifications';
import { notifications } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { schedulePushNotification } from '../push/service';
import { scheduleNotificationMail } from './mail-fallback';
import { presentNotification } from './presenter';
import { targetOfRow } from './target';

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  title: string;
  /** What the notification is about (SPEC: a property id, chore id, conversation id…). */
  referenceId: string | null;
} & (
  | {
      /**
       * The facts, for a notification whose text holds a date (or anything
       * else a reader's locale writes its own way): each client builds the
       * sentence from them, and `content` is made from them in plain English.
       */
      data: NotificationData;
      content?: never;
    }
  | { data?: never; content: string }
);

/**
 * The one way a notification is made (DESIGN.md: only the server creates
 * them, as a consequence of an action). Takes the caller's transaction, so a
 * rolled-back action leaves no notification behind, and a committed one always
 * has its notification.
 */
export async function notify(tx: Tx, input: NotifyInput) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title.slice(0, 200),
      content: (input.data ? describeNotification(input.data, plainEnglish) : input.content).slice(
        0,
        1000,
      ),
      data: input.data ?? null,
      referenceId: input.referenceId,
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  // Announced on commit only, to the owner's `notifications` topic.
  await publish(tx, topics.notifications(input.userId), {
    kind: 'notification.created',
    data: presentNotification(row),
  });
  // The mail fallback: mailed later if still unread (mail-fallback.ts).
  await scheduleNotificationMail(tx, row);
  // And pushed to their devices (features/push), through the job runner.
  await schedulePushNotification(tx, { ...row, path: await targetOfRow(tx, row) });
  return row;
}
