import { activeTabId, tabsFor } from '@shared/navigation';
import type { ViewerRole } from '@shared/routes';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { tabIcons } from '../nav-icons';
import { useUnreadTotal } from '../use-unread-total';

/** The bottom tab bar of SPEC 2 (phones only). */
export function TabBar({ role }: { role: ViewerRole }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const unread = useUnreadTotal();
  const active = activeTabId(pathname);
  const items = tabsFor(role);
  if (items.length === 0) return null;

  return (
    <nav
      aria-label={t('tabs.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-safe backdrop-blur-md md:hidden"
    >
      <ul
        className="mx-auto grid h-16 max-w-lg px-[max(0.25rem,env(safe-area-inset-left,0px))]"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((tab) => {
          const Icon = tabIcons[tab.id];
          const isActive = tab.id === active;
          const showDot = tab.id === 'inbox' && unread > 0;
          return (
            <li key={tab.id} className="flex">
              <Link
                to={tab.path}
                aria-current={isActive ? 'page' : undefined}
                data-tab={tab.id}
                className={cn(
                  'group flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.6875rem] leading-4 font-semibold',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-primary-soft',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                  {showDot ? (
                    <span
                      data-testid="inbox-unread-dot"
                      className="absolute top-0.5 right-2.5 size-2.5 rounded-full bg-destructive ring-2 ring-card"
                    />
                  ) : null}
                </span>
                <span className="max-w-full truncate">{t(`tabs.${tab.id}`)}</span>
                {showDot ? <span className="sr-only">{t('tabs.unreadMessages')}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
