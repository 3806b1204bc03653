import type { SystemMessageData } from '@shared/api/messaging';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from './components/message-list';
import type { ChatMessage } from './message-store';

// Issue 24: a system line that holds dates is built from its data, with the
// days as the reader's locale writes them, alone or folded into a run.

afterEach(() => {
  vi.restoreAllMocks();
});

const readerLanguage = (language: string) =>
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

const C = '00000000-0000-4000-8000-0000000000c1';
const ME = '00000000-0000-4000-8000-0000000000a2';
let seq = 0;
const line = (content: string, data: SystemMessageData | null, statusType: string): ChatMessage => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversationId: C,
    senderId: null,
    content,
    data,
    type: 'system',
    statusType,
    createdAt: new Date(2026, 0, 1, 10, seq).toISOString(),
    seq,
    state: 'sent',
    localOrder: 0,
  };
};

const requested = line(
  'Ana asked to stay from 2027-01-03 to 2027-02-02.',
  { kind: 'stay_request_created', name: 'Ana', startDate: '2027-01-03', endDate: '2027-02-02' },
  'stay_request_created',
);
const accepted = line(
  'Stay request accepted: 3 January 2027 to 2 February 2027.',
  { kind: 'stay_request_accepted', startDate: '2027-01-03', endDate: '2027-02-02' },
  'stay_request_accepted',
);

const show = (messages: ChatMessage[]) =>
  render(<MessageList messages={messages} viewerId={ME} onRetry={() => undefined} />);

describe('dates in the chat’s system lines', () => {
  it('a stay request’s line writes its days for an en-GB reader', () => {
    readerLanguage('en-GB');
    show([requested]);
    expect(screen.getByText('Ana asked to stay from 3 Jan 2027 to 2 Feb 2027.')).toBeVisible();
    expect(screen.queryByText(/2027-01-03/)).toBeNull();
  });

  // Issue 17: the app's language decides the dates; a de-DE browser reading
  // the English app gets English dates, not a German date in an English line.
  it('a run of lines names the newest with days in the app’s language, and each line opens to them', async () => {
    readerLanguage('de-DE');
    show([requested, accepted]);
    const toggle = screen.getByRole('button', { name: /Stay request accepted: Jan 3, 2027/ });
    await userEvent.click(toggle);
    expect(
      screen.getAllByText('Ana asked to stay from Jan 3, 2027 to Feb 2, 2027.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/2027-01-03|3 January 2027/)).toBeNull();
  });

  it('a line without data, or of a kind this client does not know, shows its content', () => {
    readerLanguage('en-GB');
    const plain = line('Stay request withdrawn.', null, 'stay_request_withdrawn');
    const { unmount } = show([plain]);
    expect(screen.getByText('Stay request withdrawn.')).toBeVisible();
    unmount();
    const newer = line('Something newer happened.', null, 'from_a_newer_server');
    show([{ ...newer, data: { kind: 'from_a_newer_server' } } as unknown as ChatMessage]);
    expect(screen.getByText('Something newer happened.')).toBeVisible();
  });
});
