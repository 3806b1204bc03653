import { useUnreadMessagesTotal } from '@web/features/messaging/api';
import { useSession } from '@web/lib/session/session';

/**
 * The total of unread messages across the viewer's conversations, for the
 * Inbox tab's red dot (SPEC 2): the server's sum of the caller's unread
 * counters, live on the `conversations` topic and reloaded on the
 * `messages-read` browser event. 0 while signed out.
 */
export function useUnreadTotal(): number {
  const session = useSession();
  return useUnreadMessagesTotal(session.status === 'signed-in');
}
