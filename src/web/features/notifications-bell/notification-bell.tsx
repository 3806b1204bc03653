import { Button } from '@web/components/ui/button';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useUnreadNotificationCount } from './use-unread-notifications';

/** The bell's accessible name, with the unread count when there is one. */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/**
 * The header's notification bell (SPEC 2).
 *
 * Seam: the notifications issue (7) turns this button into the trigger of
 * the dropdown (320 px wide, list up to 350 px) — wrap the Button in its
 * popover trigger and drop the onClick. Until then it opens /notifications.
 */
export function NotificationBell() {
  const unread = useUnreadNotificationCount();
  const navigate = useNavigate();

  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative rounded-full"
      aria-label={bellLabel(unread)}
      onClick={() => navigate('/notifications')}
    >
      <Bell aria-hidden="true" className="size-5!" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 flex min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-4.5 font-bold text-destructive-foreground ring-2 ring-background"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}
