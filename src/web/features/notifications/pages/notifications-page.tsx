import type { Notification } from '@shared/api/notifications';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type NotificationFilter,
  showNotificationError,
  useMarkAllNotificationsRead,
  useNotificationList,
  useOpenNotification,
  useUnreadCountQuery,
} from '../api';
import { ClearAllConfirm } from '../components/clear-all-button';
import { NotificationItem } from '../components/notification-item';
import { dayLabel } from '../visuals';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/** /notifications: the whole feed, newest first, by day, with the bell's actions (SPEC 2, 4). */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotificationList(filter);
  const unread = useUnreadCountQuery().data?.count ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const openNotification = useOpenNotification(navigate);
  const headingId = useId();

  useEffect(() => {
    if (list.isError) showNotificationError('fetch', list.error);
  }, [list.isError, list.error]);

  const items = useMemo(
    () => (list.isError ? [] : (list.data?.pages.flatMap((p) => p.items) ?? [])),
    [list.data, list.isError],
  );
  // Day headings are in the language on screen: grouped again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what changes the labels
  const groups = useMemo(() => groupByDay(items), [items, i18n.language]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 md:gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h1 id={headingId} className="font-display text-headline font-semibold tracking-tight">
            {t('title')}
          </h1>
          {unread > 0 ? <Badge variant="solid">{t('newCount', { count: unread })}</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAllAsRead')}
          </Button>
          <ClearAllConfirm
            trigger={
              <Button variant="outline" size="sm" disabled={filter === 'all' && items.length === 0}>
                <Trash2 aria-hidden="true" />
                {t('clearAll')}
              </Button>
            }
          />
        </div>
      </div>

      <fieldset className="flex gap-1 self-start rounded-xl bg-muted p-1">
        <legend className="sr-only">{t('page.filterLegend')}</legend>
        {FILTERS.map((id) => (
          <label
            key={id}
            className={cn(
              'flex min-h-9 cursor-pointer items-center rounded-lg px-4 text-body-sm font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              filter === id ? 'bg-card text-foreground shadow-soft' : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name="notification-filter"
              value={id}
              checked={filter === id}
              onChange={() => setFilter(id)}
              className="sr-only"
            />
            {t(`page.filters.${id}`)}
          </label>
        ))}
      </fieldset>

      {list.isPending && !list.isError ? (
        <Card className="flex flex-col gap-2 p-3" aria-busy="true">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <BellOff aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">
            {filter === 'unread' ? t('page.emptyUnread') : t('empty')}
          </p>
          <p className="max-w-xs text-body-sm text-muted-foreground">
            {list.isError ? t('page.loadFailed') : t('page.caughtUp')}
          </p>
          {list.isError ? (
            <Button variant="outline" size="sm" className="mt-2" onClick={() => list.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          ) : null}
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h2 className="mb-1.5 px-1 text-caption font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </h2>
              <Card className="p-1.5">
                <ul className="flex flex-col gap-0.5">
                  {group.items.map((n) => (
                    <li key={n.id}>
                      <NotificationItem notification={n} onOpen={(x) => void openNotification(x)} />
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          ))}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('page.loadingMore') : t('page.showOlder')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function groupByDay(items: Notification[]) {
  const groups: Array<{ label: string; items: Notification[] }> = [];
  for (const n of items) {
    const label = dayLabel(n.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push(n);
    else groups.push({ label, items: [n] });
  }
  return groups;
}
