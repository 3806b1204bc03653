import { shellChrome } from '@shared/navigation';
import type { AppRoute } from '@shared/routes';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { DeletionGate } from '@web/features/account-data/deletion-gate';
import { ProfileLanguage } from '@web/features/language/components/profile-language';
import { PushResync } from '@web/features/push/components/push-resync';
import { AppShell } from '@web/features/shell/components/app-shell';
import { OfflineBanner } from '@web/lib/offline/offline-banner';
import { useSession } from '@web/lib/session/session';
import { Outlet, useLocation, useMatches } from 'react-router';

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
 * itself) when signed out; the pulsing logo while the session loads.
 */
export function ShellLayout() {
  const session = useSession();
  const route = useMatchedRoute();
  const { pathname } = useLocation();
  if (session.status === 'loading') return <PulsingLogo />;
  if (session.status === 'signed-out' || !route) return <Outlet />;
  return (
    // An account waiting for deletion sees 'Cancel deletion' instead (issue 19).
    <DeletionGate userId={session.user.id}>
      <AppShell user={session.user} route={route}>
        <OfflineBanner floating={!shellChrome(pathname, session.user.role).header} />
        {/* Keeps this browser's push subscription with the person signed in. */}
        <PushResync />
        {/* Speaks the language saved on the profile, chosen on any device. */}
        <ProfileLanguage />
        <Outlet />
      </AppShell>
    </DeletionGate>
  );
}
