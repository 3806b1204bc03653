import type { RouteId } from '@shared/routes';
import { i18n } from '@web/lib/i18n/i18n';

/*
 * A route's texts fetched with its code, not after its page has rendered
 * and suspended on them (decision 151). A chunk of its own, fetched as a
 * route starts loading: in the first paint's code it would cost 0.5 KB.
 */

/**
 * The catalogue namespaces each route's page uses beyond those i18n starts
 * with, read from its sources by the build (vite.config.ts,
 * `routeNamespaces`); none in the tests.
 */
const routeNamespaces: Partial<Record<RouteId, string[]>> = import.meta.env.ROUTE_NAMESPACES ?? {};

/**
 * Starts loading the namespaces of `route` in the language on screen, once
 * i18n has started. Fails quietly: the page's own `useTranslation` loads
 * what is still missing.
 */
export function preloadRouteNamespaces(route: RouteId): void {
  const namespaces = routeNamespaces[route] ?? [];
  if (namespaces.length === 0) return;
  const load = () => {
    i18n.off('initialized', load);
    i18n.loadNamespaces(namespaces).catch(() => undefined);
  };
  if (i18n.isInitialized) load();
  else i18n.on('initialized', load);
}
