import {
  type AppRoute,
  accessDeniedPath,
  canOpen,
  loginPath,
  routeTitle,
  type ViewerRole,
} from '@shared/routes';
import { strings } from '@shared/strings';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { useSession } from '@web/features/auth/session';
import { createContext, type ReactNode, use, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';

const CurrentRouteContext = createContext<AppRoute | null>(null);

/** The route-table entry of the page being shown (for titles and the shell). */
export function useCurrentRoute(): AppRoute {
  const route = use(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute() must be used inside a <RouteGate>.');
  return route;
}

/** Sets the document title for as long as a page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

const documentTitle = (route: AppRoute, role: ViewerRole) =>
  route.id === 'landing'
    ? `${strings.app.name} — help in exchange for stay`
    : `${routeTitle(route, role)} · ${strings.app.name}`;

/**
 * Applies the route table's access rule (SPEC 2, 6): signed-out visitors of a
 * protected page go to /login with a redirect back, and viewers without the
 * page's role go to /dashboard with access=denied. Public pages never wait for
 * the session; protected ones show the pulsing logo until it is known.
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const role: ViewerRole = session.status === 'signed-in' ? session.user.role : 'anonymous';
  useDocumentTitle(documentTitle(route, role));

  if (route.access !== 'public') {
    if (session.status === 'loading') return <PulsingLogo />;
    const decision = canOpen(route, role);
    if (decision === 'login') {
      return <Navigate replace to={loginPath(`${location.pathname}${location.search}`)} />;
    }
    if (decision === 'denied') {
      return <Navigate replace to={accessDeniedPath(location.pathname)} />;
    }
  }

  return <CurrentRouteContext value={route}>{children}</CurrentRouteContext>;
}
