import type { Conversation, Message } from '@shared/api/messaging';
import {
  CONVERSATION_CLOSED_MESSAGE,
  type ConversationBlock,
  REPORT_THANKS,
} from '@shared/api/safety';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp, TEST_USER } from '@web/app/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 15 in the chat: the options menu, Report this message, and what
// replaces the composer once either person has blocked the other.

vi.mock('@web/lib/realtime/use-realtime-topic', () => ({ useRealtimeTopic: () => undefined }));

const CID = '00000000-0000-4000-8000-00000000c0c1';
const HOST = '00000000-0000-4000-8000-0000000000a2';
const ME = TEST_USER.id;

// `block` spelled out in the type: the fixture compiles with or without it in the contract.
const conversationWith = (
  block: ConversationBlock,
): Conversation & { block: ConversationBlock } => ({
  id: CID,
  propertyId: '00000000-0000-4000-8000-0000000000b2',
  propertyTitle: 'Olive farm by the sea',
  hostId: HOST,
  helperId: ME,
  viewerRole: 'helper',
  otherParty: { id: HOST, fullName: 'Hana Host', avatarUrl: null },
  lastMessageText: 'Welcome',
  lastMessageTime: new Date().toISOString(),
  unreadCount: 0,
  block,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

const message = (seq: number, senderId: string, content: string): Message => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  conversationId: CID,
  senderId,
  content,
  type: 'text',
  statusType: null,
  createdAt: new Date().toISOString(),
  seq,
});

const MESSAGES = [message(1, HOST, 'Send me a deposit first'), message(2, ME, 'Why?')];

interface Server {
  block: ConversationBlock;
  /** What POST …/messages answers; stored by default. */
  send?: () => Response;
  calls: Array<{ method: string; url: string; body: unknown }>;
}

function serve(server: Server) {
  return (url: string, init: RequestInit | undefined) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    server.calls.push({ method, url, body });
    if (url === '/api/profile') return json(200, profileReply('helper'));
    if (url === `/api/conversations/${CID}`) return json(200, conversationWith(server.block));
    if (url.startsWith(`/api/conversations/${CID}/messages`) && method === 'POST') {
      if (server.send) return server.send();
      return json(201, { ...message(3, ME, body.content), id: body.id });
    }
    if (url.startsWith(`/api/conversations/${CID}/messages`)) {
      return json(200, { items: [...MESSAGES].reverse(), nextCursor: null });
    }
    if (url === `/api/conversations/${CID}/read`) return json(200, conversationWith(server.block));
    if (url.startsWith('/api/conversations')) return json(200, { items: [], nextCursor: null });
    if (url === '/api/reports') {
      return json(201, {
        id: MESSAGES[0]?.id,
        status: 'open',
        createdAt: new Date().toISOString(),
      });
    }
    if (url === `/api/blocks/${HOST}` && method === 'DELETE') {
      server.block = null;
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

const detailFetches = (server: Server) =>
  server.calls.filter((c) => c.method === 'GET' && c.url === `/api/conversations/${CID}`).length;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chat safety', () => {
  it('reports a message from the other person, never one’s own', async () => {
    const server: Server = { block: null, calls: [] };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const user = userEvent.setup();
    const log = await screen.findByRole('log');
    await within(log).findByText('Send me a deposit first');
    // One report button: on the host's message, none on mine.
    const buttons = within(log).getAllByRole('button', { name: 'Report this message' });
    expect(buttons).toHaveLength(1);
    expect(within(log).getByText('Why?').closest('li')).not.toContainElement(buttons[0] ?? null);

    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or payment request' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_THANKS)).toBeInTheDocument();
    const report = server.calls.find((c) => c.url === '/api/reports');
    expect(report?.body).toEqual({
      targetType: 'message',
      targetId: MESSAGES[0]?.id,
      reason: 'scam',
      details: null,
    });
  });

  it('offers Report and Block in the Conversation options menu', async () => {
    const server: Server = { block: null, calls: [] };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const user = userEvent.setup();
    const options = await screen.findByRole('button', { name: 'Conversation options' });
    await user.click(options);
    const menu = screen.getByRole('menu', { name: 'Conversation options' });
    expect(within(menu).getByRole('menuitem', { name: 'Report Hana Host' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Block Hana Host' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(options).toHaveFocus();

    await user.click(options);
    await user.click(screen.getByRole('menuitem', { name: 'Block Hana Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Hana Host?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(options).toHaveFocus());
  });

  it('shows “You blocked …” with Unblock instead of the composer, and unblocks', async () => {
    const server: Server = { block: 'by_me', calls: [] };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const user = userEvent.setup();
    expect(await screen.findByText('You blocked Hana Host')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    expect(screen.getByRole('menuitem', { name: 'Unblock Hana Host' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('shows the closed line to the person who was blocked', async () => {
    const server: Server = { block: 'closed', calls: [] };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    expect(await screen.findByText(CONVERSATION_CLOSED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByText('You blocked Hana Host')).not.toBeInTheDocument();
  });

  it('turns a send refused with 403 conversation_closed into the closed line, and reloads the conversation', async () => {
    const server: Server = {
      block: null,
      calls: [],
      // Blocked by the host since the chat opened: the send is refused and
      // the conversation, read again, says 'closed'.
      send: () => {
        server.block = 'closed';
        return json(403, {
          error: { code: 'conversation_closed', message: CONVERSATION_CLOSED_MESSAGE },
        });
      },
    };
    renderApp(`/chat/${CID}`, 'helper', serve(server));
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await screen.findByText('Send me a deposit first');
    const before = detailFetches(server);
    await user.type(box, 'Hello?{Enter}');
    expect(await screen.findByText(CONVERSATION_CLOSED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await waitFor(() => expect(detailFetches(server)).toBeGreaterThan(before));
  });
});
