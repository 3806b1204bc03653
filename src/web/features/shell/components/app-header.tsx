import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface AppHeaderProps {
  title: string;
  /** The menu button (phones); absent on a desktop, where the side bar is always there. */
  menuButton?: ReactNode;
}

/** SPEC 2: menu button, the page's title and the notification bell. */
export function AppHeader({ title, menuButton }: AppHeaderProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-20 border-b border-border/70 bg-background/90 pt-safe backdrop-blur-md',
        'supports-[backdrop-filter]:bg-background/80',
      )}
    >
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center gap-1 px-safe md:h-16 md:px-8">
        {menuButton ? <div className="-ml-2 shrink-0">{menuButton}</div> : null}
        <p
          data-testid="page-title"
          className="min-w-0 flex-1 truncate px-1 font-display text-title font-semibold tracking-tight md:text-headline"
        >
          {title}
        </p>
        <div className="-mr-2 shrink-0">
          <NotificationBell />
        </div>
      </div>
    </header>
  );
}
