import type {
  Notification,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationTargetReply,
  UnreadCount,
} from '@shared/api/notifications';
import type { RealtimeEvent } from '@shared/api/realtime';
import { notificationTarget, targetNeedsLookup } from '@shared/notification-target';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';
import { useSession } from '@web/lib/session/session';
import { useCallback } from 'react';
import { toast } from 'sonner';

/*
 * Notifications on the web (contract: @shared/api/notifications). One cache
 * for the bell, the /notifications page and the dashboard card:
 *   ['notifications', 'list', 'all' | 'unread']  infinite pages, newest first
 *   ['notifications', 'unread-count']            { count }
 * The bell subscribes to the realtime topic and applies its events to these
 * caches (applyNotificationEvent); a resync refetches them all.
 */

export type NotificationFilter = 'all' | 'unread';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export const PAGE_SIZE = 20;

/** The browser event SPEC 4 fires when a user clears their notifications. */
export const NOTIFICATIONS_CLEARED_EVENT = 'notificationsCleared';

export const notificationListQuery = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>('/api/notifications', {
        query: { cursor: pageParam, limit: PAGE_SIZE, unread: filter === 'unread' ? true : null },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

const useSignedIn = () => Boolean(useSession().user);

/** The viewer's notifications (a filter), newest first, page by page. */
export function useNotificationList(
  filter: NotificationFilter,
  options: { enabled?: boolean } = {},
) {
  const signedIn = useSignedIn();
  return useInfiniteQuery({
    ...notificationListQuery(filter),
    enabled: signedIn && (options.enabled ?? true),
  });
}

/** How many are unread (0 while unknown or signed out). */
export function useUnreadCountQuery() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api.get<UnreadCount>('/api/notifications/unread-count', { signal }),
    enabled: signedIn,
  });
}

// ------------------------------------------------------------------ cache

type Pages = InfiniteData<NotificationPage, string | undefined>;

function mapPages(data: Pages | undefined, fn: (items: Notification[]) => Notification[]) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: fn(page.items) })) };
}

const hasId = (data: Pages | undefined, id: string) =>
  Boolean(data?.pages.some((page) => page.items.some((n) => n.id === id)));

function setCount(qc: QueryClient, fn: (count: number) => number) {
  qc.setQueryData<UnreadCount>(notificationKeys.unreadCount(), (old) =>
    old ? { count: Math.max(0, fn(old.count)) } : old,
  );
}

/** A notification added at the top (duplicates by id dropped); returns whether it was new. */
function insertNotification(qc: QueryClient, n: Notification): boolean {
  const all = qc.getQueryData<Pages>(notificationKeys.list('all'));
  const unread = qc.getQueryData<Pages>(notificationKeys.list('unread'));
  if (hasId(all, n.id) || hasId(unread, n.id)) return false;
  const prepend = (data: Pages | undefined) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [n, ...first.items] }, ...rest] };
  };
  qc.setQueryData<Pages>(notificationKeys.list('all'), prepend);
  if (!n.isRead) qc.setQueryData<Pages>(notificationKeys.list('unread'), prepend);
  return true;
}

function replaceNotification(qc: QueryClient, n: Notification) {
  qc.setQueryData<Pages>(notificationKeys.list('all'), (data) =>
    mapPages(data, (items) => items.map((x) => (x.id === n.id ? n : x))),
  );
  qc.setQueryData<Pages>(notificationKeys.list('unread'), (data) =>
    mapPages(data, (items) =>
      n.isRead ? items.filter((x) => x.id !== n.id) : items.map((x) => (x.id === n.id ? n : x)),
    ),
  );
}

function removeNotification(qc: QueryClient, id: string) {
  for (const filter of ['all', 'unread'] as const)
    qc.setQueryData<Pages>(notificationKeys.list(filter), (data) =>
      mapPages(data, (items) => items.filter((x) => x.id !== id)),
    );
}

function markAllReadInCache(qc: QueryClient) {
  qc.setQueryData<Pages>(notificationKeys.list('all'), (data) =>
    mapPages(data, (items) => items.map((x) => (x.isRead ? x : { ...x, isRead: true }))),
  );
  qc.setQueryData<Pages>(notificationKeys.list('unread'), (data) => mapPages(data, () => []));
  setCount(qc, () => 0);
}

function clearInCache(qc: QueryClient) {
  for (const filter of ['all', 'unread'] as const)
    qc.setQueryData<Pages>(notificationKeys.list(filter), (data) =>
      data ? { pages: [{ items: [], nextCursor: null }], pageParams: [undefined] } : data,
    );
  setCount(qc, () => 0);
}

