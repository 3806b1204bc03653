import type { Notification } from '@shared/api/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayLabel, relativeTime, visualFor } from './visuals';

beforeEach(() => {
  toast.dismiss();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const note = (over: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  userId: 'u-1',
  title: 'Title',
  content: 'Content',
  type: 'system',
  referenceId: null,
  isRead: false,
  createdAt: hoursAgo(0.1),
  ...over,
});

describe('/notifications', () => {
  // The feed groups by the local day, so the clock is held at noon: a run just after midnight
  // would otherwise put a note made "six minutes ago" under Yesterday.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 10, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the feed by day, filters unread, and loads older pages', async () => {
    const today = note({ title: 'Today one' });
    const older = note({ title: 'Older one', isRead: true, createdAt: hoursAgo(24 * 9) });
    const oldest = note({ title: 'Oldest one', isRead: true, createdAt: hoursAgo(24 * 40) });
    const urls: string[] = [];
    renderApp('/notifications', 'host', (url) => {
      const [path, search = ''] = url.split('?');
      if (path === '/api/profile') return json(200, profileReply('host'));
      if (path === '/api/notifications/unread-count') return json(200, { count: 1 });
      if (path === '/api/notifications') {
        urls.push(url);
        const q = new URLSearchParams(search);
        if (q.get('unread') === 'true') return json(200, { items: [today], nextCursor: null });
        if (q.get('cursor') === 'next') return json(200, { items: [oldest], nextCursor: null });
        return json(200, { items: [today, older], nextCursor: 'next' });
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(await screen.findByText('Today one')).toBeInTheDocument();
    expect(screen.getByText('1 New')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Today' })).toHaveTextContent('Today one');
    expect(screen.getByText('Older one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findByText('Oldest one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByText('Older one')).not.toBeInTheDocument());
    expect(screen.getByText('Today one')).toBeInTheDocument();
    expect(urls.some((u) => u.includes('unread=true'))).toBe(true);
  });

  it('says so when there is nothing, and the dashboard card shows the same empty text', async () => {
    renderApp('/notifications', 'helper', (url) => {
      const path = url.split('?')[0];
      if (path === '/api/profile') return json(200, profileReply('helper'));
      if (path === '/api/notifications/unread-count') return json(200, { count: 0 });
      if (path === '/api/notifications') return json(200, { items: [], nextCursor: null });
      return undefined;
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('No notifications')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(main).getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });
});

describe('visuals', () => {
  it('relative times say ago or in', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(relativeTime('2026-06-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-06-01T15:00:00Z', now)).toBe('in 3 hours');
    // A server clock a few seconds ahead never reads "in less than a minute".
    expect(relativeTime('2026-06-01T12:00:20Z', now)).toBe('less than a minute ago');
  });
  it('days are Today, Yesterday, then dates', () => {
    const now = new Date(2026, 5, 10, 12);
    expect(dayLabel(new Date(2026, 5, 10, 8).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 5, 9, 23).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 5, 1, 9).toISOString(), now)).toMatch(/June/);
  });
  it('every SPEC type has its own icon; chore* share one; others get the bell', () => {
    const types = [
      'message',
      'task_completed',
      'report',
      'reminder',
      'helper_request',
      'system',
      'agreement_form',
      'agreement_form_completed',
      'induction_onboard',
    ];
    const labels = types.map((t) => visualFor(t).label);
    expect(new Set(labels).size).toBe(types.length);
    expect(visualFor('chore_assigned')).toBe(visualFor('chore_done'));
    expect(visualFor('something_else').label).toBe('Notification');
  });
});
