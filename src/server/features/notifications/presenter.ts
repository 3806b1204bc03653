import { type Notification, notificationDataSchema } from '@shared/api/notifications';
import type { Locale } from '@shared/i18n/locales';
import { noticeTextSchema } from '@shared/i18n/notices';
import type { notifications } from '../../db/schema';
import { storedNoticeIn } from '../../platform/i18n/notices';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The one shape a notification takes, in HTTP replies and realtime events:
 * title and content in the reader's language (issue 17) when the row keeps
 * its words as a notice; the stored English otherwise.
 */
export function presentNotification(row: NotificationRow, locale: Locale): Notification {
  const text = storedNoticeIn(locale, row.notice) ?? { title: row.title, content: row.content };
  return {
    id: row.id,
    userId: row.userId,
    title: text.title,
    content: text.content,
    // Stored by notify() from a checked NotificationData; parsed again so a row
    // written by another version of the server never breaks the reply.
    data: notificationDataSchema
      .nullable()
      .catch(null)
      .parse(row.data ?? null),
    notice: noticeTextSchema
      .nullable()
      .catch(null)
      .parse(row.notice ?? null),
    type: row.type,
    referenceId: row.referenceId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
