import type { Notification } from '@shared/api/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { applyNotificationEvent, notificationKeys } from '@web/features/notifications/api';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';

beforeEach(() => {
  toast.dismiss();
});

const PROPERTY = 'a1b2c3d4-0000-4000-8000-0000000000p1';
const CONVERSATION = 'a1b2c3d4-0000-4000-8000-0000000000c1';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const note = (over: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  userId: 'u-1',
  title: 'Title',
  content: 'Content',
  type: 'system',
  referenceId: null,
  isRead: false,
  createdAt: minutesAgo(5),
  ...over,
});

type Server = {
  items: Notification[];
  list?: (url: string) => Response | Promise<Response> | undefined;
  readAll?: () => Response;
  clear?: () => Response | Promise<Response>;
  calls: string[];
};

function serve(server: Server) {
  return (url: string, init: RequestInit | undefined) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    server.calls.push(`${method} ${path}`);
    if (path === '/api/profile') return json(200, profileReply('host'));
    if (method === 'GET' && path === '/api/notifications')
      return server.list?.(url) ?? json(200, { items: server.items, nextCursor: null });
    if (method === 'GET' && path === '/api/notifications/unread-count')
      return json(200, { count: server.items.filter((n) => !n.isRead).length });
    if (method === 'POST' && path === '/api/notifications/read-all') {
      if (server.readAll) return server.readAll();
      server.items = server.items.map((n) => ({ ...n, isRead: true }));
      return json(200, { updated: 1 });
    }
    const read = path?.match(/^\/api\/notifications\/([^/]+)\/read$/);
    if (method === 'POST' && read) {
      const n = server.items.find((x) => x.id === read[1]);
      if (!n) return json(404, { error: { code: 'not_found', message: 'Not found' } });
      n.isRead = true;
      return json(200, n);
    }
    if (method === 'DELETE' && path === '/api/notifications') {
      if (server.clear) return server.clear();
      const deleted = server.items.length;
      server.items = [];
      return json(200, { deleted });
    }
    return undefined;
  };
}

