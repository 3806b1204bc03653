import type { Conversation, Message } from '@shared/api/messaging';
import type { RealtimeEvent } from '@shared/api/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp, TEST_USER } from '@web/app/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The realtime hook is replaced by one the test drives: `fire` delivers an
// event to every subscriber of a topic, `resync` asks them to refetch.
const subscribers = vi.hoisted(
  () => new Map<string, Set<{ onEvent: (event: RealtimeEvent) => void; onResync: () => void }>>(),
);
vi.mock('@web/lib/realtime/use-realtime-topic', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useRealtimeTopic: (
      topic: string | null,
      handlers: { onEvent: (event: RealtimeEvent) => void; onResync: () => void },
    ) => {
      const latest = useRef(handlers);
      latest.current = handlers;
      useEffect(() => {
        if (!topic) return;
        const entry = {
          onEvent: (e: RealtimeEvent) => latest.current.onEvent(e),
          onResync: () => latest.current.onResync(),
        };
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

const fire = (topic: string, event: RealtimeEvent) =>
  act(async () => {
    for (const s of subscribers.get(topic) ?? []) s.onEvent(event);
  });
const resync = (topic: string) =>
  act(async () => {
    for (const s of subscribers.get(topic) ?? []) s.onResync();
  });

const CID = '00000000-0000-4000-8000-00000000c0c0';
const HOST = '00000000-0000-4000-8000-0000000000a1';
const ME = TEST_USER.id;

const conversation: Conversation = {
  id: CID,
  propertyId: '00000000-0000-4000-8000-0000000000b1',
  propertyTitle: 'Olive farm by the sea',
  hostId: HOST,
  helperId: ME,
  viewerRole: 'helper',
  otherParty: { id: HOST, fullName: 'Hana Host', avatarUrl: null },
  lastMessageText: 'Welcome',
  lastMessageTime: new Date().toISOString(),
  unreadCount: 1,
  block: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

let seq = 0;
const message = (overrides: Partial<Message> = {}): Message => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversationId: CID,
    senderId: HOST,
    content: `message ${seq}`,
    type: 'text',
    statusType: null,
    createdAt: new Date().toISOString(),
    seq,
    ...overrides,
  };
};

type Server = {
  messages: Message[];
  sendFails: number;
  sent: Array<{ id: string; content: string }>;
  reads: number;
};

function serve(server: Server) {
  return async (url: string, init: RequestInit | undefined): Promise<Response> => {
    if (url === '/api/profile') return json(200, profileReply('helper'));
    if (url === `/api/conversations/${CID}`) return json(200, conversation);
    if (url.startsWith(`/api/conversations/${CID}/messages`) && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { id: string; content: string };
      server.sent.push(body);
      if (server.sendFails > 0) {
        server.sendFails -= 1;
        throw new TypeError('Failed to fetch');
      }
      const stored = message({ id: body.id, content: body.content, senderId: ME });
      server.messages.push(stored);
      return json(201, stored);
    }
    if (url.startsWith(`/api/conversations/${CID}/messages`)) {
      const items = [...server.messages].sort((a, b) => b.seq - a.seq).slice(0, 30);
      return json(200, { items, nextCursor: null });
    }
    if (url === `/api/conversations/${CID}/read`) {
      server.reads += 1;
      return json(200, { ...conversation, unreadCount: 0 });
    }
    if (url === '/api/conversations/unread-total') return json(200, { total: 0 });
    if (url.startsWith('/api/conversations')) return json(200, { items: [], nextCursor: null });
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  };
}

const log = () => screen.findByRole('log');

beforeEach(() => {
  seq = 0;
  subscribers.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('chat page', () => {
  it('shows the other party, the property, messages by day, own and system messages apart, and marks read', async () => {
    const server: Server = {
      messages: [
        message({ type: 'system', senderId: null, content: 'Stay request accepted.' }),
        message({ content: 'Welcome to the farm!' }),
        message({ senderId: ME, content: 'Thank you!' }),
      ],
      sendFails: 0,
      sent: [],
      reads: 0,
    };
    const readEvents = vi.fn();
    window.addEventListener('messages-read', readEvents);
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Host' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Olive farm by the sea' })).toHaveAttribute(
      'href',
      `/properties/${conversation.propertyId}`,
    );
    const chat = await log();
    await within(chat).findByText('Welcome to the farm!');
    expect(within(chat).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    const system = within(chat).getByText('Stay request accepted.').closest('li');
    expect(system).toHaveAttribute('data-message-type', 'system');
    expect(within(chat).getByText('Thank you!').closest('li')).toHaveAttribute('data-own', 'true');
    expect(within(chat).getByText('Welcome to the farm!').closest('li')).toHaveAttribute(
      'data-own',
      'false',
    );
    await waitFor(() => expect(server.reads).toBe(1));
    await waitFor(() => expect(readEvents).toHaveBeenCalledTimes(1));
    // A new message from the host while open: shown and marked read again.
    await fire(`conversation:${CID}`, {
      kind: 'message.created',
      data: message({ content: 'Dinner at 7' }),
    });
    expect(await within(chat).findByText('Dinner at 7')).toBeInTheDocument();
    await waitFor(() => expect(server.reads).toBe(2));
    window.removeEventListener('messages-read', readEvents);
    // Back goes to the Inbox when the chat was not opened from a property.
    expect(screen.getByRole('button', { name: 'Back to messages' })).toBeInTheDocument();
  });

  it('folds the stay’s events into one line that grows live, and only a person’s words mark the chat read', async () => {
    const system = (content: string) => message({ type: 'system', senderId: null, content });
    const server: Server = {
      messages: [
        message({ content: 'Welcome to the farm!' }),
        system('Chore assigned: Water the tomatoes'),
        system('Chore submitted: Water the tomatoes'),
      ],
      sendFails: 0,
      sent: [],
      reads: 0,
    };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const chat = await log();
    expect(
      await within(chat).findByRole('button', {
        name: '2 updates · Chore submitted: Water the tomatoes',
      }),
    ).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(server.reads).toBe(1));

    // A line that arrives live joins the group; it is not news to mark read.
    await fire(`conversation:${CID}`, {
      kind: 'message.created',
      data: system('Chore approved: Water the tomatoes'),
    });
    expect(
      await within(chat).findByRole('button', {
        name: '3 updates · Chore approved: Water the tomatoes',
      }),
    ).toBeInTheDocument();
    // A person's words are: the chat is marked read once more, only for them.
    await fire(`conversation:${CID}`, {
      kind: 'message.created',
      data: message({ content: 'Lovely work!' }),
    });
    await within(chat).findByText('Lovely work!');
    await waitFor(() => expect(server.reads).toBe(2));
    expect(server.reads).toBe(2);
  });

  it('sends optimistically; a failed send shows Retry, which resends the same id', async () => {
    const server: Server = { messages: [], sendFails: 1, sent: [], reads: 0 };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const chat = await log();
    await within(chat).findByText(/No messages yet/);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is the room free in May?{Enter}');
    const bubble = await within(chat).findByText('Is the room free in May?');
    await waitFor(() => expect(bubble.closest('li')).toHaveAttribute('data-state', 'failed'));
    expect(within(chat).getByText('Not sent.')).toBeInTheDocument();
    await userEvent.click(within(chat).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(chat).getByText('Is the room free in May?').closest('li')).toHaveAttribute(
        'data-state',
        'sent',
      ),
    );
    expect(server.sent).toHaveLength(2);
    expect(server.sent[0]?.id).toBe(server.sent[1]?.id);
    expect(within(chat).getAllByText('Is the room free in May?')).toHaveLength(1);
  });

  it('never loses or doubles a message when a refetch races an event', async () => {
    const first = message({ content: 'first' });
    const server: Server = { messages: [first], sendFails: 0, sent: [], reads: 0 };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const chat = await log();
    await within(chat).findByText('first');
    // An event for a message the server's next refetch does not yet include…
    const live = message({ content: 'live one' });
    await fire(`conversation:${CID}`, { kind: 'message.created', data: live });
    // …then a resync whose reply is older than the event: the message stays.
    await resync(`conversation:${CID}`);
    await waitFor(() => expect(within(chat).getByText('first')).toBeInTheDocument());
    expect(within(chat).getByText('live one')).toBeInTheDocument();
    // The same event again, and a refetch that now includes it: still once.
    server.messages.push(live);
    await fire(`conversation:${CID}`, { kind: 'message.created', data: live });
    await resync(`conversation:${CID}`);
    await waitFor(() => expect(within(chat).getAllByText('live one')).toHaveLength(1));
    const texts = within(chat)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts.findIndex((t) => t?.includes('first'))).toBeLessThan(
      texts.findIndex((t) => t?.includes('live one')),
    );
  });

  it('opened by Ask a question: the composer holds the question and Back returns to the property', async () => {
    const server: Server = { messages: [], sendFails: 0, sent: [], reads: 0 };
    const { router } = renderApp('/messages', 'helper', serve(server));
    await act(() =>
      router.navigate(`/chat/${CID}`, {
        state: {
          draft: 'Hi Hana, I have a question about Olive farm by the sea: ',
          backTo: { href: `/properties/${conversation.propertyId}`, label: 'Back to Olive farm' },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Back to Olive farm' })).toBeVisible();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveValue('Hi Hana, I have a question about Olive farm by the sea: ');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Olive farm' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/properties/${conversation.propertyId}`),
    );
  });
});
