import { useUnreadCountQuery } from '@web/features/notifications/api';

/**
 * How many of the viewer's notifications are unread, for the bell's badge:
 * the server's count, kept live by the bell's realtime subscription (inserts
 * raise it; mark-read, mark-all and clear lower it). 0 while unknown.
 */
export function useUnreadNotificationCount(): number {
  return useUnreadCountQuery().data?.count ?? 0;
}
