/**
 * The route table of SPEC.md section 2, as data. The web router is built from
 * it and the server can check the same rules; nothing else lists routes.
 */

/** Who may open a route. */
export type RouteAccess = 'public' | 'signed-in' | 'host' | 'helper';

/** Who is looking: nobody, a signed-in account without a role yet, or a role. */
export type ViewerRole = 'anonymous' | 'user' | 'host' | 'helper';

/** What the guard does with a viewer: show the page, send to /login, or refuse. */
export type AccessDecision = 'ok' | 'login' | 'denied';

export interface RouteDefinition {
  /** Stable name used in code (`routeById.choreDetails`). */
  readonly id: string;
  /** react-router style pattern: static segments and `:param` segments. */
  readonly path: string;
  /** Header and document title. */
  readonly title: string;
  /** Title shown to helpers where it differs (SPEC 2: "My Properties"). */
  readonly helperTitle?: string;
  readonly access: RouteAccess;
  /** Rendered inside the app shell (header, drawer, tab bar). */
  readonly inShell: boolean;
  /** In the shell: 'full' shows header and tab bar, 'none' hides both (chat). */
  readonly chrome: 'full' | 'none';
}

const define = <const T extends readonly RouteDefinition[]>(table: T) =>
  Object.freeze(table.map((route) => Object.freeze({ ...route }))) as unknown as T;

const publicPage = { access: 'public', inShell: false, chrome: 'none' } as const;
const shellPage = <A extends RouteAccess>(access: A) =>
  ({ access, inShell: true, chrome: 'full' }) as const;

export const routes = define([
  // Public, outside the shell.
  { id: 'landing', path: '/', title: 'Homestay', ...publicPage },
  { id: 'welcome', path: '/welcome', title: 'Welcome', ...publicPage },
  { id: 'login', path: '/login', title: 'Log in', ...publicPage },
  { id: 'signup', path: '/signup', title: 'Sign up', ...publicPage },
  { id: 'roleSelect', path: '/role-select', title: 'Choose your role', ...publicPage },
  { id: 'resetPassword', path: '/reset-password', title: 'Reset password', ...publicPage },
  // The stop link of every invitation mail (issue 24): no account needed.
  {
    id: 'stopInvitations',
    path: '/invitations/stop',
    title: 'Stop invitations',
    ...publicPage,
  },

  // The "This wasn't me" link mailed to the old address after an email change
  // (issue 19): no account needed, the link's token is the proof.
  {
    id: 'emailChangeUndo',
    path: '/email-change/undo',
    title: 'Restore your email',
    ...publicPage,
  },

  // Signed in, outside the shell.
  {
    id: 'signupDetails',
    path: '/signup/details',
    title: 'Your details',
    access: 'signed-in',
    inShell: false,
    chrome: 'none',
  },

  // Signed in, inside the shell.
  { id: 'dashboard', path: '/dashboard', title: 'Dashboard', ...shellPage('signed-in') },
  {
    id: 'notifications',
    path: '/notifications',
    title: 'Notifications',
    ...shellPage('signed-in'),
  },
  { id: 'messages', path: '/messages', title: 'Messages', ...shellPage('signed-in') },
  { id: 'profile', path: '/profile', title: 'Profile', ...shellPage('signed-in') },
  // SPEC lists Explore as signed in (only the menu hides it from hosts).
  { id: 'explore', path: '/explore', title: 'Find Properties', ...shellPage('signed-in') },
  {
    id: 'exchangeSetup',
    path: '/exchange-setup',
    title: 'Exchange Setup',
    ...shellPage('signed-in'),
  },
  { id: 'chores', path: '/chores', title: 'Chores', ...shellPage('signed-in') },
  // Issue 14: both sides of a finished stay review each other.
  { id: 'reviews', path: '/reviews', title: 'Reviews', ...shellPage('signed-in') },
  {
    id: 'writeReview',
    path: '/reviews/write/:stayId',
    title: 'Write a review',
    ...shellPage('signed-in'),
  },
  {
    id: 'choreDetails',
    path: '/chores/:choreId',
    title: 'Chore Details',
    ...shellPage('signed-in'),
  },
  // Issue 15: the operators' moderation desk. The router shows it only to
  // operators (GET /api/admin/me); anyone else gets the not-found page.
  { id: 'admin', path: '/admin', title: 'Moderation', ...shellPage('signed-in') },
  // SPEC writes /chat/{messageId}; the id names a conversation.
  {
    id: 'chat',
    path: '/chat/:conversationId',
    title: 'Chat',
    access: 'signed-in',
    inShell: true,
    chrome: 'none',
  },
  {
    id: 'properties',
    path: '/properties',
    title: 'Properties',
    helperTitle: 'My Properties',
    ...shellPage('signed-in'),
  },
  {
    id: 'propertyDetails',
    path: '/properties/:propertyId',
    title: 'Property Details',
    ...shellPage('signed-in'),
  },
  {
    id: 'propertyOnboarding',
    path: '/properties/:propertyId/onboarding',
    title: 'Onboarding',
    ...shellPage('signed-in'),
  },
  // SPEC 6: the shell sends non-hosts away from any path containing /helpers,
  // so the helper pages are host-only in effect; the table says so outright.
  { id: 'helpers', path: '/helpers', title: 'Helpers', ...shellPage('host') },
  {
    id: 'helperDetails',
    path: '/helpers/:helperId',
    title: 'Helper Details',
    ...shellPage('host'),
  },
  {
    id: 'manageHelpers',
    path: '/manage-helpers',
    title: 'Manage Helpers',
    ...shellPage('host'),
  },
  // SPEC leaves the guard of /terms open; public, so anyone can read the terms.
  {
    id: 'terms',
    path: '/terms',
    title: 'App Terms and Conditions',
    ...shellPage('public'),
  },
  // Issue 19: what is kept, why, for how long; public like the terms.
  { id: 'privacy', path: '/privacy', title: 'Privacy', ...shellPage('public') },

  // Host only.
  { id: 'addChore', path: '/chores/add', title: 'Add Chore', ...shellPage('host') },
  { id: 'editChore', path: '/edit-chore/:choreId', title: 'Edit Chore', ...shellPage('host') },
  { id: 'addProperty', path: '/properties/add', title: 'Add Property', ...shellPage('host') },
  // Not in SPEC's list; issue 5's "/properties/add and edit" needs an address for edit.
  {
    id: 'editProperty',
    path: '/properties/:propertyId/edit',
    title: 'Edit Property',
    ...shellPage('host'),
  },
  {
    id: 'sendAgreement',
    path: '/properties/:propertyId/send-agreement/:helperId',
    title: 'Send Agreement',
    ...shellPage('host'),
  },
  {
    id: 'reviewAgreement',
    path: '/properties/:propertyId/review-agreement/:helperId',
    title: 'Review Agreement',
    ...shellPage('host'),
  },
  {
    id: 'propertyRequests',
    path: '/properties/:propertyId/requests',
    title: 'Stay Requests',
    ...shellPage('host'),
  },
  { id: 'settings', path: '/profile/settings', title: 'Settings', ...shellPage('host') },

  // Helper only.
  { id: 'rewards', path: '/rewards', title: 'Rewards & Points', ...shellPage('helper') },
  // Issue 18: the properties a helper saved from Explore.
  { id: 'saved', path: '/saved', title: 'Saved', ...shellPage('helper') },
  {
    id: 'agreementForm',
    path: '/properties/:propertyId/agreement-form',
    title: 'Agreement',
    ...shellPage('helper'),
  },
  {
    id: 'joinProperty',
    path: '/properties/join',
    title: 'Join Property',
    ...shellPage('helper'),
  },
  {
    id: 'joinPropertyWithCode',
    path: '/properties/join/:inviteCode',
    title: 'Join Property',
    ...shellPage('helper'),
  },
] as const);

