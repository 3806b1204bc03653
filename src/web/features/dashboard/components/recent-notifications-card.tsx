import { RECENT_NOTIFICATIONS_LIMIT } from '@shared/api/notifications';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNotificationList, useOpenNotification } from '@web/features/notifications/api';
import { NotificationItem } from '@web/features/notifications/components/notification-item';
import { cn } from '@web/lib/cn';
import { Bell, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/**
 * Both roles: the latest notifications (SPEC 9: five), from the same cache as
 * the bell, so it follows realtime events too. A click opens it as the bell does.
 */
export function RecentNotificationsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const list = useNotificationList('all');
  const navigate = useNavigate();
  const openNotification = useOpenNotification(navigate);
  const items = list.isError
    ? []
    : (list.data?.pages.flatMap((p) => p.items) ?? []).slice(0, RECENT_NOTIFICATIONS_LIMIT);

  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex items-center gap-2.5 px-4 pt-4 sm:gap-3 sm:px-5 sm:pt-5 md:px-6">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <Bell aria-hidden="true" className="size-4.5" />
          </span>
          <h2
            id={headingId}
            className="min-w-0 flex-1 font-display text-[1.125rem] leading-6 font-semibold tracking-tight break-words sm:text-title"
          >
            {t('notifications.title')}
          </h2>
          <Link
            to="/notifications"
            className="-mr-2 inline-flex min-h-9 shrink-0 items-center gap-0.5 rounded-lg px-2 text-body-sm font-semibold text-primary hover:underline"
          >
            {t('notifications.seeAll')}{' '}
            <span className="sr-only">{t('notifications.srSuffix')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="flex flex-1 flex-col px-4 pt-4 pb-4 sm:px-5 sm:pb-5 md:px-6 md:pb-6">
          {list.isPending && !list.isError ? (
            <div className="space-y-2" aria-hidden="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : items.length > 0 ? (
            <ul className="-mx-3 flex flex-col gap-0.5">
              {items.map((n) => (
                <li key={n.id}>
                  <NotificationItem
                    notification={n}
                    onOpen={(x) => void openNotification(x)}
                    compact
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-1 flex-col justify-center rounded-xl border border-dashed border-border bg-background/60 px-4 py-5 text-center">
              <p className="font-semibold">{t('notifications.emptyTitle')}</p>
              <p className="mx-auto mt-1 max-w-xs text-body-sm text-muted-foreground">
                {t('notifications.emptyText')}
              </p>
            </div>
          )}
        </div>
      </section>
    </Card>
  );
}
