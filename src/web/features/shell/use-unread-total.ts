/**
 * The total of unread messages across the viewer's conversations, for the
 * Inbox tab's red dot (SPEC 2).
 *
 * Seam: messaging (issue 6) replaces this body with its own count (the sum of
 * host_unread_count or helper_unread_count, refreshed on the messages-read
 * event and realtime). Until then nobody has unread messages.
 */
export function useUnreadTotal(): number {
  return 0;
}
