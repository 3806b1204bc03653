import { isActivePath, menuFor, type TabItem } from '@shared/navigation';
import type { ViewerRole } from '@shared/routes';
import { useShowsModerationMenu } from '@web/features/admin/api';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { useInstallPrompt } from '@web/lib/pwa/install-prompt';
import { Download } from 'lucide-react';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePoints } from '../api';
import { useShellSignOut } from '../auth-seams';
import { menuIcon, moderationIcon, tabIcons } from '../nav-icons';
import { useUnreadTotal } from '../use-unread-total';

const itemClass = cn(
  'group flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-body-sm font-medium',
  'text-foreground transition-colors hover:bg-muted',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
);

interface NavMenuProps {
  role: Exclude<ViewerRole, 'anonymous'>;
  /** Called after an item is chosen (the drawer closes). */
  onNavigate?: () => void;
  /**
   * Tabs to list before the menu. On a desktop there is no tab bar, so the
   * side bar adds the tabs the role's menu lacks (a helper's Home, Chores
   * and Inbox) rather than leave them unreachable.
   */
  leadingTabs?: readonly TabItem[];
}

/** The unread messages count next to an Inbox or Messages link. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  const { number } = useFormat();
  if (count <= 0) return null;
  return (
    <span
      data-testid="menu-unread"
      className="rounded-full bg-destructive px-2 py-0.5 text-caption font-semibold text-destructive-foreground tabular-nums"
    >
      {count > 99 ? `${number(99)}+` : number(count)}
      <span className="sr-only"> {t('menu.unread', { count })}</span>
    </span>
  );
}

/** One link of the menu: icon, label, then whatever badges the caller adds. */
function MenuLink({
  path,
  label,
  icon: Icon,
  pathname,
  onNavigate,
  children,
}: {
  path: string;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: 'true'; className?: string }>;
  pathname: string;
  onNavigate?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const active = isActivePath(path, pathname);
  return (
    <Link
      to={path}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        itemClass,
        active && 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-5 shrink-0',
          active ? 'text-primary-soft-foreground' : 'text-muted-foreground',
        )}
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {children}
    </Link>
  );
}

/** The role's menu of SPEC 2, in order, ending with Logout. */
export function NavMenu({ role, onNavigate, leadingTabs = [] }: NavMenuProps) {
  const { t } = useTranslation('shell');
  const { number } = useFormat();
  const { pathname } = useLocation();
  const points = usePoints();
  const unread = useUnreadTotal();
  const { signOut, isPending } = useShellSignOut();
  const items = menuFor(role);
  // Operators only (GET /api/admin/me answered 200): nobody else learns the desk exists.
  const operator = useShowsModerationMenu();
  // Only where the browser offered to install the app (issue 16).
  const { canInstall, install } = useInstallPrompt();

  return (
    <nav aria-label={t('menu.label')}>
      <ul className="flex flex-col gap-0.5">
        {leadingTabs.map((tab, index) => (
          <li
            key={`tab-${tab.id}`}
            className={cn(index === leadingTabs.length - 1 && 'mb-2 border-b border-border pb-2')}
          >
            <MenuLink
              path={tab.path}
              label={t(`tabs.${tab.id}`)}
              icon={tabIcons[tab.id]}
              pathname={pathname}
              onNavigate={onNavigate}
            >
              {tab.id === 'inbox' ? <UnreadBadge count={unread} /> : null}
            </MenuLink>
          </li>
        ))}
        {items.map((item) => {
          const Icon = menuIcon(item.id);
          if (item.kind === 'logout') {
            return (
              <Fragment key={item.id}>
                {operator ? (
                  <li>
                    <MenuLink
                      path="/admin"
                      label={t('menu.moderation')}
                      icon={moderationIcon}
                      pathname={pathname}
                      onNavigate={onNavigate}
                    />
                  </li>
                ) : null}
                {canInstall ? (
                  <li>
                    <button
                      type="button"
                      className={itemClass}
                      onClick={() => {
                        onNavigate?.();
                        void install();
                      }}
                    >
                      <Download
                        aria-hidden="true"
                        className="size-5 shrink-0 text-muted-foreground"
                      />
                      {t('menu.install')}
                    </button>
                  </li>
                ) : null}
                <li className="mt-2 border-t border-border pt-2">
                  <button
                    type="button"
                    className={cn(itemClass, 'text-muted-foreground hover:text-foreground')}
                    disabled={isPending}
                    onClick={() => {
                      onNavigate?.();
                      void signOut();
                    }}
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {t(`menu.${role}.${item.id}`)}
                  </button>
                </li>
              </Fragment>
            );
          }
          return (
            <li key={item.id}>
              <MenuLink
                path={item.path}
                label={t(`menu.${role}.${item.id}`)}
                icon={Icon}
                pathname={pathname}
                onNavigate={onNavigate}
              >
                {item.path === '/messages' ? <UnreadBadge count={unread} /> : null}
                {item.marker ? (
                  <span className="rounded-full border border-border px-2 py-0.5 text-caption font-semibold text-muted-foreground">
                    {t('menu.hostMarker')}
                  </span>
                ) : null}
                {item.badge === 'points' ? (
                  <span
                    data-testid="menu-points"
                    className="rounded-full bg-accent px-2 py-0.5 text-caption font-semibold text-accent-foreground tabular-nums"
                  >
                    {number(points)}
                    <span className="sr-only"> {t('menu.points', { count: points })}</span>
                  </span>
                ) : null}
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
