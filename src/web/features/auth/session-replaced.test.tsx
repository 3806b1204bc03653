import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { SecuritySettings } from '@web/features/auth/components/security-settings';
import { useSession } from '@web/lib/session/session';
import { describe, expect, it, vi } from 'vitest';

/*
 * Turning two-step verification on (or off, or changing the password) makes
 * better-auth start a new session and delete the old one before its reply sets
 * the new cookie. Deleting the old one closes the realtime socket with 4401 at
 * once, so the page hears "signed out" while its own request is still in
 * flight. It must not sign the user out of the page; it must reconnect.
 */

const realtime = vi.hoisted(() => ({
  listeners: new Set<(status: string) => void>(),
  resumed: 0,
}));

vi.mock('@web/lib/realtime/realtime-lifecycle', () => ({
  onRealtimeStatus: (listener: (status: string) => void) => {
    realtime.listeners.add(listener);
    return () => realtime.listeners.delete(listener);
  },
  closeBrowserRealtime: () => {},
  resumeBrowserRealtime: () => {
    realtime.resumed += 1;
  },
}));

const statuses: string[] = [];
function SessionProbe() {
  statuses.push(useSession().status);
  return null;
}

describe('a session replaced by this device’s own request', () => {
  it('keeps the user signed in and reconnects the realtime socket', async () => {
    // Which cookie the browser holds: the old session's, none that works, the new one's.
    let cookie: 'old' | 'ended' | 'new' = 'old';
    let releaseReply = () => {};
    const api = mockApi({
      'GET /api/auth/get-session': () =>
        cookie === 'ended'
          ? json(200, null)
          : json(200, sessionReply('host', { twoFactorEnabled: cookie === 'new' })),
      'GET /api/auth/list-sessions': json(200, []),
      'POST /api/auth/two-factor/enable': json(200, {
        totpURI: 'otpauth://totp/Homestay:sam%40example.com?secret=JBSWY3DPEHPK3PXP',
        backupCodes: ['aaaaa-11111'],
      }),
      'POST /api/auth/two-factor/verify-totp': async () => {
        cookie = 'ended';
        for (const listener of realtime.listeners) listener('signed_out');
        await new Promise<void>((resolve) => {
          releaseReply = resolve;
        });
        cookie = 'new';
        return json(200, { token: 't', user: sessionReply('host').user });
      },
    });
    const routes = [
      {
        path: '/profile',
        element: (
          <>
            <SessionProbe />
            <SecuritySettings />
          </>
        ),
      },
    ];
    renderRoutes(routes, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(await within(dialog).findByLabelText('Code from your app'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    // The socket has said "signed out"; the reply has not come yet.
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')).toHaveLength(1),
    );
    const readsBeforeReply = api.callsTo('GET', '/api/auth/get-session').length;
    releaseReply();

    expect(await screen.findByText('Two-step verification is on')).toBeInTheDocument();
    await waitFor(() => expect(realtime.resumed).toBe(1));
    expect(statuses).not.toContain('signed-out');
    // No session read went out with the ended session's cookie.
    expect(readsBeforeReply).toBe(1);
  });
});
