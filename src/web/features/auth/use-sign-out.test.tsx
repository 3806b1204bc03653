import { strings } from '@shared/strings';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, Here, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { api as apiClient } from '@web/lib/api-client';
import { USER_POINTS_KEY, USER_ROLE_KEY } from '@web/lib/session/local-user-state';
import { sessionQueryKey } from '@web/lib/session/session';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignOut } from './api';

function LogoutButton() {
  const { signOut, isPending } = useSignOut();
  return (
    <button type="button" onClick={() => signOut()} disabled={isPending}>
      Logout
    </button>
  );
}

const routes = [
  { path: '/profile', element: <LogoutButton /> },
  { path: '/welcome', element: <Here name="welcome" /> },
];

async function signOutWith(reply: Response) {
  const api = mockApi({
    'GET /api/auth/get-session': json(200, sessionReply('helper')),
    'POST /api/auth/sign-out': reply,
  });
  const view = renderRoutes(routes, '/profile');
  view.queryClient.setQueryData(['profile', 'me'], { id: 'cached' });
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  return { ...view, api };
}

// The page stays mounted (and keeps rendering: a ticking clock) while the
// next page's code loads, as on a busy phone: its queries must not be
// dropped under it, or it fetches them again, signed out.
function Chores() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 5);
    return () => clearInterval(timer);
  }, []);
  const chores = useQuery({
    queryKey: ['chores'],
    queryFn: () => apiClient.get<{ n: number }>('/api/chores'),
  });
  return (
    <>
      <p>{chores.data ? `chores:${chores.data.n}` : 'loading'}</p>
      <LogoutButton />
    </>
  );
}

/** Logout, and a chores page that can be opened while the sign-out is on its way. */
function ChoresOpenedLate() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open chores
      </button>
      {opened ? <Chores /> : <LogoutButton />}
    </>
  );
}

/** An API whose sign-out answers only when the test says so. */
function slowSignOut() {
  let answerSignOut: (reply: Response) => void = () => {};
  const api = mockApi({
    'GET /api/auth/get-session': json(200, sessionReply('helper')),
    'GET /api/chores': json(200, { n: 3 }),
    'POST /api/auth/sign-out': () =>
      new Promise<Response>((resolve) => {
        answerSignOut = resolve;
      }),
  });
  return { api, answerSignOut: (reply: Response) => answerSignOut(reply) };
}

describe('useSignOut', () => {
  beforeEach(() => {
    localStorage.setItem(USER_ROLE_KEY, 'helper');
    localStorage.setItem(USER_POINTS_KEY, '40');
  });

  it.each([
    ['signed out', json(200, { success: true })],
    ['401', apiError(401, 'unauthenticated', 'Not signed in')],
    ['403', apiError(403, 'forbidden', 'Forbidden')],
    ['404', apiError(404, 'not_found', 'Not found')],
  ])('signs out locally when the server answers %s', async (_label, reply) => {
    const view = await signOutWith(reply);
    expect(await screen.findByText('page:welcome')).toBeInTheDocument();
    expect(view.location()).toBe('/welcome');
    expect(await screen.findByText(strings.auth.signedOutTitle)).toBeInTheDocument();
    expect(screen.getByText(strings.auth.signedOutDescription)).toBeInTheDocument();
    expect(view.queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(view.queryClient.getQueryData(['profile', 'me'])).toBeUndefined();
    expect(localStorage.getItem(USER_ROLE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_POINTS_KEY)).toBeNull();
    expect(view.api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it('stays signed in and says why on any other failure', async () => {
    const view = await signOutWith(apiError(500, 'internal_error', 'The database is resting'));
    expect(await screen.findByText(strings.auth.signOutErrorTitle)).toBeInTheDocument();
    expect(screen.getByText('The database is resting')).toBeInTheDocument();
    expect(view.location()).toBe('/profile');
    expect(view.queryClient.getQueryData(sessionQueryKey)).not.toBeNull();
    expect(localStorage.getItem(USER_ROLE_KEY)).toBe('helper');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled());
  });

  it('never refetches the signed-in page’s data once signed out', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/chores': json(200, { n: 3 }),
      'POST /api/auth/sign-out': json(200, { success: true }),
    });
    const view = renderRoutes(
      [
        { path: '/chores', element: <Chores /> },
        {
          path: '/welcome',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 60));
            return { element: <Here name="welcome" /> };
          },
        },
      ],
      '/chores',
    );
    expect(await screen.findByText('chores:3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('page:welcome')).toBeInTheDocument();
    expect(await screen.findByText(strings.auth.signedOutTitle)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chores')).toHaveLength(1);
    // Gone from the cache once the page let go of it.
    await waitFor(() => expect(view.queryClient.getQueryData(['chores'])).toBeUndefined());
  });

  it('holds a page that mounts during the sign-out round trip: its read never leaves', async () => {
    const { api, answerSignOut } = slowSignOut();
    renderRoutes(
      [
        { path: '/profile', element: <ChoresOpenedLate /> },
        { path: '/welcome', element: <Here name="welcome" /> },
      ],
      '/profile',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1));
    // The chores page mounts while the server is still signing out.
    await userEvent.click(screen.getByRole('button', { name: 'Open chores' }));
    answerSignOut(json(200, { success: true }));
    expect(await screen.findByText('page:welcome')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chores')).toHaveLength(0);
  });

  it('lets held reads go ahead when the sign-out failed', async () => {
    const { api, answerSignOut } = slowSignOut();
    renderRoutes([{ path: '/profile', element: <ChoresOpenedLate /> }], '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Open chores' }));
    expect(api.callsTo('GET', '/api/chores')).toHaveLength(0);
    answerSignOut(apiError(500, 'internal_error', 'The database is resting'));
    expect(await screen.findByText('chores:3')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chores')).toHaveLength(1);
  });
});
