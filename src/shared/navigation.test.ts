import { describe, expect, it } from 'vitest';
import {
  activeTabId,
  helperMenu,
  hostMenu,
  isActivePath,
  menuFor,
  noRoleMenu,
  shellChrome,
  type TabId,
  tabsFor,
} from './navigation';
import { type GuardOutcome, guardRoute, shellCheck } from './route-guard';
import { canOpen, matchRoute, type RouteId, routes, type ViewerRole } from './routes';

const roles: ViewerRole[] = ['anonymous', 'user', 'host', 'helper'];

type Kind = GuardOutcome['kind'] | 'toast+redirect';
type Row = [
  RouteId,
  string,
  /** Guard outcome for anonymous, user, host, helper. */
  [Kind, Kind, Kind, Kind],
  /** Chrome for a signed-in viewer: 'none' (outside the shell), 'bare' (shell, no header), 'full'. */
  'none' | 'bare' | 'full',
  /** The tab that reads as current. */
  TabId | null,
];

// Every route with a concrete URL, written out by hand from SPEC.md sections 2 and 6.
// 'toast+redirect' is the shell-level hosts-only check; 'restricted' the join banner.
const table: Row[] = [
  ['landing', '/', ['show', 'show', 'show', 'show'], 'none', null],
  ['welcome', '/welcome', ['show', 'show', 'show', 'show'], 'none', null],
  ['login', '/login', ['show', 'show', 'show', 'show'], 'none', null],
  ['signup', '/signup', ['show', 'show', 'show', 'show'], 'none', null],
  ['roleSelect', '/role-select', ['show', 'show', 'show', 'show'], 'none', null],
  ['resetPassword', '/reset-password', ['show', 'show', 'show', 'show'], 'none', null],
  ['stopInvitations', '/invitations/stop', ['show', 'show', 'show', 'show'], 'none', null],
  ['emailChangeUndo', '/email-change/undo', ['show', 'show', 'show', 'show'], 'none', null],
  ['signupDetails', '/signup/details', ['login', 'show', 'show', 'show'], 'none', null],
  ['dashboard', '/dashboard', ['login', 'show', 'show', 'show'], 'full', 'home'],
  ['notifications', '/notifications', ['login', 'show', 'show', 'show'], 'full', null],
  ['messages', '/messages', ['login', 'show', 'show', 'show'], 'full', 'inbox'],
  ['profile', '/profile', ['login', 'show', 'show', 'show'], 'full', 'profile'],
  ['explore', '/explore', ['login', 'show', 'show', 'show'], 'full', 'explore'],
  ['exchangeSetup', '/exchange-setup', ['login', 'show', 'show', 'show'], 'full', null],
  ['chores', '/chores', ['login', 'show', 'show', 'show'], 'full', 'chores'],
  ['reviews', '/reviews', ['login', 'show', 'show', 'show'], 'full', null],
  ['writeReview', '/reviews/write/s-1', ['login', 'show', 'show', 'show'], 'full', null],
  ['choreDetails', '/chores/c-1', ['login', 'show', 'show', 'show'], 'full', 'chores'],
  // The route table's rule; the web router adds the operators-only gate (issue 15).
  ['admin', '/admin', ['login', 'show', 'show', 'show'], 'full', null],
  ['chat', '/chat/conv-1', ['login', 'show', 'show', 'show'], 'bare', 'inbox'],
  ['properties', '/properties', ['login', 'show', 'show', 'show'], 'full', 'property'],
  ['propertyDetails', '/properties/p-1', ['login', 'show', 'show', 'show'], 'full', 'property'],
  [
    'propertyOnboarding',
    '/properties/p-1/onboarding',
    ['login', 'show', 'show', 'show'],
    'full',
    'property',
  ],
  ['helpers', '/helpers', ['login', 'toast+redirect', 'show', 'toast+redirect'], 'full', null],
  [
    'helperDetails',
    '/helpers/h-1',
    ['login', 'toast+redirect', 'show', 'toast+redirect'],
    'full',
    null,
  ],
  ['manageHelpers', '/manage-helpers', ['login', 'redirect', 'show', 'redirect'], 'full', null],
  ['terms', '/terms', ['show', 'show', 'show', 'show'], 'full', null],
  ['privacy', '/privacy', ['show', 'show', 'show', 'show'], 'full', null],
  [
    'addChore',
    '/chores/add',
    ['login', 'toast+redirect', 'show', 'toast+redirect'],
    'full',
    'chores',
  ],
  [
    'editChore',
    '/edit-chore/c-1',
    ['login', 'toast+redirect', 'show', 'toast+redirect'],
    'full',
    'chores',
  ],
  [
    'addProperty',
    '/properties/add',
    ['login', 'toast+redirect', 'show', 'toast+redirect'],
    'full',
    'property',
  ],
  [
    'editProperty',
    '/properties/p-1/edit',
    ['login', 'redirect', 'show', 'redirect'],
    'full',
    'property',
  ],
  [
    'sendAgreement',
    '/properties/p-1/send-agreement/h-1',
    ['login', 'redirect', 'show', 'redirect'],
    'full',
    'property',
  ],
  [
    'reviewAgreement',
    '/properties/p-1/review-agreement/h-1',
    ['login', 'redirect', 'show', 'redirect'],
    'full',
    'property',
  ],
  [
    'propertyRequests',
    '/properties/p-1/requests',
    ['login', 'redirect', 'show', 'redirect'],
    'full',
    'property',
  ],
  ['settings', '/profile/settings', ['login', 'redirect', 'show', 'redirect'], 'full', 'profile'],
  ['rewards', '/rewards', ['login', 'redirect', 'redirect', 'show'], 'full', null],
  ['saved', '/saved', ['login', 'redirect', 'redirect', 'show'], 'full', 'explore'],
  [
    'agreementForm',
    '/properties/p-1/agreement-form',
    ['login', 'redirect', 'redirect', 'show'],
    'full',
    null,
  ],
  [
    'joinProperty',
    '/properties/join',
    ['login', 'restricted', 'restricted', 'show'],
    'full',
    'explore',
  ],
  [
    'joinPropertyWithCode',
    '/properties/join/ABC123',
    ['login', 'restricted', 'restricted', 'show'],
    'full',
    'explore',
  ],
];

