import { menuFor, tabsFor } from '@shared/navigation';
import { Logo } from '@web/components/brand/logo';
import type { SessionUser } from '@web/lib/session/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSummary } from './account-summary';
import { NavMenu } from './nav-menu';

/** From 768 px: the drawer's contents as a persistent side bar. */
export function DesktopSidebar({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  // No tab bar from 768 px: list first the tabs the role's menu does not have.
  const menuPaths = new Set(
    menuFor(user.role).flatMap((item) => (item.kind === 'link' ? [item.path] : [])),
  );
  const leadingTabs = tabsFor(user.role).filter((tab) => !menuPaths.has(tab.path));
  return (
    <aside
      aria-label={t('chrome.sidebar')}
      className="fixed inset-y-0 left-0 z-30 hidden w-72 flex-col border-r border-border bg-card md:flex"
    >
      <div className="flex h-16 items-center px-6">
        <Link to="/dashboard" className="rounded-lg" aria-label={t('frame.homeSignedIn')}>
          <Logo />
        </Link>
      </div>
      <div className="mx-4 rounded-2xl bg-linear-to-br from-primary-soft/70 via-card to-accent-soft/70 p-4">
        <AccountSummary user={user} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        <NavMenu role={user.role} leadingTabs={leadingTabs} />
      </div>
    </aside>
  );
}