export type AppRoute = (typeof routes)[number];
export type RouteId = AppRoute['id'];

export const routeById = Object.freeze(
  Object.fromEntries(routes.map((route) => [route.id, route])),
) as { readonly [Id in RouteId]: Extract<AppRoute, { id: Id }> };

export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: Readonly<Record<string, string>>;
}

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const compiled = routes.map((route) => ({ route, segments: splitPath(route.path) }));

/**
 * Finds the route for a pathname (no query or hash), with its decoded params.
 * Like react-router: static segments are case-insensitive, a trailing slash is
 * ignored, and a static segment outranks a `:param` in the same place
 * (`/chores/add` is Add Chore, not a chore with id "add").
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  let best: { match: RouteMatch; rank: number[] } | null = null;

  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const rank: number[] = [];
    let matched = true;
    for (const [index, segment] of segments.entries()) {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = safeDecode(part);
        rank.push(0);
      } else if (segment.toLowerCase() === part.toLowerCase()) {
        rank.push(1);
      } else {
        matched = false;
        break;
      }
    }
    if (matched && (best === null || outranks(rank, best.rank))) {
      best = { match: { route, params: Object.freeze(params) }, rank };
    }
  }
  return best?.match ?? null;
}

function outranks(rank: readonly number[], other: readonly number[]): boolean {
  for (const [index, value] of rank.entries()) {
    const otherValue = other[index] ?? 0;
    if (value !== otherValue) return value > otherValue;
  }
  return false;
}

/** The access rule: may this viewer open this route, or where do they go instead. */
export function canOpen(route: Pick<RouteDefinition, 'access'>, role: ViewerRole): AccessDecision {
  switch (route.access) {
    case 'public':
      return 'ok';
    case 'signed-in':
      return role === 'anonymous' ? 'login' : 'ok';
    case 'host':
    case 'helper':
      if (role === 'anonymous') return 'login';
      return role === route.access ? 'ok' : 'denied';
  }
}

/** The title a viewer sees for a route (helpers see "My Properties"). */
export function routeTitle(route: RouteDefinition, role: ViewerRole): string {
  return role === 'helper' && route.helperTitle ? route.helperTitle : route.title;
}

/** Where the login page sends a signed-out visitor of `pathAndQuery`. */
export function loginPath(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}

/** Where a viewer without the right role goes (SPEC 6). */
export function accessDeniedPath(attemptedPath: string): string {
  return `/dashboard?access=denied&route=${encodeURIComponent(attemptedPath)}`;
}

/**
 * A `redirect` query value made safe to navigate to: only same-origin paths
 * ("/x", not "//evil.example" or "https://…"); anything else gives `fallback`.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = '/dashboard',
): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
