import type { Notification } from '@shared/api/notifications';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  showNotificationError,
  useMarkAllNotificationsRead,
  useNotificationList,
  useNotificationsLive,
  useOpenNotification,
} from '@web/features/notifications/api';
import { ClearAllConfirm } from '@web/features/notifications/components/clear-all-button';
import { NotificationItem } from '@web/features/notifications/components/notification-item';
import { cn } from '@web/lib/cn';
import { translate } from '@web/lib/i18n/i18n';
import { Bell, BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useUnreadNotificationCount } from '../use-unread-notifications';

/** The bell's accessible name, with the unread count when there is one. */
export const bellLabel = (unread: number) =>
  translate('notifications', 'bell.label', { count: unread });

/**
 * The header's notification bell and its dropdown (SPEC 2, 4): a non-modal
 * popover (role dialog) 320 px wide with a list up to 350 px high. It opens on
 * click, takes focus, and closes on Escape (focus back on the bell), on a
 * click outside, on 'View all notifications' and when an item is opened.
 * The bell also keeps the notification caches live (realtime topic).
 */
export function NotificationBell() {
  // The bell's name follows the language on screen.
  useTranslation('notifications');
  useNotificationsLive();
  const unread = useUnreadNotificationCount();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  // Going elsewhere (Back, a tab, a link) closes it.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // A click outside closes it (not while the Clear all confirmation is up).
  useEffect(() => {
    if (!open || confirming) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, confirming, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open && !confirming) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the popover
    <div ref={wrapperRef} className="relative" onKeyDown={onKeyDown}>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="relative rounded-full"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => setOpen((v) => !v)}
      >
        <Bell aria-hidden="true" className="size-5!" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1.5 right-1.5 flex min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-4.5 font-bold text-destructive-foreground ring-2 ring-background"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <NotificationPanel
          id={panelId}
          unread={unread}
          onClose={close}
          onConfirmingChange={setConfirming}
        />
      ) : null}
    </div>
  );
}

export function NotificationPanel({
  id,
  unread,
  onClose,
  onConfirmingChange,
}: {
  id: string;
  unread: number;
  onClose: (restoreFocus: boolean) => void;
  onConfirmingChange: (confirming: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const list = useNotificationList('all');
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification(navigate);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  useEffect(() => {
    if (list.isError) showNotificationError('fetch', list.error);
  }, [list.isError, list.error]);

  // SPEC 8: a fetch failure shows an empty list.
  const items: Notification[] = list.isError
    ? []
    : (list.data?.pages.flatMap((p) => p.items) ?? []);
  const loading = list.isPending && !list.isError;

  // Focus goes back to the bell (it stays in the header wherever the click leads).
  const onOpen = (n: Notification) => {
    onClose(true);
    void openNotification(n);
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="notification-dropdown"
      className={cn(
        'absolute top-full right-0 z-40 mt-2 flex w-[320px] max-w-[calc(100vw-1rem)] flex-col',
        'rounded-2xl border border-border bg-card text-card-foreground shadow-lifted outline-none',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 pt-3 pb-2.5">
        <h2 id={headingId} className="font-display text-body font-semibold tracking-tight">
          {t('title')}
        </h2>
        {unread > 0 ? (
          <Badge variant="solid" data-testid="unread-badge">
            {t('newCount', { count: unread })}
          </Badge>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-1 px-2 pt-1.5">
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-primary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {t('markAllAsRead')}
        </Button>
        <ClearAllConfirm
          onOpenChange={onConfirmingChange}
          onCleared={() => panelRef.current?.focus()}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="px-2 text-muted-foreground hover:text-destructive"
              disabled={items.length === 0}
            >
              <Trash2 aria-hidden="true" />
              {t('clearAll')}
            </Button>
          }
        />
      </div>
      <div className="max-h-[350px] overflow-y-auto overscroll-contain px-2 py-1.5">
        {loading ? (
          <p role="status" className="px-3 py-8 text-center text-body-sm text-muted-foreground">
            {t('loading')}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-3 py-8 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff aria-hidden="true" className="size-5" />
            </span>
            <p className="text-body-sm font-medium text-muted-foreground">{t('empty')}</p>
          </div>
        ) : (
          <ul aria-label={t('title')} className="flex flex-col gap-0.5">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} onOpen={onOpen} compact />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-border p-2">
        <Button asChild variant="ghost" size="sm" className="w-full text-primary">
          <Link to="/notifications" onClick={() => onClose(false)}>
            {t('viewAll')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
