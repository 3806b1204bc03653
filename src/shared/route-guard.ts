/**
 * Who may open what (SPEC 6): the shell-level path checks and the guard that
 * combines them with the route table. Apart from the tabs and menus of
 * navigation.ts, so the first paint's code (the route gate) carries the guard
 * without the menus (decision 151). Pure: no React, no DOM.
 */

import { accessStrings } from './access-strings';
import { type AppRoute, accessDeniedPath, canOpen, loginPath, type ViewerRole } from './routes';

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
  title: accessStrings.restrictedTitle,
  description: accessStrings.hostsOnly,
});
const helpersOnlyToast: ToastMessage = Object.freeze({
  title: accessStrings.restrictedTitle,
  description: accessStrings.helpersOnly,
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
