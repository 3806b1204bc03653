import { describeNotification } from '@shared/activity-text';
import { type Notification, notificationDataSchema } from '@shared/api/notifications';
import { noticeText } from '@web/lib/i18n/notice-text';
import { readerFormat } from '@web/lib/reader-format';

/*
 * A notification's words for this reader (issues 24 and 17): from its notice
 * (a catalogue key and values) in the language on screen; for an older row,
 * built from its data with dates in the reader's locale; else the server's
 * own `content`. Components using these load the 'notices' namespace
 * (useTranslation), so they render again when it arrives or the language
 * changes.
 */

export function notificationText(
  notification: Pick<Notification, 'content' | 'data' | 'notice'>,
  locale?: string,
): string {
  const fromNotice = noticeText('notices', notification.notice, 'content');
  if (fromNotice !== undefined) return fromNotice;
  const data = notificationDataSchema.safeParse(notification.data);
  return data.success
    ? describeNotification(data.data, readerFormat(locale))
    : notification.content;
}

/** Its title in the language on screen, or the server's. */
export function notificationTitle(notification: Pick<Notification, 'title' | 'notice'>): string {
  return noticeText('notices', notification.notice, 'title') ?? notification.title;
}
