import { type AppRoute, type RouteId, routes } from '@shared/routes';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RouteGate } from './route-gate';

type PageModule = () => Promise<{ default: ComponentType }>;

// Pages not built yet show a friendly placeholder; point an entry at its real
// page module when the page lands. Each entry is its own lazy chunk.
const placeholder: PageModule = () => import('./pages/placeholder-page');

const pageModules: Record<RouteId, PageModule> = {
  landing: () => import('@web/features/landing/pages/landing-page'),
  welcome: placeholder,
  login: placeholder,
  signup: placeholder,
  roleSelect: placeholder,
  resetPassword: placeholder,
  signupDetails: placeholder,
  dashboard: placeholder,
  notifications: placeholder,
  messages: placeholder,
  profile: placeholder,
  explore: placeholder,
  exchangeSetup: placeholder,
  chores: placeholder,
  choreDetails: placeholder,
  chat: placeholder,
  properties: placeholder,
  propertyDetails: placeholder,
  propertyOnboarding: placeholder,
  helpers: placeholder,
  helperDetails: placeholder,
  manageHelpers: placeholder,
  terms: placeholder,
  addChore: placeholder,
  editChore: placeholder,
  addProperty: placeholder,
  sendAgreement: placeholder,
  reviewAgreement: placeholder,
  propertyRequests: placeholder,
  settings: placeholder,
  rewards: placeholder,
  agreementForm: placeholder,
  joinProperty: placeholder,
  joinPropertyWithCode: placeholder,
};

const lazyPages = Object.fromEntries(
  routes.map((route) => [route.id, lazy(pageModules[route.id])]),
) as Record<RouteId, LazyExoticComponent<ComponentType>>;

function RootLayout() {
  return (
    <Suspense fallback={<PulsingLogo />}>
      <Outlet />
    </Suspense>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = lazyPages[route.id];
  return {
    id: route.id,
    path: route.path,
    handle: { route },
    element: (
      <RouteGate route={route}>
        <Page />
      </RouteGate>
    ),
  };
}

/** The app's routes, built from the shared route table, plus not-found. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [...routes.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
  },
];
