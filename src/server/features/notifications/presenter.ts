import { type Notification, notificationDataSchema } from '@shared/api/notifications';
import type { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

/** The one shape a notification takes, in HTTP replies and (later) realtime events. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    content: row.content,
    // Stored by notify() from a checked NotificationData; parsed again so a row
    // written by another version of the server never breaks the reply.
    data: notificationDataSchema
      .nullable()
      .catch(null)
      .parse(row.data ?? null),
    type: row.type,
    referenceId: row.referenceId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
