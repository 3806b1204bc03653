/**
 * Navigation rules of SPEC.md sections 2 and 6, as data: the bottom tabs and
 * side-menu items each role sees, where the shell's chrome shows, and the
 * shell-level path checks. The web shell renders from these; the server can
 * apply the same checks. Pure: no React, no DOM.
 */
import {
  type AppRoute,
  accessDeniedPath,
  canOpen,
  loginPath,
  matchRoute,
  type RouteId,
  type ViewerRole,
} from './routes';
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

// ---------------------------------------------------------------------------
// Shell-level path checks (SPEC 6) and the guard that combines them with the
// route table.

export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}

/** Parts of a path that only hosts may open (SPEC 6, matched anywhere in the path). */
export const HOST_ONLY_PATH_PARTS: readonly string[] = Object.freeze([
  '/chores/add',
  '/properties/add',
  '/helpers',
  '/edit-chore',
]);

/** Parts of a path that only helpers may open (SPEC 6). */
export const HELPER_ONLY_PATH_PARTS: readonly string[] = Object.freeze(['/properties/join']);

const hostsOnlyToast: ToastMessage = Object.freeze({
  title: strings.access.restrictedTitle,
  description: strings.access.hostsOnly,
});
const helpersOnlyToast: ToastMessage = Object.freeze({
  title: strings.access.restrictedTitle,
  description: strings.access.helpersOnly,
});

export type ShellCheck =
  | { readonly outcome: 'allow' }
  /** Toast, then leave for the dashboard. */
  | { readonly outcome: 'redirect'; readonly to: string; readonly toast: ToastMessage }
  /** Toast, stay, and show a banner in place of the page. */
  | { readonly outcome: 'banner'; readonly toast: ToastMessage; readonly banner: ToastMessage };

const ALLOW: ShellCheck = Object.freeze({ outcome: 'allow' });

/**
 * SPEC 6's shell-level check for a signed-in viewer. A non-host on a host
 * path gets the hosts-only toast and goes to the dashboard (with the
 * access=denied query, so the dashboard can say why); a non-helper on a join
 * path gets the helpers-only toast and a banner, and stays.
 */
/**
 * Whether `part` is in `path` anywhere, ending where a path segment ends: a
 * property whose id begins with "add" (/properties/add4e19c-…) is not
 * /properties/add. CI met one: 3 hex digits out of 4,096.
 */
function hasPathPart(path: string, part: string): boolean {
  for (let at = path.indexOf(part); at !== -1; at = path.indexOf(part, at + 1)) {
    const next = path[at + part.length];
    if (next === undefined || next === '/') return true;
  }
  return false;
}

export function shellCheck(pathname: string, role: ViewerRole): ShellCheck {
  if (role === 'anonymous') return ALLOW;
  const path = pathname.toLowerCase();
  if (role !== 'host' && HOST_ONLY_PATH_PARTS.some((part) => hasPathPart(path, part))) {
    return { outcome: 'redirect', to: accessDeniedPath(pathname), toast: hostsOnlyToast };
  }
  if (role !== 'helper' && HELPER_ONLY_PATH_PARTS.some((part) => hasPathPart(path, part))) {
    return { outcome: 'banner', toast: helpersOnlyToast, banner: helpersOnlyToast };
  }
  return ALLOW;
}

export type GuardOutcome =
  | { readonly kind: 'show' }
  | { readonly kind: 'login'; readonly to: string }
  | { readonly kind: 'redirect'; readonly to: string; readonly toast: ToastMessage | null }
  | { readonly kind: 'restricted'; readonly toast: ToastMessage; readonly banner: ToastMessage };

/**
 * Everything that decides what a viewer gets on a route, in order: public
 * pages show; signed-out viewers of a protected page log in first; then the
 * shell-level check (it wins over the route table's helper-only guard on the
 * join paths, so a host opening an invite link reads why it is not for them);
 * then the route table's role guard.
 */
export function guardRoute(
  route: Pick<AppRoute, 'access'>,
  pathname: string,
  search: string,
  role: ViewerRole,
): GuardOutcome {
  if (route.access === 'public') return { kind: 'show' };
  const decision = canOpen(route, role);
  if (decision === 'login') return { kind: 'login', to: loginPath(`${pathname}${search}`) };

  const check = shellCheck(pathname, role);
  if (check.outcome === 'redirect') return { kind: 'redirect', to: check.to, toast: check.toast };
  if (check.outcome === 'banner') {
    return { kind: 'restricted', toast: check.toast, banner: check.banner };
  }

  if (decision === 'denied')
    return { kind: 'redirect', to: accessDeniedPath(pathname), toast: null };
  return { kind: 'show' };
}
