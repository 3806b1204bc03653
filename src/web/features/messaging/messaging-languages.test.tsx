import type { Conversation } from '@shared/api/messaging';
import { render, screen, within } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './components/composer';
import { ConversationRow } from './components/conversation-row';
import { MessageList } from './components/message-list';
import type { ChatMessage } from './message-store';

// Issue 17: the chat and the Inbox speak the app's language, plurals included.

const C = '00000000-0000-4000-8000-0000000000c1';
const ME = '00000000-0000-4000-8000-0000000000a2';

const systemLine = (n: number, content: string): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  conversationId: C,
  senderId: null,
  content,
  type: 'system',
  statusType: 'chore_approved',
  createdAt: new Date(Date.now() - (10 - n) * 60_000).toISOString(),
  seq: n,
  state: 'sent',
  localOrder: 0,
});

const conversation = (unreadCount: number): Conversation => ({
  id: C,
  propertyId: '00000000-0000-4000-8000-0000000000b1',
  propertyTitle: 'Olive farm',
  hostId: '00000000-0000-4000-8000-0000000000a1',
  helperId: ME,
  viewerRole: 'helper',
  otherParty: {
    id: '00000000-0000-4000-8000-0000000000a1',
    fullName: 'Hana Host',
    avatarUrl: null,
  },
  lastMessageText: null,
  lastMessageTime: null,
  unreadCount,
  block: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

/** Speaks `language`, with this feature's texts loaded before the first render. */
async function speak(language: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['messaging', 'system-lines']);
}

describe('messaging in other languages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the composer speaks German', async () => {
    await speak('de');
    render(<Composer onSend={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(box).toHaveAttribute('placeholder', 'Schreib eine Nachricht');
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeDisabled();
  });

  it('a run of the stay’s events counts its updates in German, under today’s heading', async () => {
    // At noon: the lines are minutes old, so shortly after midnight they
    // would fall under yesterday's heading.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 4, 12, 12, 0));
    await speak('de');
    render(
      <MessageList
        messages={[systemLine(1, 'Eins'), systemLine(2, 'Zwei'), systemLine(3, 'Drei')]}
        viewerId={ME}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Heute' })).toBeVisible();
    expect(screen.getByRole('button', { name: '3 Neuigkeiten · Drei' })).toBeVisible();
  });

  it('the Inbox’s unread badge agrees with its count in Portuguese', async () => {
    await speak('pt-BR');
    const { rerender } = render(
      <MemoryRouter>
        <ConversationRow conversation={conversation(1)} />
      </MemoryRouter>,
    );
    expect(within(screen.getByTestId('unread-badge')).getByText('não lida')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma mensagem ainda')).toBeVisible();
    rerender(
      <MemoryRouter>
        <ConversationRow conversation={conversation(3)} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3 não lidas');
  });

  it('the Inbox’s preview of a system line reads in Spanish, from its notice', async () => {
    await speak('es');
    render(
      <MemoryRouter>
        <ConversationRow
          conversation={{
            ...conversation(0),
            lastMessageText: 'Chore approved: Feed the hens (+5 points)',
            lastMessageNotice: {
              key: 'choreApprovedWithPoints',
              params: { chore: 'Feed the hens', points: 5 },
            },
            lastMessageTime: new Date().toISOString(),
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Tarea aprobada: Feed the hens (+5 puntos)')).toBeVisible();
    expect(screen.queryByText(/Chore approved/)).not.toBeInTheDocument();
  });
});
