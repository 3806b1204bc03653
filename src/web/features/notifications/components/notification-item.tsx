import type { Notification } from '@shared/api/notifications';
import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationText, notificationTitle } from '../notification-text';
import { useNow } from '../use-now';
import { relativeTime, visualFor } from '../visuals';

/**
 * One notification as a button: type icon and colour, title, content,
 * relative time and an unread dot (SPEC 2). The caller decides what a click
 * does (mark read, close, navigate).
 */
export function NotificationItem({
  notification: n,
  onOpen,
  compact = false,
  className,
  ...props
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  compact?: boolean;
} & Omit<ComponentProps<'button'>, 'onClick'>) {
  const { t } = useTranslation(['notifications', 'notices']);
  const visual = visualFor(n.type);
  const Icon = visual.icon;
  const when = relativeTime(n.createdAt, useNow());
  return (
    <button
      type="button"
      data-testid="notification-item"
      data-unread={n.isRead ? undefined : 'true'}
      onClick={() => onOpen(n)}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
        'hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        !n.isRead && 'bg-primary-soft/40',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'mt-0.5 flex shrink-0 items-center justify-center rounded-full',
          compact ? 'size-8' : 'size-9',
          visual.tone,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('item.type', { type: visual.label })}</span>
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-body-sm leading-5 break-words',
            n.isRead ? 'font-medium' : 'font-semibold',
          )}
        >
          {notificationTitle(n)}
        </span>
        <span
          className={cn(
            'mt-0.5 block text-caption text-muted-foreground break-words',
            compact && 'line-clamp-2',
          )}
        >
          {notificationText(n)}
        </span>
        <time dateTime={n.createdAt} className="mt-1 block text-caption text-muted-foreground">
          {when}
        </time>
      </span>
      {n.isRead ? (
        <span className="mt-2 size-2.5 shrink-0" aria-hidden="true" />
      ) : (
        <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot">
          <span className="sr-only">{t('item.unread')}</span>
        </span>
      )}
    </button>
  );
}
