import { shellChrome } from '@shared/navigation';
import type { AppRoute } from '@shared/routes';
import { routeTitleKey } from '@web/app/route-gate';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { Button } from '@web/components/ui/button';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import { useLivePoints } from '@web/features/rewards/api';
import { cn } from '@web/lib/cn';
import type { SessionUser } from '@web/lib/session/session';
import { useIsDesktop } from '@web/lib/use-is-desktop';
import { Menu } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShellProfileGate } from '../auth-seams';
import { ShellFrameProvider } from '../shell-context';
import { AppHeader } from './app-header';
import { DesktopSidebar } from './desktop-sidebar';
import { SideDrawer } from './side-drawer';
import { TabBar } from './tab-bar';

interface AppShellProps {
  user: SessionUser;
  /** The route being shown, for the title and whether the chrome shows. */
  route: AppRoute;
  children: ReactNode;
}

/**
 * The signed-in app around every in-shell page (SPEC 2): on phones a header
 * with the drawer's menu button, title and bell, and the bottom tabs; from
 * 768 px a persistent side bar and a wider content column. Chat pages show
 * neither header nor tabs. Content is at least 80% of the viewport high under
 * the header and 100% without it.
 */
export function AppShell({ user, route, children }: AppShellProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useShellProfileGate();
  // Helpers' points move live in the drawer, the dashboard and Rewards & Points.
  useLivePoints(user.role === 'helper');

  const chrome = shellChrome(pathname, user.role);
  const showTabs = chrome.tabBar && !isDesktop;
  const menuButton = isDesktop ? undefined : (
    <SideDrawer
      user={user}
      open={drawerOpen}
      onOpenChange={setDrawerOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={t('chrome.openMenu')}
        >
          <Menu aria-hidden="true" className="size-6!" />
        </Button>
      }
    />
  );

  return (
    <ShellFrameProvider value={chrome.header ? 'framed' : 'bare'}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-semibold shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('chrome.skipToContent')}
      </a>
      {isDesktop ? <DesktopSidebar user={user} /> : null}
      <div data-testid="app-shell" className={cn('flex min-h-dvh flex-col', isDesktop && 'pl-72')}>
        {chrome.header ? (
          <AppHeader title={t(routeTitleKey(route, user.role))} menuButton={menuButton} />
        ) : null}
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            'flex flex-1 flex-col outline-none',
            chrome.header ? 'min-h-[80dvh]' : 'min-h-dvh',
            showTabs && 'pb-[calc(4rem+env(safe-area-inset-bottom,0px)+1.5rem)]',
            chrome.header && !showTabs && 'pb-10',
          )}
        >
          <Suspense fallback={<PulsingLogo fullScreen={false} className="flex-1" />}>
            {chrome.header ? (
              <div className="mx-auto w-full max-w-5xl flex-1 px-safe pt-5 md:px-8 md:pt-8">
                <VerifyEmailBanner user={user} />
                {children}
              </div>
            ) : (
              children
            )}
          </Suspense>
        </main>
      </div>
      {showTabs ? <TabBar role={user.role} /> : null}
    </ShellFrameProvider>
  );
}
