import type { Conversation } from '@shared/api/messaging';
import type { RealtimeEvent } from '@shared/api/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, profileReply, renderApp, TEST_USER } from '@web/app/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const subscribers = vi.hoisted(() => new Map<string, Set<(event: RealtimeEvent) => void>>());
vi.mock('@web/lib/realtime/use-realtime-topic', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useRealtimeTopic: (topic: string | null, handlers: { onEvent: (e: RealtimeEvent) => void }) => {
      const latest = useRef(handlers);
      latest.current = handlers;
      useEffect(() => {
        if (!topic) return;
        const entry = (e: RealtimeEvent) => latest.current.onEvent(e);
        const set = subscribers.get(topic) ?? new Set();
        set.add(entry);
        subscribers.set(topic, set);
        return () => {
          set.delete(entry);
        };
      }, [topic]);
    },
  };
});

const row = (n: number, overrides: Partial<Conversation> = {}): Conversation => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  propertyId: '00000000-0000-4000-8000-0000000000b1',
  propertyTitle: `Property ${n}`,
  hostId: TEST_USER.id,
  helperId: `00000000-0000-4000-8000-0000000000e${n}`,
  viewerRole: 'host',
  otherParty: {
    id: `00000000-0000-4000-8000-0000000000e${n}`,
    fullName: `Helper ${n}`,
    avatarUrl: null,
  },
  lastMessageText: `Last message ${n}`,
  lastMessageTime: new Date(Date.now() - n * 3_600_000).toISOString(),
  unreadCount: 0,
  block: null,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  updatedAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  ...overrides,
});

const serve =
  (items: Conversation[], total = 0) =>
  (url: string) => {
    if (url === '/api/profile') return json(200, profileReply('host'));
    if (url.startsWith('/api/conversations/unread-total')) return json(200, { total });
    if (url.startsWith('/api/conversations')) return json(200, { items, nextCursor: null });
    return undefined;
  };

beforeEach(() => subscribers.clear());

describe('Inbox', () => {
  it('lists conversations with name, property, last message, time and the unread badge', async () => {
    renderApp('/messages', 'host', serve([row(1, { unreadCount: 3 }), row(2)], 3));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Helper 1');
    expect(items[0]).toHaveTextContent('Property 1');
    expect(items[0]).toHaveTextContent('Last message 1');
    expect(items[0]).toHaveTextContent('1 hour ago');
    expect(within(items[0] as HTMLElement).getByTestId('unread-badge')).toHaveTextContent(
      '3 unread',
    );
    expect(within(items[1] as HTMLElement).queryByTestId('unread-badge')).toBeNull();
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/chat/${row(1).id}`,
    );
  });

  it('moves a conversation to the top when a message arrives', async () => {
    renderApp('/messages', 'host', serve([row(1), row(2)]));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await act(async () => {
      for (const handler of subscribers.get('conversations') ?? [])
        handler({
          kind: 'conversation.updated',
          data: row(2, {
            lastMessageText: 'Just now!',
            unreadCount: 1,
            updatedAt: new Date().toISOString(),
          }),
        });
    });
    // The cache update renders on React's schedule, not inside the event call.
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Just now!'),
    );
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1 unread');
    expect(items).toHaveLength(2);
  });

  it('has a real empty state', async () => {
    renderApp('/messages', 'host', serve([]));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
  });
});
