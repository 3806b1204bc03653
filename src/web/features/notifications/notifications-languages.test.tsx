import type { Notification } from '@shared/api/notifications';
import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { bellLabel } from './components/notification-bell';
import { NotificationItem } from './components/notification-item';
import { dayLabel, relativeTime, visualFor } from './visuals';

// Issue 17: the bell, the feed's days and times, and each item speak the app's language.

async function speak(language: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['notifications', 'notices']);
}

const note = (minutesAgo: number): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-0000000000a1',
  title: 'Neue Nachricht',
  content: 'Ana: Hallo!',
  data: null,
  type: 'message',
  referenceId: null,
  isRead: false,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

describe('notifications in other languages', () => {
  it('the bell names its unread count with the language’s plural', async () => {
    await speak('fr');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 non lue');
    expect(bellLabel(4)).toBe('Notifications, 4 non lues');
  });

  it('times and days are German, through Intl', async () => {
    await speak('de');
    const now = new Date(2026, 5, 10, 12);
    expect(relativeTime(new Date(2026, 5, 10, 11, 55).toISOString(), now, 'de-DE')).toBe(
      'vor 5 Minuten',
    );
    expect(relativeTime(new Date(2026, 5, 10, 12, 0, 20).toISOString(), now, 'de-DE')).toBe(
      'vor weniger als einer Minute',
    );
    expect(dayLabel(new Date(2026, 5, 10, 8).toISOString(), now, 'de-DE')).toBe('Heute');
    expect(dayLabel(new Date(2026, 5, 9, 8).toISOString(), now, 'de-DE')).toBe('Gestern');
    expect(dayLabel(new Date(2026, 5, 1, 8).toISOString(), now, 'de-DE')).toBe('Montag, 1. Juni');
    expect(visualFor('message').label).toBe('Nachricht');
  });

  it('an item reads its type and unread state in German', async () => {
    await speak('de');
    render(<NotificationItem notification={note(5)} onOpen={() => undefined} />);
    const item = screen.getByTestId('notification-item');
    expect(item).toHaveTextContent('Nachricht: Neue Nachricht');
    expect(item).toHaveTextContent('vor 5 Minuten');
    expect(item).toHaveTextContent(', ungelesen');
  });
});
