import type { Notification } from '@shared/api/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 24: the feed and the bell build a notification's sentence from its
// data, with the dates as the reader's locale writes them, never 2027-01-03.

afterEach(() => {
  vi.restoreAllMocks();
});

const readerLanguage = (language: string) =>
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

const note = (over: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  userId: 'u-1',
  title: 'New stay request',
  content: 'Content',
  type: 'helper_request',
  referenceId: null,
  isRead: false,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

const stayRequest = note({
  // What the server wrote before notifications had data; the data wins.
  content: 'Ana asked to stay at Olive farm from 2027-01-03 to 2027-02-02.',
  data: {
    kind: 'stay_request_created',
    propertyTitle: 'Olive farm',
    name: 'Ana',
    startDate: '2027-01-03',
    endDate: '2027-02-02',
  },
});

const serveFeed = (items: Notification[]) => (url: string) => {
  const path = url.split('?')[0];
  if (path === '/api/profile') return json(200, profileReply('host'));
  if (path === '/api/notifications/unread-count')
    return json(200, { count: items.filter((n) => !n.isRead).length });
  if (path === '/api/notifications') return json(200, { items, nextCursor: null });
  return undefined;
};

describe('dates in notifications', () => {
  it('the feed writes a stay request’s dates the British way for an en-GB reader', async () => {
    readerLanguage('en-GB');
    renderApp('/notifications', 'host', serveFeed([stayRequest]));
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText(
        'Ana asked to stay at Olive farm from 3 Jan 2027 to 2 Feb 2027.',
      ),
    ).toBeInTheDocument();
    expect(within(main).queryByText(/2027-01-03/)).toBeNull();
  });

  // Issue 17: the app's language decides (the browser's region only refines
  // the same language): English words never come with German dates.
  it('the feed writes them in the app’s language for a de-DE browser, and the American way for en-US', async () => {
    readerLanguage('de-DE');
    const { unmount } = renderApp('/notifications', 'host', serveFeed([stayRequest]));
    expect(
      await screen.findByText('Ana asked to stay at Olive farm from Jan 3, 2027 to Feb 2, 2027.'),
    ).toBeInTheDocument();
    unmount();
    readerLanguage('en-US');
    renderApp('/notifications', 'host', serveFeed([stayRequest]));
    expect(
      await screen.findByText('Ana asked to stay at Olive farm from Jan 3, 2027 to Feb 2, 2027.'),
    ).toBeInTheDocument();
  });

  it('the feed writes passed weekly hours with the decimal mark of the app’s language', async () => {
    readerLanguage('de-DE');
    const hours = note({
      title: 'Agreed hours passed',
      type: 'chore_hours_exceeded',
      content: 'Ana has done 21.5 hours this week, more than the agreed 20.',
      data: {
        kind: 'weekly_hours_passed',
        reader: 'host',
        helperName: 'Ana',
        hours: 21.5,
        agreedHours: 20,
      },
    });
    renderApp('/notifications', 'host', serveFeed([hours]));
    expect(
      await screen.findByText('Ana has done 21.5 hours this week, more than the agreed 20.'),
    ).toBeInTheDocument();
  });

  it('the bell shows an acceptance with the reader’s dates', async () => {
    readerLanguage('en-GB');
    const accepted = note({
      title: 'Your stay request was accepted',
      type: 'stay_request_accepted',
      content: 'Olive farm accepted your stay from 3 January 2027 to 2 February 2027.',
      data: {
        kind: 'stay_request_accepted',
        propertyTitle: 'Olive farm',
        startDate: '2027-01-03',
        endDate: '2027-02-02',
      },
    });
    renderApp('/dashboard', 'host', serveFeed([accepted]));
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(dropdown).findByText(
        'Olive farm accepted your stay from 3 Jan 2027 to 2 Feb 2027.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the content of a notification without data, or with a kind this client does not know', async () => {
    readerLanguage('en-GB');
    const plain = note({ title: 'A', content: 'A helper left Olive farm.', data: null });
    const newer = note({
      title: 'B',
      content: 'Something newer happened.',
      data: { kind: 'from_a_newer_server' } as unknown as Notification['data'],
    });
    renderApp('/notifications', 'host', serveFeed([plain, newer]));
    expect(await screen.findByText('A helper left Olive farm.')).toBeInTheDocument();
    expect(screen.getByText('Something newer happened.')).toBeInTheDocument();
  });
});