async function openDropdown() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notification bell dropdown', () => {
  it('shows the loading text, then the empty text', async () => {
    let release: (r: Response) => void = () => {};
    const server: Server = {
      items: [],
      calls: [],
      list: () => new Promise<Response>((resolve) => (release = resolve)),
    };
    renderApp('/dashboard', 'host', serve(server));
    const dropdown = await openDropdown();
    expect(within(dropdown).getByText('Loading notifications...')).toBeInTheDocument();
    release(json(200, { items: [], nextCursor: null }));
    expect(await within(dropdown).findByText('No notifications')).toBeInTheDocument();
    expect(within(dropdown).queryByText(/New$/)).not.toBeInTheDocument();
    expect(within(dropdown).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(dropdown).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('lists items with title, content, relative time and unread dots, under an "N New" badge', async () => {
    const server: Server = {
      calls: [],
      items: [
        note({
          title: 'New message',
          content: 'Hi there',
          type: 'message',
          referenceId: CONVERSATION,
        }),
        note({
          title: 'Stay request',
          type: 'helper_request',
          referenceId: PROPERTY,
          createdAt: minutesAgo(120),
        }),
        note({ title: 'Old news', isRead: true, createdAt: minutesAgo(60 * 24 * 3) }),
      ],
    };
    renderApp('/dashboard', 'host', serve(server));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    const dropdown = await openDropdown();
    expect(await within(dropdown).findByText('New message')).toBeInTheDocument();
    expect(within(dropdown).getByText('2 New')).toBeInTheDocument();
    expect(within(dropdown).getByText('Hi there')).toBeInTheDocument();
    expect(within(dropdown).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(dropdown).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(dropdown).getByText('3 days ago')).toBeInTheDocument();
    expect(within(dropdown).getAllByTestId('unread-dot')).toHaveLength(2);
    expect(dropdown).toHaveClass('w-[320px]');
    expect(dropdown.querySelector('.max-h-\\[350px\\]')).not.toBeNull();
  });

  it('a click marks it read, closes the dropdown and goes to the target', async () => {
    const server: Server = {
      calls: [],
      items: [note({ title: 'Stay request', type: 'helper_request', referenceId: PROPERTY })],
    };
    const { router } = renderApp('/dashboard', 'host', serve(server));
    const dropdown = await openDropdown();
    await userEvent.click(await within(dropdown).findByRole('button', { name: /Stay request/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/properties/${PROPERTY}/requests`),
    );
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls).toContain(`POST /api/notifications/${server.items[0]?.id}/read`),
    );
  });

  it('a type without a target stays put, and a failed mark-read shows no toast', async () => {
    const server: Server = { calls: [], items: [note({ title: 'System note' })] };
    const handler = serve(server);
    const { router } = renderApp('/dashboard', 'host', (url, init) =>
      url.endsWith('/read')
        ? json(500, { error: { code: 'internal_error', message: 'Down' } })
        : handler(url, init),
    );
    const dropdown = await openDropdown();
    await userEvent.click(await within(dropdown).findByRole('button', { name: /System note/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Error Updating Notification')).not.toBeInTheDocument();
  });

  it('Mark all as read clears the badge and the dots', async () => {
    const server: Server = { calls: [], items: [note({ title: 'A' }), note({ title: 'B' })] };
    renderApp('/dashboard', 'host', serve(server));
    const dropdown = await openDropdown();
    expect(await within(dropdown).findByText('2 New')).toBeInTheDocument();
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dropdown).queryByText('2 New')).not.toBeInTheDocument());
    expect(within(dropdown).queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('Clear all asks first, then empties the list and fires notificationsCleared', async () => {
    const server: Server = { calls: [], items: [note({ title: 'A' })] };
    renderApp('/dashboard', 'host', serve(server));
    let fired = 0;
    const onCleared = () => {
      fired += 1;
    };
    window.addEventListener('notificationsCleared', onCleared);
    try {
      const dropdown = await openDropdown();
      await within(dropdown).findByText('A');
      await userEvent.click(within(dropdown).getByRole('button', { name: 'Clear all' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Clear all notifications?' });
      expect(server.calls).not.toContain('DELETE /api/notifications');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
      expect(await within(dropdown).findByText('No notifications')).toBeInTheDocument();
      expect(fired).toBe(1);
    } finally {
      window.removeEventListener('notificationsCleared', onCleared);
    }
  });

  it('Escape closes it and gives focus back to the bell', async () => {
    renderApp('/dashboard', 'host', serve({ calls: [], items: [] }));
    const dropdown = await openDropdown();
    expect(dropdown).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('SPEC 8 toasts: fetch, mark all and clear failures', async () => {
    const server: Server = {
      calls: [],
      items: [note({ title: 'A' })],
      readAll: () => json(422, { error: { code: 'rule_broken', message: 'Not now' } }),
      clear: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    renderApp('/dashboard', 'host', serve(server));
    const dropdown = await openDropdown();
    await within(dropdown).findByText('A');
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Error Updating Notifications')).toBeInTheDocument();
    expect(screen.getByText('Not now')).toBeInTheDocument();
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('Failed to clear notifications')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('a fetch failure toasts the server’s message and shows an empty list', async () => {
    const server: Server = {
      calls: [],
      items: [],
      list: () => json(400, { error: { code: 'bad_request', message: 'cursor is not valid' } }),
    };
    renderApp('/dashboard', 'host', serve(server));
    const dropdown = await openDropdown();
    expect(await screen.findByText('Error Fetching Notifications')).toBeInTheDocument();
    expect(screen.getByText('cursor is not valid')).toBeInTheDocument();
    expect(within(dropdown).getByText('No notifications')).toBeInTheDocument();
  });
});

describe('live events on the cache', () => {
  const setup = (items: Notification[]) => {
    const qc = new QueryClient();
    qc.setQueryData(notificationKeys.list('all'), {
      pages: [{ items, nextCursor: null }],
      pageParams: [undefined],
    });
    qc.setQueryData(notificationKeys.list('unread'), {
      pages: [{ items: items.filter((n) => !n.isRead), nextCursor: null }],
      pageParams: [undefined],
    });
    qc.setQueryData(notificationKeys.unreadCount(), {
      count: items.filter((n) => !n.isRead).length,
    });
    const all = () =>
      (qc.getQueryData(notificationKeys.list('all')) as { pages: { items: Notification[] }[] })
        .pages[0]?.items ?? [];
    const count = () =>
      (qc.getQueryData(notificationKeys.unreadCount()) as { count: number }).count;
    return { qc, all, count };
  };

  it('an insert adds to the top once (duplicates by id dropped) and raises the count', () => {
    const old = note({ title: 'old' });
    const { qc, all, count } = setup([old]);
    const fresh = note({ title: 'fresh' });
    applyNotificationEvent(qc, { kind: 'notification.created', data: fresh });
    applyNotificationEvent(qc, { kind: 'notification.created', data: fresh });
    expect(all().map((n) => n.title)).toEqual(['fresh', 'old']);
    expect(count()).toBe(2);
  });

  it('an update replaces, a delete removes, all_read and cleared follow', () => {
    const a = note({ title: 'a' });
    const b = note({ title: 'b' });
    const { qc, all, count } = setup([a, b]);
    applyNotificationEvent(qc, { kind: 'notification.updated', data: { ...a, isRead: true } });
    expect(all().find((n) => n.id === a.id)?.isRead).toBe(true);
    expect(count()).toBe(1);
    applyNotificationEvent(qc, { kind: 'notification.deleted', data: { id: b.id } });
    expect(all().map((n) => n.id)).toEqual([a.id]);
    applyNotificationEvent(qc, { kind: 'notification.created', data: note({ title: 'c' }) });
    applyNotificationEvent(qc, { kind: 'notifications.all_read', data: {} });
    expect(all().every((n) => n.isRead)).toBe(true);
    expect(count()).toBe(0);
    applyNotificationEvent(qc, { kind: 'notifications.cleared', data: {} });
    expect(all()).toEqual([]);
    expect(count()).toBe(0);
  });
});
