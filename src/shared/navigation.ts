/**
 * Navigation rules of SPEC.md sections 2 and 6, as data: the bottom tabs and
 * side-menu items each role sees and where the shell's chrome shows; who may
 * open what is in route-guard.ts. The web shell renders from these. Pure: no
 * React, no DOM.
 */
import { matchRoute, type RouteId, type ViewerRole } from './routes';
import { strings } from './strings';

// ---------------------------------------------------------------------------
// Bottom tab bar

export type TabId = 'home' | 'chores' | 'inbox' | 'property' | 'profile' | 'explore';

export interface TabItem {
  readonly id: TabId;
  readonly label: string;
  readonly path: string;
  /** Roles that never see this tab (SPEC 2). */
  readonly hiddenFor: readonly ViewerRole[];
  /** Routes on which this tab reads as the current one. */
  readonly activeOn: readonly RouteId[];
}

/** Every tab, in SPEC order: Home, Chores, Inbox, Property, Profile, Explore. */
export const tabs: readonly TabItem[] = Object.freeze([
  {
    id: 'home',
    label: strings.tabs.home,
    path: '/dashboard',
    hiddenFor: [],
    activeOn: ['dashboard'],
  },
  {
    id: 'chores',
    label: strings.tabs.chores,
    path: '/chores',
    hiddenFor: [],
    activeOn: ['chores', 'choreDetails', 'addChore', 'editChore'],
  },
  {
    id: 'inbox',
    label: strings.tabs.inbox,
    path: '/messages',
    hiddenFor: [],
    activeOn: ['messages', 'chat'],
  },
  {
    id: 'property',
    label: strings.tabs.property,
    path: '/properties',
    hiddenFor: ['helper'],
    activeOn: [
      'properties',
      'propertyDetails',
      'propertyOnboarding',
      'addProperty',
      'editProperty',
      'sendAgreement',
      'reviewAgreement',
      'propertyRequests',
    ],
  },
  {
    id: 'profile',
    label: strings.tabs.profile,
    path: '/profile',
    hiddenFor: [],
    activeOn: ['profile', 'settings'],
  },
  {
    id: 'explore',
    label: strings.tabs.explore,
    path: '/explore',
    hiddenFor: ['host'],
    activeOn: ['explore', 'saved', 'joinProperty', 'joinPropertyWithCode'],
  },
] satisfies TabItem[]);

/** The tabs a viewer sees, in order; nobody signed in sees none. */
export function tabsFor(role: ViewerRole): readonly TabItem[] {
  if (role === 'anonymous') return [];
  return tabs.filter((tab) => !tab.hiddenFor.includes(role));
}

/** The tab that reads as current on `pathname`, if any. */
export function activeTabId(pathname: string): TabId | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  return tabs.find((tab) => tab.activeOn.includes(match.route.id))?.id ?? null;
}

/** Paths on which the tab bar never shows, whoever is signed in (SPEC 2). */
export const TAB_BAR_HIDDEN_PATHS: readonly string[] = Object.freeze([
  '/',
  '/welcome',
  '/login',
  '/signup',
  '/role-select',
  '/signup/details',
]);

const normalise = (pathname: string) => {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
};

export interface ShellChrome {
  /** The page is framed by the app shell (a signed-in viewer on an in-shell route). */
  readonly shell: boolean;
  /** Header with menu button, title and bell. */
  readonly header: boolean;
  /** Bottom tab bar (phones; the desktop shows the side bar instead). */
  readonly tabBar: boolean;
}

/**
 * What of the shell shows on `pathname`: nothing for signed-out viewers, on
 * pages outside the shell and on unknown paths; no header and no tabs on chat
 * pages (SPEC 2).
 */
export function shellChrome(pathname: string, role: ViewerRole): ShellChrome {
  const route = matchRoute(pathname)?.route;
  const shell = role !== 'anonymous' && route?.inShell === true;
  const header = shell && route?.chrome === 'full';
  const tabBar = header && !TAB_BAR_HIDDEN_PATHS.includes(normalise(pathname));
  return { shell, header, tabBar };
}

