import { strings } from '@shared/strings';
import { screen, waitFor } from '@testing-library/react';
import {
  Here,
  json,
  mockApi,
  profileFixture,
  renderRoutes,
  sessionReply,
} from '@tests/web/auth-support';
import { PROFILE_GATE_KEY } from '@web/lib/session/local-user-state';
import type { Session } from '@web/lib/session/session';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isProfileGateSkipped, ProfileGate, profileGateDecision } from './profile-gate';

const signedIn: Session = {
  status: 'signed-in',
  user: {
    id: 'u-1',
    email: 'sam@example.com',
    role: 'host',
    fullName: null,
    sessionId: 's-1',
    twoFactorEnabled: false,
    emailVerified: true,
  },
};

describe('profileGateDecision (SPEC 4)', () => {
  const incomplete = { fullName: 'Sam', bio: '  ' };
  const complete = { fullName: 'Sam', bio: 'Gardener' };

  it('skips when nobody is signed in', () => {
    for (const status of ['loading', 'signed-out'] as const) {
      expect(
        profileGateDecision({
          session: { status, user: null },
          pathname: '/dashboard',
          doneThisSession: false,
          profile: incomplete,
        }),
      ).toBe('skip');
    }
  });

  it('skips on the sign-up and login pages', () => {
    for (const pathname of ['/signup', '/signup/details', '/login', '/role-select', '/Login/']) {
      expect(isProfileGateSkipped(pathname)).toBe(true);
      expect(
        profileGateDecision({
          session: signedIn,
          pathname,
          doneThisSession: false,
          profile: incomplete,
        }),
      ).toBe('skip');
    }
    expect(isProfileGateSkipped('/dashboard')).toBe(false);
    expect(isProfileGateSkipped('/signup/other')).toBe(false);
  });

  it('runs once per session', () => {
    expect(
      profileGateDecision({
        session: signedIn,
        pathname: '/dashboard',
        doneThisSession: true,
        profile: incomplete,
      }),
    ).toBe('skip');
  });

  it('waits for the profile, then needs both full name and bio', () => {
    const at = (profile: { fullName: string | null; bio: string | null } | undefined) =>
      profileGateDecision({
        session: signedIn,
        pathname: '/chores',
        doneThisSession: false,
        profile,
      });
    expect(at(undefined)).toBe('wait');
    expect(at(complete)).toBe('complete');
    expect(at(incomplete)).toBe('incomplete');
    expect(at({ fullName: null, bio: 'Gardener' })).toBe('incomplete');
  });
});

function GateLayout() {
  return (
    <>
      <ProfileGate />
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <GateLayout />,
    children: [
      { path: '/dashboard', element: <Here name="dashboard" /> },
      { path: '/chores', element: <Here name="chores" /> },
      { path: '/signup/details', element: <Here name="details" /> },
      { path: '/login', element: <Here name="login" /> },
    ],
  },
];

describe('useProfileGate', () => {
  it('sends an incomplete profile to /signup/details with the toast, once', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host', { sessionId: 'sess-a' })),
      'GET /api/profile': json(200, profileFixture({ bio: null, isComplete: false })),
    });
    const view = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('page:details')).toBeInTheDocument();
    expect(view.location()).toBe('/signup/details');
    expect(await screen.findByText(strings.profileGate.title)).toBeInTheDocument();
    expect(screen.getByText(strings.profileGate.description)).toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_GATE_KEY)).toBe('sess-a');

    // Once per session: leaving the details page is allowed.
    await view.router.navigate('/chores');
    expect(await screen.findByText('page:chores')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/profile')).toHaveLength(1);
  });

  it('keeps where the user was going', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper', { sessionId: 'sess-b' })),
      'GET /api/profile': json(200, profileFixture({ fullName: null, isComplete: false })),
    });
    const view = renderRoutes(routes, '/chores?x=1');
    await screen.findByText('page:details');
    expect(view.location()).toBe('/signup/details?redirect=%2Fchores%3Fx%3D1');
  });

  it('lets a complete profile through', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host', { sessionId: 'sess-c' })),
      'GET /api/profile': json(200, profileFixture()),
    });
    const view = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(localStorage.getItem(PROFILE_GATE_KEY)).toBe('sess-c'));
    expect(view.location()).toBe('/dashboard');
    expect(screen.queryByText(strings.profileGate.title)).not.toBeInTheDocument();
  });

  it('does not run on the login page, nor when signed out', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': json(200, null) });
    const view = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('page:dashboard')).toBeInTheDocument();
    await view.router.navigate('/login');
    await screen.findByText('page:login');
    expect(api.callsTo('GET', '/api/profile')).toHaveLength(0);
  });
});
