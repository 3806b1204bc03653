import { describeDevice } from '@shared/user-agent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, Here, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { secretFromTotpUri } from './api';
import { SecuritySettings } from './components/security-settings';

describe('describeDevice', () => {
  it('puts a user agent in plain words', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ label: 'Safari on iPhone', kind: 'phone', browser: 'Safari' });
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0',
      ).label,
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({
      label: 'Chrome on Android phone',
      kind: 'phone',
      system: { code: 'androidPhone', name: 'Android phone' },
    });
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
      ).label,
    ).toBe('Firefox on macOS');
    expect(describeDevice(null).label).toBe('Unknown device');
    expect(describeDevice('curl/8.0').label).toBe('Unknown device');
  });
});

describe('secretFromTotpUri', () => {
  it('reads the secret out of an otpauth URI', () => {
    expect(
      secretFromTotpUri(
        'otpauth://totp/Homestay:sam%40example.com?secret=jbswy3dpehpk3pxp&issuer=Homestay',
      ),
    ).toBe('JBSWY3DPEHPK3PXP');
    expect(secretFromTotpUri('otpauth://totp/x')).toBeNull();
  });
});

const item = (id: string, userAgent: string, updatedAt: string) => ({
  id,
  token: `token-${id}`,
  userId: 'u-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  ipAddress: '127.0.0.1',
  userAgent,
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const routes = [
  { path: '/profile', element: <SecuritySettings /> },
  { path: '/welcome', element: <Here name="welcome" /> },
  { path: '/login', element: <Here name="login" /> },
];

describe('security settings', () => {
  it('names the devices in the language on screen, keeping browser and system names', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('auth');
    try {
      mockApi({
        'GET /api/auth/get-session': json(200, sessionReply('host', { sessionId: 'sess-1' })),
        'GET /api/auth/list-sessions': json(200, [
          item(
            'sess-1',
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36',
            minutesAgo(0),
          ),
          item('sess-2', 'curl/8.0', minutesAgo(60)),
          item('sess-3', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/121.0', minutesAgo(90)),
        ]),
      });
      renderRoutes(routes, '/profile');
      const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent('Chrome auf Android-Handy');
      expect(rows[1]).toHaveTextContent('Unbekanntes Gerät');
      expect(rows[2]).toHaveTextContent('Firefox auf Windows');
      expect(screen.queryByText(/ on |Unknown device/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists devices in plain words, marks this one, and signs one out after confirming', async () => {
    let sessions = [
      item('sess-1', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', minutesAgo(0)),
      item(
        'sess-2',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
        minutesAgo(180),
      ),
    ];
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host', { sessionId: 'sess-1' })),
      'GET /api/auth/list-sessions': () => json(200, sessions),
      'POST /api/auth/revoke-session': () => {
        sessions = sessions.filter((s) => s.id !== 'sess-2');
        return json(200, { status: true });
      },
    });
    renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Safari on iPhone');
    expect(rows[1]).toHaveTextContent('Last active 3 hours ago');

    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: /Sign out Safari on iPhone/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sign out Safari on iPhone?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Device signed out')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/revoke-session')[0]?.body).toEqual({
      token: 'token-sess-2',
    });
    await waitFor(() =>
      expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  });

  it('signs out everywhere and ends the session here too', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host', { sessionId: 'sess-1' })),
      'GET /api/auth/list-sessions': json(200, [
        item('sess-1', 'Firefox/1 (X11; Linux)', minutesAgo(0)),
      ]),
      'POST /api/auth/revoke-sessions': json(200, { status: true }),
    });
    const view = renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('page:welcome')).toBeInTheDocument();
    expect(view.location()).toBe('/welcome');
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/revoke-sessions')).toHaveLength(1);
  });

  it('turns on two-step verification: password, secret and backup codes, then a code', async () => {
    let enabled = false;
    const api = mockApi({
      'GET /api/auth/get-session': () =>
        json(200, sessionReply('host', { sessionId: 'sess-1', twoFactorEnabled: enabled })),
      'GET /api/auth/list-sessions': json(200, []),
      'POST /api/auth/two-factor/enable': (call) =>
        (call.body as { password: string }).password === 'right password'
          ? json(200, {
              totpURI:
                'otpauth://totp/Homestay:sam%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Homestay',
              backupCodes: ['aaaaa-11111', 'bbbbb-22222'],
            })
          : apiError(400, 'bad_request', 'Invalid password'),
      'POST /api/auth/two-factor/verify-totp': () => {
        enabled = true;
        return json(200, { token: 't', user: sessionReply('host').user });
      },
    });
    renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('That password isn’t right')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByTestId('totp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP',
    );
    expect(within(dialog).getByTestId('backup-codes')).toHaveTextContent('aaaaa-11111');

    await user.type(within(dialog).getByLabelText('Code from your app'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step verification is on')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')[0]?.body).toEqual({
      code: '654321',
    });
    expect(
      await screen.findByRole('button', { name: 'Turn off two-step verification' }),
    ).toBeInTheDocument();
  });

  it('changes the password after checking both new entries match', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host', { sessionId: 'sess-1' })),
      'GET /api/auth/list-sessions': json(200, []),
      'POST /api/auth/change-password': (call) =>
        (call.body as { currentPassword: string }).currentPassword === 'old password here'
          ? json(200, { token: 't', user: sessionReply('host').user })
          : apiError(400, 'bad_request', 'Invalid password'),
    });
    renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText('Current password'), 'not it');
    await user.type(within(form).getByLabelText('New password'), 'a fresh new password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'a fresh new password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('That isn’t your current password')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old password here');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/change-password').at(-1)?.body).toEqual({
      currentPassword: 'old password here',
      newPassword: 'a fresh new password',
      revokeOtherSessions: true,
    });
  });
});