/** Applies one realtime event of the `notifications` topic to the caches (SPEC 4). */
export function applyNotificationEvent(qc: QueryClient, event: RealtimeEvent) {
  switch (event.kind) {
    case 'notification.created':
      if (insertNotification(qc, event.data) && !event.data.isRead) setCount(qc, (c) => c + 1);
      return;
    case 'notification.updated': {
      const n = event.data;
      const before = qc
        .getQueryData<Pages>(notificationKeys.list('all'))
        ?.pages.flatMap((p) => p.items)
        .find((x) => x.id === n.id);
      replaceNotification(qc, n);
      if (before && before.isRead !== n.isRead) setCount(qc, (c) => (n.isRead ? c - 1 : c + 1));
      else if (!before) void qc.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
      return;
    }
    case 'notification.deleted':
      removeNotification(qc, event.data.id);
      void qc.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
      return;
    case 'notifications.all_read':
      markAllReadInCache(qc);
      return;
    case 'notifications.cleared':
      clearInCache(qc);
      return;
    default:
      return;
  }
}

/** Keeps the caches live while mounted (the bell mounts it for the whole shell). */
export function useNotificationsLive() {
  const qc = useQueryClient();
  const signedIn = useSignedIn();
  useRealtimeTopic(signedIn ? 'notifications' : null, {
    onEvent: (event) => applyNotificationEvent(qc, event),
    onResync: () => {
      void qc.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

// ------------------------------------------------------------------ toasts

type FailureKind = 'fetch' | 'updateAll' | 'clear';

/** Each kind's texts, read in the language on screen when the toast shows. */
const failureText = (kind: FailureKind) => ({
  title: translate('notifications', `errors.${kind}.title`),
  failed: translate('notifications', `errors.${kind}.failed`),
  auth: translate('notifications', `errors.${kind}.auth`),
});

/**
 * SPEC 8's toasts: signed out -> 'Authentication Error'; a server answer ->
 * the kind's title with the server's message; no answer -> generic 'Error'
 * with 'Failed to …'. One toast per kind at a time.
 */
export function showNotificationError(kind: FailureKind, error: unknown) {
  // The bell (always in the shell) has loaded these texts; a page without it loads them first.
  void i18n.loadNamespaces('notifications').then(() => showLoadedError(kind, error));
}

function showLoadedError(kind: FailureKind, error: unknown) {
  const text = failureText(kind);
  const id = `notifications-${kind}`;
  if (isApiError(error) && error.status === 401)
    toast.error(translate('notifications', 'errors.authTitle'), { id, description: text.auth });
  else if (isApiError(error) && error.status > 0 && error.status < 500)
    toast.error(text.title, { id, description: error.message });
  else toast.error(translate('common', 'errors.genericTitle'), { id, description: text.failed });
}

// ------------------------------------------------------------------ actions

/** Marks one read, at once in the cache; a failure shows no toast (SPEC 8) and refetches. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) => {
      const before = qc
        .getQueryData<Pages>(notificationKeys.list('all'))
        ?.pages.flatMap((p) => p.items)
        .find((x) => x.id === id);
      if (before && !before.isRead) {
        replaceNotification(qc, { ...before, isRead: true });
        setCount(qc, (c) => c - 1);
      }
    },
    onSuccess: (n) => replaceNotification(qc, n),
    onError: () => {
      void qc.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ updated: number }>('/api/notifications/read-all'),
    onSuccess: () => markAllReadInCache(qc),
    onError: (error) => showNotificationError('updateAll', error),
  });
}

export function useClearNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deleted: number }>('/api/notifications'),
    onSuccess: () => {
      clearInCache(qc);
      window.dispatchEvent(new Event(NOTIFICATIONS_CLEARED_EVENT));
    },
    onError: (error) => showNotificationError('clear', error),
  });
}

/** Where a click on `n` goes (SPEC 4); asks the server only when the rule needs a lookup. */
export async function resolveNotificationTarget(n: Notification): Promise<string | null> {
  if (!targetNeedsLookup(n)) return notificationTarget(n);
  try {
    const reply = await api.get<NotificationTargetReply>(
      `/api/notifications/${encodeURIComponent(n.id)}/target`,
    );
    return reply.path;
  } catch {
    return notificationTarget(n);
  }
}

/** Clicking a notification: mark it read (no toast on failure), then navigate by the rule. */
export function useOpenNotification(navigate: (path: string) => void) {
  const markRead = useMarkNotificationRead();
  const { mutate } = markRead;
  return useCallback(
    async (n: Notification) => {
      if (!n.isRead) mutate(n.id);
      const path = await resolveNotificationTarget(n);
      if (path) navigate(path);
    },
    [mutate, navigate],
  );
}

// ------------------------------------------------------------------ preferences

export function useNotificationPreferences() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      api.get<NotificationPreferences>('/api/notifications/preferences', { signal }),
    enabled: signedIn,
  });
}

export function useUpdateNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesUpdate) =>
      api.patch<NotificationPreferences>('/api/notifications/preferences', input),
    onSuccess: (prefs) => qc.setQueryData(notificationKeys.preferences(), prefs),
  });
}