// ---------------------------------------------------------------------------
// Side drawer menus

export type MenuItem =
  | {
      readonly kind: 'link';
      readonly id: string;
      readonly label: string;
      readonly path: string;
      /** A small tag beside the label (SPEC 2: View Helpers is marked Host). */
      readonly marker?: string;
      /** A live figure beside the label (SPEC 2: the helper's points). */
      readonly badge?: 'points';
    }
  | { readonly kind: 'logout'; readonly id: 'logout'; readonly label: string };

const host = strings.drawer.host;
const helper = strings.drawer.helper;

/** SPEC 2, in order. */
export const hostMenu: readonly MenuItem[] = Object.freeze([
  { kind: 'link', id: 'dashboard', label: host.dashboard, path: '/dashboard' },
  { kind: 'link', id: 'chores', label: host.chores, path: '/chores' },
  { kind: 'link', id: 'messages', label: host.messages, path: '/messages' },
  { kind: 'link', id: 'properties', label: host.properties, path: '/properties' },
  { kind: 'link', id: 'exchangeSetup', label: host.exchangeSetup, path: '/exchange-setup' },
  {
    kind: 'link',
    id: 'viewHelpers',
    label: host.viewHelpers,
    path: '/helpers',
    marker: host.hostMarker,
  },
  { kind: 'link', id: 'manageHelpers', label: host.manageHelpers, path: '/manage-helpers' },
  // Issue 14: not in SPEC 2's list; both roles review their finished stays.
  { kind: 'link', id: 'reviews', label: 'Reviews', path: '/reviews' },
  { kind: 'link', id: 'profile', label: host.profileAndSettings, path: '/profile' },
  { kind: 'link', id: 'terms', label: host.terms, path: '/terms' },
  { kind: 'logout', id: 'logout', label: host.logout },
] satisfies MenuItem[]);

/** SPEC 2, in order. */
export const helperMenu: readonly MenuItem[] = Object.freeze([
  {
    kind: 'link',
    id: 'rewards',
    label: helper.rewardsAndPoints,
    path: '/rewards',
    badge: 'points',
  },
  { kind: 'link', id: 'myProperties', label: helper.myProperties, path: '/properties' },
  { kind: 'link', id: 'findProperties', label: helper.findProperties, path: '/explore' },
  // Issue 18: not in SPEC 2's list; the properties saved from Explore.
  { kind: 'link', id: 'saved', label: 'Saved', path: '/saved' },
  { kind: 'link', id: 'reviews', label: 'Reviews', path: '/reviews' },
  { kind: 'link', id: 'profile', label: helper.profileAndSettings, path: '/profile' },
  { kind: 'link', id: 'terms', label: helper.terms, path: '/terms' },
  { kind: 'logout', id: 'logout', label: helper.logout },
] satisfies MenuItem[]);

/**
 * A signed-in account that has not chosen a role yet (SPEC leaves its menu
 * open): the way to choose one, and the pages every account may open.
 */
export const noRoleMenu: readonly MenuItem[] = Object.freeze([
  { kind: 'link', id: 'dashboard', label: host.dashboard, path: '/dashboard' },
  { kind: 'link', id: 'chooseRole', label: 'Choose your role', path: '/role-select' },
  { kind: 'link', id: 'profile', label: strings.tabs.profile, path: '/profile' },
  { kind: 'link', id: 'terms', label: host.terms, path: '/terms' },
  { kind: 'logout', id: 'logout', label: host.logout },
] satisfies MenuItem[]);

/** The drawer menu a viewer sees; nobody signed in has none. */
export function menuFor(role: ViewerRole): readonly MenuItem[] {
  switch (role) {
    case 'host':
      return hostMenu;
    case 'helper':
      return helperMenu;
    case 'user':
      return noRoleMenu;
    case 'anonymous':
      return [];
  }
}

/** A menu link reads as current on its own path and the pages beneath it. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  const current = normalise(pathname);
  const item = normalise(itemPath);
  return current === item || current.startsWith(`${item}/`);
}
