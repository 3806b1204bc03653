import type { DeletionState } from '@shared/api/account-deletion';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, Here, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import { DeleteAccountCard } from './components/delete-account-card';
import { DeletionGate } from './deletion-gate';

const slow = { timeout: 30_000 };
const DUE = '2026-12-10T14:05:00.000Z';
const none: DeletionState = {
  status: 'none',
  requestedAt: null,
  dueAt: null,
  activeMembers: [],
  twoFactorRequired: false,
};
const pending: DeletionState = {
  ...none,
  status: 'pending',
  requestedAt: '2026-11-26T14:05:00.000Z',
  dueAt: DUE,
};
const member = {
  propertyId: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d21',
  propertyTitle: 'Olive farm by the sea',
  helperId: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d22',
  helperName: 'Marta Diaz',
};

function renderCard() {
  return renderRoutes(
    [
      { path: '/profile', element: <DeleteAccountCard /> },
      { path: '/welcome', element: <Here name="welcome" /> },
      { path: '/login', element: <Here name="login" /> },
    ],
    '/profile',
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('the Delete account card', () => {
  it(
    'says what goes and what stays, checks the form, then signs out with the date',
    slow,
    async () => {
      const api = mockApi({
        'GET /api/auth/get-session': json(200, sessionReply('helper')),
        'GET /api/account/deletion': json(200, none),
        'POST /api/account/deletion': json(200, pending),
      });
      const user = userEvent.setup();
      const view = renderCard();
      const card = await screen.findByRole('region', { name: 'Delete account' });
      expect(card).toHaveTextContent('14 days');
      expect(card).toHaveTextContent('Deleted user');

      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(within(dialog).getByText('Enter your password')).toBeInTheDocument();
      expect(within(dialog).getByText('Type DELETE in capitals to confirm')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus();
      expect(api.callsTo('POST', '/api/account/deletion')).toHaveLength(0);

      await user.type(within(dialog).getByLabelText(/^Password/), 'my long password');
      await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'delete');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(within(dialog).getByText('Type DELETE in capitals to confirm')).toBeInTheDocument();
      const confirm = within(dialog).getByLabelText(/^Type DELETE to confirm/);
      await user.clear(confirm);
      await user.type(confirm, 'DELETE');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

      await waitFor(() => expect(view.location()).toBe('/welcome'));
      expect(await screen.findByText(/Your account will be deleted on/)).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/account/deletion').map((c) => c.body)).toEqual([
        { password: 'my long password', confirm: 'DELETE' },
      ]);
    },
  );

  it('shows a wrong password next to the field', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/account/deletion': json(200, none),
      'POST /api/account/deletion': apiError(400, 'validation_failed', 'That isn’t your password', [
        { field: 'body.password', message: 'That isn’t your password' },
      ]),
    });
    const user = userEvent.setup();
    renderCard();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'not it');
    await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That isn’t your password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it(
    'lists a host’s active stays and needs “End these stays” ticked; asks for the code',
    slow,
    async () => {
      const api = mockApi({
        'GET /api/auth/get-session': json(200, sessionReply('host', { twoFactorEnabled: true })),
        'GET /api/account/deletion': json(200, {
          ...none,
          activeMembers: [member],
          twoFactorRequired: true,
        }),
        'POST /api/account/deletion': json(200, pending),
      });
      const user = userEvent.setup();
      renderCard();
      const dialog = await openDialog(user);
      expect(within(dialog).getByRole('list', { name: 'Active stays' })).toHaveTextContent(
        'Marta Diaz · Olive farm by the sea',
      );
      await user.type(within(dialog).getByLabelText(/^Password/), 'my long password');
      await user.type(within(dialog).getByLabelText(/^Code from your authenticator app/), '123456');
      await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'DELETE');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      const tick = within(dialog).getByRole('checkbox', { name: /End these stays/ });
      expect(tick).toHaveFocus();
      expect(tick).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST', '/api/account/deletion')).toHaveLength(0);

      await user.click(tick);
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      await waitFor(() => expect(api.callsTo('POST', '/api/account/deletion')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/account/deletion')[0]?.body).toEqual({
        password: 'my long password',
        confirm: 'DELETE',
        code: '123456',
        endStays: true,
      });
    },
  );
});

describe('the pending page', () => {
  const renderGate = () =>
    renderRoutes(
      [
        {
          path: '/dashboard',
          element: (
            <DeletionGate userId="u-1">
              <Here name="dashboard" />
            </DeletionGate>
          ),
        },
        { path: '/welcome', element: <Here name="welcome" /> },
      ],
      '/dashboard',
    );

  it(
    'replaces the app with the date and Cancel deletion; cancelling lets the app back',
    slow,
    async () => {
      let state = pending;
      const api = mockApi({
        'GET /api/auth/get-session': json(200, sessionReply('helper')),
        'GET /api/account/deletion': () => json(200, state),
        'POST /api/account/deletion/cancel': () => {
          state = none;
          return json(200, none);
        },
      });
      const user = userEvent.setup();
      renderGate();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your account will be deleted' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('page:dashboard')).not.toBeInTheDocument();
      expect(screen.getByText(/2026/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
      expect(await screen.findByText('page:dashboard')).toBeInTheDocument();
      expect(await screen.findByText('Deletion cancelled')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/account/deletion/cancel')).toHaveLength(1);
    },
  );

  it('signs out from the pending page', slow, async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/account/deletion': json(200, pending),
      'POST /api/auth/sign-out': json(200, { success: true }),
    });
    const user = userEvent.setup();
    const view = renderGate();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.location()).toBe('/welcome'));
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it('shows the app when the state cannot be read', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/account/deletion': apiError(503, 'service_unavailable', 'Try again'),
    });
    renderGate();
    expect(await screen.findByText('page:dashboard')).toBeInTheDocument();
  });
});
