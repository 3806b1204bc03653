import type { NotificationData, NotificationType } from '@shared/api/notifications';
import type { NoticeText } from '@shared/i18n/notices';
import { getTableColumns, sql } from 'drizzle-orm';
import { compiled } from '../../db/compiled';
import { notifications } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { noticeIn } from '../../platform/i18n/notices';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { schedulePushNotification } from '../push/service';
import { scheduleNotificationMail } from './mail-fallback';
import { noticeOfData } from './notice-of-data';
import { presentNotification } from './presenter';
import { type RecipientFields, recipientColumns, recipientFrom } from './recipient';
import { targetOfRow } from './target';

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  /** What the notification is about (SPEC: a property id, chore id, conversation id…). */
  referenceId: string | null;
} & (
  | {
      /**
       * The facts, for a notification whose text holds a date (or anything
       * else a reader's locale writes its own way); its words follow from them.
       */
      data: NotificationData;
      notice?: never;
    }
  | {
      data?: never;
      /**
       * The words: a key of catalogues/<language>/notices.json (title and
       * content) and its values, written in each reader's language (issue 17).
       */
      notice: NoticeText;
    }
);

type NotificationRow = typeof notifications.$inferSelect;

/**
 * notify()'s insert, built once (db/compiled.ts): it runs on every chat
 * message. `data` and `notice` go as JSON text, and a null `data` as SQL null
 * (a placeholder bound to the column would write JSON `null`).
 */
const insertNotification = compiled<
  Pick<
    NotificationRow,
    'userId' | 'type' | 'title' | 'content' | 'data' | 'notice' | 'referenceId'
  >,
  (NotificationRow & RecipientFields)[]
>((b) =>
  b
    .insert(notifications)
    .values({
      userId: sql.placeholder('userId'),
      type: sql.placeholder('type'),
      title: sql.placeholder('title'),
      content: sql.placeholder('content'),
      data: sql`${sql.placeholder('data')}::jsonb`,
      notice: sql`${sql.placeholder('notice')}::jsonb`,
      referenceId: sql.placeholder('referenceId'),
    })
    .returning({ ...getTableColumns(notifications), ...recipientColumns(notifications.userId) }),
);

/**
 * The one way a notification is made (DESIGN.md: only the server creates
 * them, as a consequence of an action). Takes the caller's transaction, so a
 * rolled-back action leaves no notification behind, and a committed one always
 * has its notification.
 */
export async function notify(tx: Tx, input: NotifyInput) {
  const notice = input.data ? noticeOfData(input.data) : input.notice;
  // SPEC's title and content keep the English; each reader gets their own language.
  const english = noticeIn('en', notice);
  // The recipient comes back with the row: one round trip (decision 155).
  const [found] = await insertNotification(tx, {
    userId: input.userId,
    type: input.type,
    title: english.title.slice(0, 200),
    content: english.content.slice(0, 1000),
    data: input.data ?? null,
    notice,
    referenceId: input.referenceId,
  });
  if (!found) throw new Error('notification insert returned no row');
  const { recipientLanguage, recipientPreferences, recipientHasPushDevice, ...row } = found;
  const recipient = recipientFrom(found);
  // Announced on commit only, to the owner's `notifications` topic.
  await publish(tx, topics.notifications(input.userId), {
    kind: 'notification.created',
    data: presentNotification(row, recipient.locale),
  });
  // The mail fallback: mailed later if still unread (mail-fallback.ts).
  await scheduleNotificationMail(tx, row, recipient.preferences);
  // And pushed to their devices (features/push), through the job runner.
  if (recipient.hasPushDevice)
    await schedulePushNotification(tx, { ...row, path: await targetOfRow(tx, row) });
  return row;
}
