import { type GuardOutcome, guardRoute, type ToastMessage } from '@shared/route-guard';
import type { AppRoute, RouteDefinition, ViewerRole } from '@shared/routes';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { showToast } from '@web/lib/lazy-toast';
import { useSession } from '@web/lib/session/session';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { RestrictedPage } from './app-pages';
import { useDocumentTitle } from './document-title';
import { useHandOverFirstPaint } from './first-paint';

const CurrentRouteContext = createContext<AppRoute | null>(null);

/** The route-table entry of the page being shown (for titles and the shell). */
export function useCurrentRoute(): AppRoute {
  const route = use(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute() must be used inside a <RouteGate>.');
  return route;
}

/**
 * The catalogue key of the title a viewer sees for a route (shell namespace):
 * `routes.<id>`, or `helperRoutes.<id>` where helpers read another title
 * (`routeTitle` of @shared/routes, in the reader's language).
 */
export const routeTitleKey = (route: RouteDefinition, role: ViewerRole) =>
  role === 'helper' && route.helperTitle ? `helperRoutes.${route.id}` : `routes.${route.id}`;

const documentTitle = (t: TFunction<'shell'>, route: AppRoute, role: ViewerRole) =>
  route.id === 'landing'
    ? t('documentTitle.landing')
    : t('documentTitle.page', { title: t(routeTitleKey(route, role)) });

/**
 * The access messages of @shared/navigation in the reader's language: a
 * banner (a join path) is always the helpers-only message, a redirect's toast
 * always the hosts-only one (`shellCheck`).
 */
function accessMessage(t: TFunction<'shell'>, which: 'hostsOnly' | 'helpersOnly'): ToastMessage {
  return { title: t('access.restrictedTitle'), description: t(`access.${which}`) };
}

/** One id, so a repeated check (or React's double effects) shows one toast, not a stack. */
const ACCESS_TOAST_ID = 'access-restricted';

/** SPEC 6 and 8: the destructive 'Access Restricted' toast. */
function useAccessToast(message: ToastMessage | null) {
  const title = message?.title;
  const description = message?.description;
  useEffect(() => {
    if (title) showToast((toast) => toast.error(title, { id: ACCESS_TOAST_ID, description }));
  }, [title, description]);
}

function GuardRedirect({ outcome }: { outcome: Extract<GuardOutcome, { kind: 'redirect' }> }) {
  const { t } = useTranslation('shell');
  useAccessToast(outcome.toast ? accessMessage(t, 'hostsOnly') : null);
  return <Navigate replace to={outcome.to} />;
}

function Restricted() {
  const { t } = useTranslation('shell');
  const message = accessMessage(t, 'helpersOnly');
  useAccessToast(message);
  return <RestrictedPage banner={message} />;
}

/**
 * Applies the access rules of SPEC 2 and 6 (`guardRoute` in
 * `@shared/navigation`): signed-out visitors of a protected page go to /login
 * with a redirect back; the shell-level check toasts a non-host off host paths
 * to the dashboard, and keeps a non-helper on a join path with a banner in
 * place of the page; the route table's role guard sends anyone else without
 * the page's role to /dashboard?access=denied&route=…. Public pages never
 * wait for the session; protected ones show the pulsing logo until it is known.
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const location = useLocation();
  const role: ViewerRole = session.status === 'signed-in' ? session.user.role : 'anonymous';
  useDocumentTitle(documentTitle(t, route, role));

  if (route.access !== 'public' && session.status === 'loading') return <PulsingLogo />;

  const outcome = guardRoute(route, location.pathname, location.search, role);
  let content: ReactNode = children;
  switch (outcome.kind) {
    case 'login':
      return <Navigate replace to={outcome.to} />;
    case 'redirect':
      return <GuardRedirect outcome={outcome} />;
    case 'restricted':
      content = <Restricted />;
      break;
    case 'show':
      break;
  }
  return (
    <CurrentRouteContext value={route}>
      <FirstPaintHandOver />
      {content}
    </CurrentRouteContext>
  );
}

/** Rendered with the page: the server's HTML copy of it goes as it shows (first-paint.ts). */
function FirstPaintHandOver() {
  useHandOverFirstPaint();
  return null;
}
