import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageList } from './components/message-list';
import type { ChatMessage } from './message-store';

const C = '00000000-0000-4000-8000-0000000000c1';
const HOST = '00000000-0000-4000-8000-0000000000a1';
const ME = '00000000-0000-4000-8000-0000000000a2';

let seq = 0;
const at = (n: number) => new Date(2026, 0, 1, 10, n).toISOString();
const said = (senderId: string, content: string): ChatMessage => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversationId: C,
    senderId,
    content,
    type: 'text',
    statusType: null,
    createdAt: at(seq),
    seq,
    state: 'sent',
    localOrder: 0,
  };
};
const happened = (content: string): ChatMessage => ({
  ...said(HOST, content),
  senderId: null,
  type: 'system',
  statusType: 'chore_approved',
});

const show = (messages: ChatMessage[]) =>
  render(<MessageList messages={messages} viewerId={ME} onRetry={() => undefined} />);

describe('the chat’s system lines', () => {
  it('collapse when consecutive: one button names how many and the newest, and opens to show each', async () => {
    const lines = [
      happened('Chore assigned: Water the tomatoes'),
      happened('Chore submitted: Water the tomatoes'),
      happened('Chore approved: Water the tomatoes'),
    ];
    show([said(HOST, 'Welcome!'), ...lines, said(ME, 'Thanks!')]);

    const toggle = screen.getByRole('button', {
      name: '3 updates · Chore approved: Water the tomatoes',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
    // Each line is there, out of sight (and out of the reading order) until opened.
    expect(screen.queryByRole('listitem', { name: /Chore assigned/ })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(controlled).toBeVisible();
    const shown = within(controlled as HTMLElement).getAllByRole('listitem');
    expect(shown.map((li) => li.textContent?.replace(/ at \d\d:\d\d$/, ''))).toEqual(
      lines.map((l) => l.content),
    );
    for (const li of shown) expect(li).toHaveAttribute('data-message-type', 'system');

    // The keyboard closes it again (a real button: Enter and Space).
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(controlled).not.toBeVisible();
  });

  it('leave a lone line between people’s words as it is', () => {
    show([
      said(HOST, 'Welcome!'),
      happened('Agreement signed.'),
      said(ME, 'Thanks!'),
      happened('Chore assigned: Feed the hens'),
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    const lines = screen
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('data-message-type') === 'system');
    expect(lines.map((li) => li.textContent?.replace(/ at \d\d:\d\d$/, ''))).toEqual([
      'Agreement signed.',
      'Chore assigned: Feed the hens',
    ]);
  });

  it('take a line that arrives later into the group, which stays open if it was', async () => {
    const before = [
      said(HOST, 'Welcome!'),
      happened('Agreement sent.'),
      happened('Agreement signed.'),
    ];
    const { rerender } = show(before);
    const toggle = screen.getByRole('button', { name: '2 updates · Agreement signed.' });
    await userEvent.click(toggle);

    const later = happened('Chore assigned: Feed the hens');
    rerender(<MessageList messages={[...before, later]} viewerId={ME} onRetry={() => undefined} />);
    const grown = screen.getByRole('button', { name: '3 updates · Chore assigned: Feed the hens' });
    expect(grown).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('the day chip', () => {
  it('sits in an opaque band the width of the column, never floating over a line', () => {
    show([said(HOST, 'Welcome!'), said(ME, 'Thanks!')]);
    const day = screen.getByRole('heading', { level: 2 });
    // The band is what sticks: full width and painted with the page's colour,
    // so lines scroll under it as under the top bar, never beside the chip.
    expect(day).toHaveClass('sticky', 'top-0', 'w-full', 'bg-background');
    // The chip inside is in the band's flow, not positioned over anything.
    const chip = day.firstElementChild as HTMLElement;
    expect(chip.className).not.toMatch(/\b(sticky|absolute|fixed)\b/);
  });
});
