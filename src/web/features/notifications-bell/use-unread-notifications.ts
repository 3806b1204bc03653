/**
 * How many of the viewer's notifications are unread, for the bell's badge.
 *
 * Seam: the notifications issue (7) replaces this body with its count
 * (realtime inserts raise it; mark-read and clear lower it). Until then: 0.
 */
export function useUnreadNotificationCount(): number {
  return 0;
}
