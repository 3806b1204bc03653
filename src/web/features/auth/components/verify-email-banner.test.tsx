import { VERIFY_EMAIL_BANNER_TEXT } from '@shared/api/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@web/lib/session/session';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  renderRoutes,
  sessionReply,
} from '../../../../../tests/web/auth-support';
import { VerifyEmailBanner } from './verify-email-banner';

/** The banner as the shell mounts it: for the signed-in user of the session. */
function Shell() {
  const session = useSession();
  return session.status === 'signed-in' ? (
    <>
      <VerifyEmailBanner user={session.user} />
      <p>page:dashboard</p>
    </>
  ) : null;
}

const render = (path = '/dashboard') =>
  renderRoutes([{ path: '/dashboard', element: <Shell /> }], path);

describe('VerifyEmailBanner (issue 14)', () => {
  it('asks an unverified person to verify, and Resend sends a new mail', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper', { emailVerified: false })),
      'POST /api/auth/verification-mail': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { status: true }));
        }),
    });
    render();
    const banner = await screen.findByRole('region', { name: VERIFY_EMAIL_BANNER_TEXT });
    expect(banner).toHaveTextContent('sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const sending = await screen.findByRole('button', { name: /Sending/ });
    expect(sending).toBeDisabled();
    release();
    expect(await screen.findByText('Verification mail sent')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verification mail sent. Check your inbox.',
    );
    expect(api.callsTo('POST', '/api/auth/verification-mail')).toHaveLength(1);
  });

  it('shows the server’s message when Resend is over its limit', async () => {
    const limited = 'You asked for several verification mails already. Please try again later.';
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host', { emailVerified: false })),
      'POST /api/auth/verification-mail': apiError(429, 'rate_limited', limited),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
  });

  it('shows nothing to a verified person, and says "Email verified" after the link', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, sessionReply('helper')) });
    const view = render('/dashboard?verified=1');
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: VERIFY_EMAIL_BANNER_TEXT })).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });

  it('explains an expired link', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper', { emailVerified: false })),
    });
    const view = render('/dashboard?verified=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That verification link has expired',
    );
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    expect(screen.getByRole('alert')).toHaveTextContent('That verification link has expired');
  });
});
