import { describe, expect, it } from 'vitest';
import {
  type AccessDecision,
  accessDeniedPath,
  canOpen,
  loginPath,
  matchRoute,
  type RouteId,
  routeById,
  routes,
  routeTitle,
  safeRedirectPath,
} from './routes';

// Every route, a concrete URL for it, and what anonymous / user (no role yet) /
// host / helper get. Written out by hand from SPEC.md section 2 and 6.
const table: Array<
  [RouteId, string, [AccessDecision, AccessDecision, AccessDecision, AccessDecision]]
> = [
  ['landing', '/', ['ok', 'ok', 'ok', 'ok']],
  ['welcome', '/welcome', ['ok', 'ok', 'ok', 'ok']],
  ['login', '/login', ['ok', 'ok', 'ok', 'ok']],
  ['signup', '/signup', ['ok', 'ok', 'ok', 'ok']],
  ['roleSelect', '/role-select', ['ok', 'ok', 'ok', 'ok']],
  ['resetPassword', '/reset-password', ['ok', 'ok', 'ok', 'ok']],
  ['stopInvitations', '/invitations/stop', ['ok', 'ok', 'ok', 'ok']],
  ['emailChangeUndo', '/email-change/undo', ['ok', 'ok', 'ok', 'ok']],
  ['privacy', '/privacy', ['ok', 'ok', 'ok', 'ok']],
  ['signupDetails', '/signup/details', ['login', 'ok', 'ok', 'ok']],
  ['dashboard', '/dashboard', ['login', 'ok', 'ok', 'ok']],
  ['notifications', '/notifications', ['login', 'ok', 'ok', 'ok']],
  ['messages', '/messages', ['login', 'ok', 'ok', 'ok']],
  ['profile', '/profile', ['login', 'ok', 'ok', 'ok']],
  ['explore', '/explore', ['login', 'ok', 'ok', 'ok']],
  ['exchangeSetup', '/exchange-setup', ['login', 'ok', 'ok', 'ok']],
  ['chores', '/chores', ['login', 'ok', 'ok', 'ok']],
  ['reviews', '/reviews', ['login', 'ok', 'ok', 'ok']],
  ['writeReview', '/reviews/write/s-1', ['login', 'ok', 'ok', 'ok']],
  ['choreDetails', '/chores/c-1', ['login', 'ok', 'ok', 'ok']],
  ['admin', '/admin', ['login', 'ok', 'ok', 'ok']],
  ['chat', '/chat/conv-1', ['login', 'ok', 'ok', 'ok']],
  ['properties', '/properties', ['login', 'ok', 'ok', 'ok']],
  ['propertyDetails', '/properties/p-1', ['login', 'ok', 'ok', 'ok']],
  ['propertyOnboarding', '/properties/p-1/onboarding', ['login', 'ok', 'ok', 'ok']],
  ['helpers', '/helpers', ['login', 'denied', 'ok', 'denied']],
  ['helperDetails', '/helpers/h-1', ['login', 'denied', 'ok', 'denied']],
  ['manageHelpers', '/manage-helpers', ['login', 'denied', 'ok', 'denied']],
  ['terms', '/terms', ['ok', 'ok', 'ok', 'ok']],
  ['addChore', '/chores/add', ['login', 'denied', 'ok', 'denied']],
  ['editChore', '/edit-chore/c-1', ['login', 'denied', 'ok', 'denied']],
  ['addProperty', '/properties/add', ['login', 'denied', 'ok', 'denied']],
  ['editProperty', '/properties/p-1/edit', ['login', 'denied', 'ok', 'denied']],
  ['sendAgreement', '/properties/p-1/send-agreement/h-1', ['login', 'denied', 'ok', 'denied']],
  ['reviewAgreement', '/properties/p-1/review-agreement/h-1', ['login', 'denied', 'ok', 'denied']],
  ['propertyRequests', '/properties/p-1/requests', ['login', 'denied', 'ok', 'denied']],
  ['settings', '/profile/settings', ['login', 'denied', 'ok', 'denied']],
  ['rewards', '/rewards', ['login', 'denied', 'denied', 'ok']],
  ['saved', '/saved', ['login', 'denied', 'denied', 'ok']],
  ['agreementForm', '/properties/p-1/agreement-form', ['login', 'denied', 'denied', 'ok']],
  ['joinProperty', '/properties/join', ['login', 'denied', 'denied', 'ok']],
  ['joinPropertyWithCode', '/properties/join/ABC123', ['login', 'denied', 'denied', 'ok']],
];