const kindOf = (outcome: GuardOutcome): Kind =>
  outcome.kind === 'redirect' && outcome.toast ? 'toast+redirect' : outcome.kind;

describe('navigation rules, every route x every viewer', () => {
  it('covers every route exactly once', () => {
    expect(table.map(([id]) => id).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  for (const [id, url, outcomes, chrome, tab] of table) {
    describe(`${id} (${url})`, () => {
      it('matches the route', () => {
        expect(matchRoute(url)?.route.id).toBe(id);
      });

      for (const [index, role] of roles.entries()) {
        it(`guard for ${role}: ${outcomes[index]}`, () => {
          const route = matchRoute(url)?.route;
          if (!route) throw new Error(`no route for ${url}`);
          const outcome = guardRoute(route, url, '?q=1', role);
          expect(kindOf(outcome)).toBe(outcomes[index]);

          if (outcome.kind === 'login') {
            expect(outcome.to).toBe(`/login?redirect=${encodeURIComponent(`${url}?q=1`)}`);
          }
          if (outcome.kind === 'redirect') {
            // Every role guard and the hosts-only check land on the dashboard with the query.
            expect(outcome.to).toBe(`/dashboard?access=denied&route=${encodeURIComponent(url)}`);
          }
          if (outcome.kind === 'redirect' && outcome.toast) {
            expect(outcome.toast).toEqual({
              title: 'Access Restricted',
              description: 'This feature is only available for hosts.',
            });
          }
          if (outcome.kind === 'restricted') {
            expect(outcome.toast).toEqual({
              title: 'Access Restricted',
              description: 'This feature is only available for helpers.',
            });
            expect(outcome.banner).toEqual(outcome.toast);
          }
        });

        it(`chrome for ${role}`, () => {
          const expected =
            role === 'anonymous' || chrome === 'none'
              ? { shell: false, header: false, tabBar: false }
              : chrome === 'bare'
                ? { shell: true, header: false, tabBar: false }
                : { shell: true, header: true, tabBar: true };
          expect(shellChrome(url, role)).toEqual(expected);
        });
      }

      it(`active tab: ${tab ?? 'none'}`, () => {
        expect(activeTabId(url)).toBe(tab);
      });
    });
  }

  it('shows no chrome on unknown paths', () => {
    for (const role of roles) {
      expect(shellChrome('/nope', role)).toEqual({ shell: false, header: false, tabBar: false });
    }
    expect(activeTabId('/nope')).toBeNull();
  });

  it('hides the tab bar on the SPEC paths, with or without a trailing slash or capitals', () => {
    for (const path of [
      '/',
      '/welcome',
      '/login',
      '/signup',
      '/role-select',
      '/signup/details',
      '/Welcome/',
      '/SIGNUP/details/',
    ]) {
      for (const role of roles) expect(shellChrome(path, role).tabBar).toBe(false);
    }
  });
});

describe('bottom tabs', () => {
  const labels = (role: ViewerRole) => tabsFor(role).map((tab) => tab.label);

  it('shows none when nobody is signed in', () => {
    expect(tabsFor('anonymous')).toEqual([]);
  });

  it('hides Explore from hosts', () => {
    expect(labels('host')).toEqual(['Home', 'Chores', 'Inbox', 'Property', 'Profile']);
  });

  it('hides Property from helpers', () => {
    expect(labels('helper')).toEqual(['Home', 'Chores', 'Inbox', 'Profile', 'Explore']);
  });

  it('shows all six, in SPEC order, to an account without a role', () => {
    expect(labels('user')).toEqual(['Home', 'Chores', 'Inbox', 'Property', 'Profile', 'Explore']);
  });

  it('points every tab at a page its viewer may open', () => {
    for (const role of ['user', 'host', 'helper'] as const) {
      for (const tab of tabsFor(role)) {
        const route = matchRoute(tab.path)?.route;
        expect(route, tab.path).toBeDefined();
        if (route) expect(canOpen(route, role)).toBe('ok');
      }
    }
  });
});

describe('drawer menus', () => {
  const describeMenu = (role: ViewerRole) =>
    menuFor(role).map((item) =>
      item.kind === 'logout'
        ? 'Logout'
        : `${item.label}${item.marker ? ` [${item.marker}]` : ''}${item.badge ? ` (${item.badge})` : ''}`,
    );

  it('gives hosts the host menu, in SPEC order', () => {
    expect(menuFor('host')).toBe(hostMenu);
    expect(describeMenu('host')).toEqual([
      'Dashboard',
      'Chores',
      'Messages',
      'Properties',
      'Exchange Setup',
      'View Helpers [Host]',
      'Manage Helpers',
      'Reviews',
      'Profile & Settings',
      'App Terms and Conditions',
      'Logout',
    ]);
  });

  it('gives helpers the helper menu with the points badge, in SPEC order', () => {
    expect(menuFor('helper')).toBe(helperMenu);
    expect(describeMenu('helper')).toEqual([
      'Rewards & Points (points)',
      'My Properties',
      'Find Properties',
      'Saved',
      'Reviews',
      'Profile and Settings',
      'App Terms and Conditions',
      'Logout',
    ]);
  });

  it('gives an account without a role a way to choose one, and nobody signed out a menu', () => {
    expect(menuFor('user')).toBe(noRoleMenu);
    expect(describeMenu('user')).toContain('Choose your role');
    expect(menuFor('anonymous')).toEqual([]);
  });

  it('links every menu item to a page its viewer may open', () => {
    for (const role of ['user', 'host', 'helper'] as const) {
      for (const item of menuFor(role)) {
        if (item.kind !== 'link') continue;
        const route = matchRoute(item.path)?.route;
        expect(route, item.path).toBeDefined();
        if (route) expect(guardRoute(route, item.path, '', role)).toEqual({ kind: 'show' });
      }
    }
  });

  it('reads a link as current on its own path and the pages beneath it only', () => {
    expect(isActivePath('/chores', '/chores')).toBe(true);
    expect(isActivePath('/chores', '/chores/c-1')).toBe(true);
    expect(isActivePath('/chores', '/chores-archive')).toBe(false);
    expect(isActivePath('/profile', '/Profile/')).toBe(true);
    expect(isActivePath('/dashboard', '/messages')).toBe(false);
  });
});

describe('shell-level checks (SPEC 6)', () => {
  it('matches the host parts anywhere in the path, for every non-host', () => {
    for (const path of ['/chores/add', '/x/properties/add', '/helpers/7', '/edit-chore/1']) {
      for (const role of ['user', 'helper'] as const) {
        expect(shellCheck(path, role)).toMatchObject({
          outcome: 'redirect',
          to: `/dashboard?access=denied&route=${encodeURIComponent(path)}`,
        });
      }
      expect(shellCheck(path, 'host')).toEqual({ outcome: 'allow' });
    }
  });

  it('does not read /manage-helpers as a /helpers path', () => {
    expect(shellCheck('/manage-helpers', 'helper')).toEqual({ outcome: 'allow' });
  });

  it('matches a part only where a path segment ends: an id beginning with add is a property', () => {
    const property = '/properties/add4e19c-be19-4769-b531-4d48894aa28f';
    expect(shellCheck(property, 'helper')).toEqual({ outcome: 'allow' });
    expect(shellCheck(`${property}/onboarding`, 'helper')).toEqual({ outcome: 'allow' });
    expect(shellCheck('/chores/added-later', 'helper')).toEqual({ outcome: 'allow' });
    expect(shellCheck('/properties/add/', 'helper')).toMatchObject({ outcome: 'redirect' });
    expect(shellCheck('/properties/p-1/helpers', 'helper')).toMatchObject({ outcome: 'redirect' });
  });

  it('banners the join paths for every non-helper, without a redirect', () => {
    for (const role of ['user', 'host'] as const) {
      const check = shellCheck('/properties/join/XYZ', role);
      expect(check.outcome).toBe('banner');
      expect(check).not.toHaveProperty('to');
    }
    expect(shellCheck('/properties/join', 'helper')).toEqual({ outcome: 'allow' });
  });

  it('leaves signed-out viewers to the login redirect', () => {
    expect(shellCheck('/chores/add', 'anonymous')).toEqual({ outcome: 'allow' });
    expect(shellCheck('/properties/join', 'anonymous')).toEqual({ outcome: 'allow' });
  });

  it('is case-insensitive, like the route table', () => {
    expect(shellCheck('/Chores/Add', 'helper').outcome).toBe('redirect');
    expect(shellCheck('/Properties/JOIN', 'host').outcome).toBe('banner');
  });
});
