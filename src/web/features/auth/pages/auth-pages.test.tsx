import { ACCOUNT_SUSPENDED_MESSAGE } from '@shared/api/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, Here, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import LoginPage from './login-page';
import ResetPasswordPage, { RESET_REQUESTED_TEXT } from './reset-password-page';
import SignupPage from './signup-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/dashboard', element: <Here name="dashboard" /> },
  { path: '/profile', element: <Here name="profile" /> },
  { path: '/role-select', element: <Here name="role-select" /> },
];

/** The session is signed out until a sign-in succeeds, then it is `role`'s. */
function sessionAfterSignIn(role: 'host' | 'user' = 'host') {
  let signedIn = false;
  return {
    signIn: () => {
      signedIn = true;
    },
    handler: () => json(200, signedIn ? sessionReply(role) : null),
  };
}

describe('/signup', () => {
  it('checks the email and the 12-character rule before sending anything', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/signup');
    const user = userEvent.setup();
    expect(await screen.findByText(/12 to 128 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/signup');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('goes on to the role choice with the kept redirect', async () => {
    const session = sessionAfterSignIn('user');
    const api = mockApi({
      'GET /api/auth/get-session': session.handler,
      'POST /api/auth/sign-up/email': () => {
        session.signIn();
        return json(200, { status: true });
      },
    });
    const view = renderRoutes(routes, '/signup?redirect=%2Fprofile%3Ftab%3Dx');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), ' New@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('page:role-select')).toBeInTheDocument();
    expect(view.location()).toBe('/role-select?redirect=%2Fprofile%3Ftab%3Dx');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'a long enough password',
    });
  });

  // Issue 24: a registered address gets the same answer as a new one, but no
  // session; its owner was mailed. The page must say so, never leave a dead end.
  it('says "check your mail" when sign-up brings no session, with ways on', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/sign-up/email': json(200, { status: true }),
    });
    const view = renderRoutes(routes, '/signup?redirect=%2Fprofile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /If taken@example\.com already has a Homestay account, we’ve sent a note to it/,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(view.location()).toBe('/signup?redirect=%2Fprofile');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});

describe('/login', () => {
  async function fillAndSubmit(email = 'sam@example.com', password = 'a long enough password') {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    return user;
  }

  it('says clearly when the email and password do not match', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/sign-in/email': apiError(401, 'unauthenticated', 'Invalid email or password'),
    });
    renderRoutes(routes, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /That email and password don’t match an account/,
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('explains a 429 as too many attempts', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/sign-in/email': apiError(429, 'rate_limited', 'Too many requests'),
    });
    renderRoutes(routes, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many attempts/);
  });

  it("shows the operators' words when the account is suspended", async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/sign-in/email': apiError(403, 'account_suspended', ACCOUNT_SUSPENDED_MESSAGE),
    });
    renderRoutes(routes, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SUSPENDED_MESSAGE);
  });

  it('goes back to the redirect after logging in', async () => {
    const session = sessionAfterSignIn('host');
    mockApi({
      'GET /api/auth/get-session': session.handler,
      'POST /api/auth/sign-in/email': () => {
        session.signIn();
        return json(200, { redirect: false, token: 't', user: sessionReply('host').user });
      },
    });
    const view = renderRoutes(routes, '/login?redirect=%2Fprofile%3Ftab%3Dx');
    await fillAndSubmit();
    await waitFor(() => expect(view.location()).toBe('/profile?tab=x'));
  });

  it('never follows a redirect off the site', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, sessionReply('host')) });
    const view = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example%2Fx');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });

  it('asks for a second factor, then accepts a backup code', async () => {
    const session = sessionAfterSignIn('host');
    const api = mockApi({
      'GET /api/auth/get-session': session.handler,
      'POST /api/auth/sign-in/email': json(200, {
        twoFactorRedirect: true,
        twoFactorMethods: ['totp'],
      }),
      'POST /api/auth/two-factor/verify-totp': apiError(401, 'unauthenticated', 'Invalid code'),
      'POST /api/auth/two-factor/verify-backup-code': () => {
        session.signIn();
        return json(200, { token: 't', user: sessionReply('host').user });
      },
    });
    const view = renderRoutes(routes, '/login');
    const user = await fillAndSubmit();
    const code = await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')).toHaveLength(0);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(/That code didn’t work/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')[0]?.body).toEqual({
      code: '123456',
      trustDevice: false,
    });

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-backup-code')[0]?.body).toEqual({
      code: 'abcde-fghij',
      trustDevice: false,
    });
  });
});

describe('/reset-password', () => {
  it('answers the same way whether or not the email has an account', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/request-password-reset': json(200, { status: true, message: 'ok' }),
    });
    renderRoutes(routes, '/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_REQUESTED_TEXT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'who@example.com',
    });
  });

  it('sets a new password from the mailed link, typed twice', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/reset-password': json(200, { status: true }),
    });
    renderRoutes(routes, '/reset-password?token=tok-123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passw0rd');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords don’t match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('link', { name: 'Log in with your new password' }),
    ).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      newPassword: 'a brand new password',
    });
  });

  it('explains an expired link', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/auth/reset-password': apiError(400, 'bad_request', 'Invalid token'),
    });
    renderRoutes(routes, '/reset-password?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or has already been used/);
  });
});
