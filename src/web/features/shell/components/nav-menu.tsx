import { isActivePath, menuFor } from '@shared/navigation';
import type { ViewerRole } from '@shared/routes';
import { cn } from '@web/lib/cn';
import { Link, useLocation } from 'react-router';
import { usePoints } from '../api';
import { useShellSignOut } from '../auth-seams';
import { menuIcon } from '../nav-icons';

const itemClass = cn(
  'group flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-body-sm font-medium',
  'text-foreground transition-colors hover:bg-muted',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
);

interface NavMenuProps {
  role: Exclude<ViewerRole, 'anonymous'>;
  /** Called after an item is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/** The role's menu of SPEC 2, in order, ending with Logout. */
export function NavMenu({ role, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const points = usePoints();
  const { signOut, isPending } = useShellSignOut();
  const items = menuFor(role);

  return (
    <nav aria-label="Main menu">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const Icon = menuIcon(item.id);
          if (item.kind === 'logout') {
            return (
              <li key={item.id} className="mt-2 border-t border-border pt-2">
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
                  {item.label}
                </button>
              </li>
            );
          }
          const active = isActivePath(item.path, pathname);
          return (
            <li key={item.id}>
              <Link
                to={item.path}
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
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                {item.marker ? (
                  <span className="rounded-full border border-border px-2 py-0.5 text-caption font-semibold text-muted-foreground">
                    {item.marker}
                  </span>
                ) : null}
                {item.badge === 'points' ? (
                  <span
                    data-testid="menu-points"
                    className="rounded-full bg-accent px-2 py-0.5 text-caption font-semibold text-accent-foreground tabular-nums"
                  >
                    {points.toLocaleString('en-US')}
                    <span className="sr-only"> points</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
