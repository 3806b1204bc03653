import { shellChrome } from '@shared/navigation';
import type { AppRoute } from '@shared/routes';
import { DeletionGate } from '@web/features/account-data/deletion-gate';
import { ProfileLanguage } from '@web/features/language/components/profile-language';
import { PushResync } from '@web/features/push/components/push-resync';
import { AppShell } from '@web/features/shell/components/app-shell';
import { OfflineBanner } from '@web/lib/offline/offline-banner';
import type { SessionUser } from '@web/lib/session/session';
import { Outlet, useLocation } from 'react-router';

/**
 * The shell a signed-in person's pages sit in: header, menus, the bell,
 * push and language upkeep. Its own chunk (issue 17's initial-JS budget): a
 * signed-out visitor never downloads it, and a signed-in page loads it beside
 * the page's own chunk (router.tsx's `preloadRoute`, shell-layout.tsx).
 */
export default function SignedInShell({ user, route }: { user: SessionUser; route: AppRoute }) {
  const { pathname } = useLocation();
  return (
    // An account waiting for deletion sees 'Cancel deletion' instead (issue 19).
    <DeletionGate userId={user.id}>
      <AppShell user={user} route={route}>
        <OfflineBanner floating={!shellChrome(pathname, user.role).header} />
        {/* Keeps this browser's push subscription with the person signed in. */}
        <PushResync />
        {/* Speaks the language saved on the profile, chosen on any device. */}
        <ProfileLanguage />
        <Outlet />
      </AppShell>
    </DeletionGate>
  );
}
