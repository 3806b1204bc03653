import { describeNotification } from '@shared/activity-text';
import { type Notification, notificationDataSchema } from '@shared/api/notifications';
import { readerFormat } from '@web/lib/reader-format';

/**
 * A notification's text for this reader: built from its data, dates in the
 * reader's locale; its `content` when it has no data this client knows (an
 * older row, a kind from a newer server: replies are not parsed on the way in,
 * so the data is checked here).
 */
export function notificationText(
  notification: Pick<Notification, 'content' | 'data'>,
  locale?: string,
): string {
  const data = notificationDataSchema.safeParse(notification.data);
  return data.success
    ? describeNotification(data.data, readerFormat(locale))
    : notification.content;
}
