import type { ReportGroup } from '@shared/api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { profileReply, renderApp, setViewport } from '@web/app/test-utils';
import { describe, expect, it } from 'vitest';
import AdminPage from './pages/admin-page';

const slow = { timeout: 30_000 };
const HOST_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d02';
const MESSAGE_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d09';

function groupFixture(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    targetType: 'message',
    targetId: MESSAGE_ID,
    subject: { id: HOST_ID, name: 'Hana Mori', email: 'hana@example.com', suspended: false },
    flagged: true,
    snapshot: {
      title: 'Message',
      text: 'Send the deposit to my own account, not through the app.',
      context: 'Orchard Hill',
      writtenAt: '2026-11-20T10:00:00.000Z',
    },
    hidden: false,
    deleted: false,
    reports: [
      {
        id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d10',
        reason: 'scam',
        details: 'Asked me to pay outside Homestay.',
        reporter: {
          id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d11',
          name: 'Leo Park',
          email: 'leo@example.com',
        },
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function renderDesk(groups: ReportGroup[]) {
  let queue = groups;
  const api = mockApi({
    'GET /api/auth/get-session': () => json(200, sessionReply('host')),
    'GET /api/admin/reports': () => json(200, { groups: queue }),
    'GET /api/admin/suspensions': () => json(200, { items: [] }),
    'GET /api/admin/actions': () => json(200, { items: [], nextCursor: null }),
    'POST /api/admin/actions': (call) => {
      queue = [];
      return json(201, {
        action: {
          id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d12',
          action: (call.body as { action: string }).action,
          targetType: 'user',
          targetId: HOST_ID,
          reason: (call.body as { reason: string }).reason,
          actor: 'Ops (ops@example.com)',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
        resolvedReports: 1,
      });
    },
  });
  const view = renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin');
  return { api, ...view };
}

describe('the moderation desk', () => {
  it(
    'shows a flagged group: kind, person, the words as reported, each report, and its actions',
    slow,
    async () => {
      renderDesk([groupFixture()]);
      const card = await screen.findByRole('article', { name: 'Hana Mori' });
      const inCard = within(card);
      expect(inCard.getByText('Message', { selector: 'p' })).toBeInTheDocument();
      expect(inCard.getByText('hana@example.com')).toBeInTheDocument();
      expect(inCard.getByText('Reported by 3+ people this week')).toBeInTheDocument();
      expect(inCard.getByText(/Send the deposit to my own account/)).toBeInTheDocument();
      expect(inCard.getByText('Scam or payment request')).toBeInTheDocument();
      expect(inCard.getByText('Asked me to pay outside Homestay.')).toBeInTheDocument();
      expect(inCard.getByText(/Leo Park/)).toBeInTheDocument();
      expect(inCard.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
      expect(inCard.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
      expect(inCard.getByRole('button', { name: 'Suspend Hana Mori' })).toBeInTheDocument();
    },
  );

  it(
    'offers no Hide for a person or hidden content, and no Suspend for someone suspended',
    slow,
    async () => {
      renderDesk([
        groupFixture({
          flagged: false,
          hidden: true,
          subject: { id: HOST_ID, name: 'Hana Mori', email: 'hana@example.com', suspended: true },
        }),
      ]);
      const card = await screen.findByRole('article', { name: 'Hana Mori' });
      expect(within(card).queryByText('Reported by 3+ people this week')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /^Suspend/ })).not.toBeInTheDocument();
    },
  );

  it('suspends through a dialog that needs a reason, then refetches the queue', slow, async () => {
    const user = userEvent.setup();
    const { api } = renderDesk([groupFixture()]);
    const card = await screen.findByRole('article', { name: 'Hana Mori' });
    await user.click(within(card).getByRole('button', { name: 'Suspend Hana Mori' }));

    const dialog = await screen.findByRole('dialog', { name: 'Suspend Hana Mori?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(/Write the reason/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/actions')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      '  Asked for money off the app  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(
      await screen.findByText('Done: the reporters will be told it was reviewed'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/actions').map((call) => call.body)).toEqual([
      { action: 'suspend', userId: HOST_ID, reason: 'Asked for money off the app' },
    ]);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/reports').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides a message with the target in the body', slow, async () => {
    const user = userEvent.setup();
    const { api } = renderDesk([groupFixture()]);
    const card = await screen.findByRole('article', { name: 'Hana Mori' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Payment outside the app',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/actions').map((call) => call.body)).toEqual([
        {
          action: 'hide',
          targetType: 'message',
          targetId: MESSAGE_ID,
          reason: 'Payment outside the app',
        },
      ]),
    );
  });

  it('says so when nothing is open', slow, async () => {
    renderDesk([]);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });
});

describe('the audit log', () => {
  const entry = (n: number) => ({
    id: `5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4e${String(n).padStart(2, '0')}`,
    action: 'dismiss',
    targetType: 'user',
    targetId: HOST_ID,
    reason: `Reason number ${n}`,
    actor: 'Ada Admin <admin@demo.test>',
    createdAt: '2026-11-22T10:00:00.000Z',
  });

  it('shows who, when, what and why, and loads more with the next cursor', slow, async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('host')),
      'GET /api/admin/actions': () =>
        api.callsTo('GET', '/api/admin/actions').length === 1
          ? json(200, { items: [entry(1)], nextCursor: 'page-2' })
          : json(200, { items: [entry(2)], nextCursor: null }),
    });
    renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin?tab=audit-log');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Who' })).toBeInTheDocument();
    expect(within(table).getByText('Reason number 1')).toBeInTheDocument();
    expect(within(table).getByText('Dismissed')).toBeInTheDocument();
    expect(within(table).getByText('Ada Admin <admin@demo.test>')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Reason number 2')).toBeInTheDocument();
    const urls = api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      urls.some((url) => url.includes('/api/admin/actions') && url.includes('cursor=page-2')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('/admin in the app', () => {
  const asOperator = (url: string) =>
    url.startsWith('/api/profile')
      ? json(200, profileReply('host', { operator: true }))
      : undefined;

  it(
    'is the not-found page for someone who is not an operator, and asks /api/admin nothing',
    slow,
    async () => {
      const { fetchMock } = renderApp('/admin', 'host');
      expect(
        await screen.findByRole('heading', { level: 1, name: /couldn’t find that page/i }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page not found · Homestay'));
      expect(screen.queryByText('Moderation')).not.toBeInTheDocument();
      expect(screen.queryByTestId('page-title')).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(
        false,
      );
    },
  );

  it('is the not-found page for someone signed out, not a way to log in', slow, async () => {
    const { router } = renderApp('/admin', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: /couldn’t find that page/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('is the desk for an operator, with Moderation in the side bar', slow, async () => {
    setViewport('desktop');
    renderApp('/admin', 'host', (url) => {
      if (url.startsWith('/api/admin/reports')) return json(200, { groups: [] });
      return asOperator(url);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moderation' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('tab', { name: 'Suspended' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audit log' })).toBeInTheDocument();
  });

  it('keeps Moderation out of the menu of someone who is not an operator', slow, async () => {
    setViewport('desktop');
    const { fetchMock } = renderApp('/chores', 'host');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /Chores/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
  });

  it('shows Moderation on every page to an operator', slow, async () => {
    setViewport('desktop');
    renderApp('/chores', 'host', asOperator);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