describe('route table', () => {
  it('covers every route exactly once', () => {
    expect(table.map(([id]) => id).sort()).toEqual(routes.map((route) => route.id).sort());
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it.each(table)('%s (%s) opens as anonymous/user/host/helper = %j', (id, url, expected) => {
    const match = matchRoute(url);
    expect(match?.route.id).toBe(id);
    const route = routeById[id];
    expect([
      canOpen(route, 'anonymous'),
      canOpen(route, 'user'),
      canOpen(route, 'host'),
      canOpen(route, 'helper'),
    ]).toEqual(expected);
  });

  it('uses the SPEC titles', () => {
    const titles = Object.fromEntries(routes.map((route) => [route.id, route.title]));
    expect(titles).toMatchObject({
      dashboard: 'Dashboard',
      chores: 'Chores',
      addChore: 'Add Chore',
      messages: 'Messages',
      properties: 'Properties',
      addProperty: 'Add Property',
      propertyDetails: 'Property Details',
      joinProperty: 'Join Property',
      helpers: 'Helpers',
      helperDetails: 'Helper Details',
      profile: 'Profile',
      editChore: 'Edit Chore',
      explore: 'Find Properties',
      rewards: 'Rewards & Points',
      reviews: 'Reviews',
      writeReview: 'Write a review',
      terms: 'App Terms and Conditions',
    });
    expect(routeTitle(routeById.properties, 'helper')).toBe('My Properties');
    expect(routeTitle(routeById.properties, 'host')).toBe('Properties');
    expect(routeTitle(routeById.chores, 'helper')).toBe('Chores');
  });

  it('places routes in or out of the shell as SPEC section 2 says', () => {
    const outside = routes.filter((route) => !route.inShell).map((route) => route.path);
    expect(outside.sort()).toEqual(
      [
        '/',
        '/login',
        '/reset-password',
        '/invitations/stop',
        '/email-change/undo',
        '/role-select',
        '/signup',
        '/signup/details',
        '/welcome',
      ].sort(),
    );
    const bare = routes.filter((route) => route.inShell && route.chrome === 'none');
    expect(bare.map((route) => route.id)).toEqual(['chat']);
    expect(routeById.signupDetails.access).toBe('signed-in');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(routes)).toBe(true);
    expect(Object.isFrozen(routes[0])).toBe(true);
  });
});

describe('matchRoute', () => {
  it('returns decoded params', () => {
    expect(matchRoute('/properties/p%201/send-agreement/h-9')).toEqual({
      route: routeById.sendAgreement,
      params: { propertyId: 'p 1', helperId: 'h-9' },
    });
    expect(matchRoute('/properties/join/XY-12')?.params).toEqual({ inviteCode: 'XY-12' });
  });

  it('prefers static segments over params', () => {
    expect(matchRoute('/chores/add')?.route.id).toBe('addChore');
    expect(matchRoute('/chores/adder')?.route.id).toBe('choreDetails');
    expect(matchRoute('/properties/add')?.route.id).toBe('addProperty');
    expect(matchRoute('/properties/join')?.route.id).toBe('joinProperty');
    expect(matchRoute('/properties/joined')?.route.id).toBe('propertyDetails');
  });

  it('ignores a trailing slash and the case of static segments', () => {
    expect(matchRoute('/dashboard/')?.route.id).toBe('dashboard');
    expect(matchRoute('/Dashboard')?.route.id).toBe('dashboard');
    expect(matchRoute('')?.route.id).toBe('landing');
  });

  it('keeps a malformed escape as it is', () => {
    expect(matchRoute('/chores/%E0%A4%A')?.params).toEqual({ choreId: '%E0%A4%A' });
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/chores/1/2')).toBeNull();
    expect(matchRoute('/properties/p-1/unknown')).toBeNull();
    expect(matchRoute('/manage-helpers/extra')).toBeNull();
  });
});

describe('redirect helpers', () => {
  it('builds the login and access-denied targets', () => {
    expect(loginPath('/dashboard?x=1')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    expect(accessDeniedPath('/chores/add')).toBe('/dashboard?access=denied&route=%2Fchores%2Fadd');
  });

  it.each([
    ['/chores?x=1', '/chores?x=1'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['', '/dashboard'],
    [null, '/dashboard'],
  ])('safeRedirectPath(%j) is %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
