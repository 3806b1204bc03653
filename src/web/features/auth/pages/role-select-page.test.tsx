import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Here,
  json,
  mockApi,
  profileFixture,
  renderRoutes,
  sessionReply,
} from '@tests/web/auth-support';
import {
  CHOSEN_ROLE_TTL_MS,
  chosenRole,
  forgetLocalUser,
  keepChosenRole,
  ROLE_CHOSEN_AT_KEY,
  rememberRole,
  USER_ROLE_KEY,
} from '@web/lib/session/local-user-state';
import { beforeEach, describe, expect, it } from 'vitest';
import RoleSelectPage from './role-select-page';
import SignupPage from './signup-page';

const routes = [
  { path: '/role-select', element: <RoleSelectPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/signup/details', element: <Here name="details" /> },
  { path: '/login', element: <Here name="login" /> },
  { path: '/dashboard', element: <Here name="dashboard" /> },
];

beforeEach(() => localStorage.clear());

describe('/role-select signed out (issue 19)', () => {
  it('is open to a visitor: the choice is kept as userRole and sign-up shows it', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': json(200, null) });
    const view = renderRoutes(routes, '/role-select?redirect=%2Fexplore');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /I’m a helper/ }));
    await user.click(screen.getByRole('button', { name: 'Continue as a helper' }));

    await screen.findByRole('form', { name: 'Sign up' });
    expect(view.location()).toBe('/signup?redirect=%2Fexplore');
    expect(localStorage.getItem(USER_ROLE_KEY)).toBe('helper');
    expect(screen.getByText(/Signing up as a/)).toHaveTextContent(
      'Signing up as a helper · change',
    );
    expect(screen.getByRole('link', { name: 'Change role' })).toHaveAttribute(
      'href',
      '/role-select?redirect=%2Fexplore',
    );
    // The role step already shows as done while the account is made.
    const progress = screen.getByRole('navigation', { name: 'Sign-up progress' });
    expect(within(progress).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(progress).getByText(/Your role/)).toHaveTextContent('Your role (done)');
    expect(api.callsTo('POST', '/api/profile/role')).toHaveLength(0);
  });

  it('asks for a choice before going on, and offers to log in instead', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/role-select');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose host or helper to continue.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(USER_ROLE_KEY)).toBeNull();
  });

  it('coming back from sign-up, the kept choice is selected; "change" picks the other', async () => {
    keepChosenRole('host');
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/role-select');
    expect(await screen.findByRole('radio', { name: /I’m a host/ })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /I’m a helper/ }));
    await user.click(screen.getByRole('button', { name: 'Continue as a helper' }));
    expect(await screen.findByText(/Signing up as a/)).toHaveTextContent('Signing up as a helper');
  });
});

describe('/role-select signed in', () => {
  it('applies the role chosen before sign-up through the role API, without asking again', async () => {
    keepChosenRole('helper');
    let role: 'user' | 'helper' = 'user';
    const api = mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply(role)),
      'GET /api/profile': () => json(200, profileFixture({ role, isComplete: false })),
      'POST /api/profile/role': () => {
        role = 'helper';
        return json(200, profileFixture({ role: 'helper', isComplete: false }));
      },
    });
    const view = renderRoutes(routes, '/role-select');
    expect(await screen.findByText('page:details')).toBeInTheDocument();
    expect(view.location()).toBe('/signup/details');
    expect(api.callsTo('POST', '/api/profile/role').map((c) => c.body)).toEqual([
      { role: 'helper' },
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(ROLE_CHOSEN_AT_KEY)).toBeNull());
    expect(localStorage.getItem(USER_ROLE_KEY)).toBe('helper');
  });

  it('without a kept choice, asks as before', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('user')),
      'GET /api/profile': json(200, profileFixture({ role: 'user', isComplete: false })),
      'POST /api/profile/role': json(200, profileFixture({ role: 'host', isComplete: false })),
    });
    renderRoutes(routes, '/role-select');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /I’m a host/ }));
    expect(api.callsTo('POST', '/api/profile/role')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Continue as a host' }));
    expect(await screen.findByText('page:details')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/profile/role').map((c) => c.body)).toEqual([{ role: 'host' }]);
  });
});

describe('the kept choice (SPEC 3 userRole)', () => {
  const t0 = Date.parse('2026-03-02T09:00:00.000Z');

  it('lasts an hour, survives the signed-out state and a new account’s "user" role', () => {
    keepChosenRole('helper', t0);
    expect(chosenRole(t0 + CHOSEN_ROLE_TTL_MS - 1)).toBe('helper');
    expect(chosenRole(t0 + CHOSEN_ROLE_TTL_MS)).toBeNull();

    keepChosenRole('helper');
    forgetLocalUser();
    rememberRole('user');
    expect(chosenRole()).toBe('helper');
    expect(localStorage.getItem(USER_ROLE_KEY)).toBe('helper');
  });

  it('is replaced by a real role, and a stale one is forgotten on sign-out', () => {
    keepChosenRole('helper');
    rememberRole('host');
    expect(chosenRole()).toBeNull();
    expect(localStorage.getItem(USER_ROLE_KEY)).toBe('host');
    forgetLocalUser();
    expect(localStorage.getItem(USER_ROLE_KEY)).toBeNull();

    keepChosenRole('host', Date.now() - CHOSEN_ROLE_TTL_MS - 1);
    forgetLocalUser();
    expect(localStorage.getItem(USER_ROLE_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_CHOSEN_AT_KEY)).toBeNull();
  });
});
