import type { AppRoute } from '@shared/routes';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { useSession } from '@web/lib/session/session';
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { preloadedComponent } from './preloaded-component';

/** The signed-in shell, rendered at once when a route's `lazy` has fetched its code. */
const signedInShell = preloadedComponent(() => import('./signed-in-shell'));
const SignedInShell = signedInShell.Component;

/** Fetches the signed-in shell's code (kept: loading it twice costs nothing). */
export const loadSignedInShell = signedInShell.preload;

/** The route-table entry of the deepest matched route (set as `handle.route` by the router). */
function useMatchedRoute(): AppRoute | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { route?: AppRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

/**
 * The layout route of every in-shell page: the app shell when signed in; the
 * page on its own (its gate sends it to /login, or a public page frames
 * itself) when signed out; the pulsing logo while the session or the shell's
 * code loads.
 */
export function ShellLayout() {
  const session = useSession();
  const route = useMatchedRoute();
  if (session.status === 'loading') return <PulsingLogo />;
  if (session.status === 'signed-out' || !route) return <Outlet />;
  return (
    <Suspense fallback={<PulsingLogo />}>
      <SignedInShell user={session.user} route={route} />
    </Suspense>
  );
}
