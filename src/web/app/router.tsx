import { type AppRoute, type RouteId, routeById, routes } from '@shared/routes';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { NotFound, RouteError } from './app-pages';
import { preloadedComponent } from './preloaded-component';
import { RouteGate } from './route-gate';
import { loadSignedInShell, ShellLayout } from './shell-layout';

type PageModule = () => Promise<{ default: ComponentType }>;

// Every route's page, each its own lazy chunk.
const pageModules: Record<RouteId, PageModule> = {
  landing: () => import('@web/features/landing/pages/landing-page'),
  welcome: () => import('@web/features/welcome/pages/welcome-page'),
  login: () => import('@web/features/auth/pages/login-page'),
  signup: () => import('@web/features/auth/pages/signup-page'),
  roleSelect: () => import('@web/features/auth/pages/role-select-page'),
  resetPassword: () => import('@web/features/auth/pages/reset-password-page'),
  stopInvitations: () => import('@web/features/memberships/pages/stop-invitations-page'),
  emailChangeUndo: () => import('@web/features/auth/pages/email-change-undo-page'),
  signupDetails: () => import('@web/features/profile/pages/signup-details-page'),
  dashboard: () => import('@web/features/dashboard/pages/dashboard-page'),
  notifications: () => import('@web/features/notifications/pages/notifications-page'),
  messages: () => import('@web/features/messaging/pages/inbox-page'),
  profile: () => import('@web/features/profile/pages/profile-page'),
  explore: () => import('@web/features/explore/pages/explore-page'),
  exchangeSetup: () => import('@web/features/properties/pages/exchange-setup-page'),
  chores: () => import('@web/features/chores/pages/chores-page'),
  reviews: () => import('@web/features/reviews/pages/reviews-page'),
  writeReview: () => import('@web/features/reviews/pages/write-review-page'),
  choreDetails: () => import('@web/features/chores/pages/chore-details-page'),
  admin: () => import('@web/features/admin/pages/admin-page'),
  chat: () => import('@web/features/messaging/pages/chat-page'),
  properties: () => import('@web/features/properties/pages/properties-page'),
  propertyDetails: () => import('@web/features/properties/pages/property-details-page'),
  propertyOnboarding: () => import('@web/features/onboarding/pages/onboarding-page'),
  helpers: () => import('@web/features/memberships/pages/helpers-page'),
  helperDetails: () => import('@web/features/memberships/pages/helper-details-page'),
  manageHelpers: () => import('@web/features/memberships/pages/manage-helpers-page'),
  terms: () => import('@web/features/terms/pages/terms-page'),
  privacy: () => import('@web/features/privacy/pages/privacy-page'),
  addChore: () => import('@web/features/chores/pages/add-chore-page'),
  editChore: () => import('@web/features/chores/pages/edit-chore-page'),
  addProperty: () => import('@web/features/properties/pages/add-property-page'),
  editProperty: () => import('@web/features/properties/pages/edit-property-page'),
  sendAgreement: () => import('@web/features/agreements/pages/send-agreement-page'),
  reviewAgreement: () => import('@web/features/agreements/pages/review-agreement-page'),
  propertyRequests: () => import('@web/features/stay-requests/pages/property-requests-page'),
  settings: () => import('@web/features/profile/pages/settings-page'),
  rewards: () => import('@web/features/rewards/pages/rewards-page'),
  saved: () => import('@web/features/saved/pages/saved-page'),
  agreementForm: () => import('@web/features/agreements/pages/agreement-form-page'),
  joinProperty: () => import('@web/features/memberships/pages/join-property-page'),
  joinPropertyWithCode: () => import('@web/features/memberships/pages/join-with-code-page'),
};

// Each page rendered at once when its route's `lazy` has fetched its code.
const pages = Object.fromEntries(
  routes.map((route) => [route.id, preloadedComponent(pageModules[route.id])]),
) as Record<RouteId, ReturnType<typeof preloadedComponent>>;

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PulsingLogo />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * The code a route needs before it shows, fetched together as navigation
 * starts: the page's chunk and, for a page only signed-in people open, the
 * signed-in shell's, so neither waits for the other to render first; and
 * the page's texts, so it does not render, suspend on them and only then
 * fetch them.
 */
function preloadRoute(route: AppRoute): () => Promise<Record<string, never>> {
  return async () => {
    void import('./route-namespaces').then(
      ({ preloadRouteNamespaces }) => preloadRouteNamespaces(route.id),
      () => undefined,
    );
    const shell = route.inShell && route.access !== 'public' ? loadSignedInShell() : null;
    await Promise.all([pages[route.id].preload(), shell]);
    return {};
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = pages[route.id].Component;
  return {
    id: route.id,
    path: route.path,
    lazy: preloadRoute(route),
    handle: { route },
    element: (
      <RouteGate route={route}>
        <Page />
      </RouteGate>
    ),
  };
}

/** The moderation desk's gate (operators only); see the module. */
const OperatorsOnly = lazy(() => import('./operators-only'));

const inShell = routes.filter((route) => route.inShell && route.id !== 'admin');

/**
 * The app's routes, built from the shared route table: pages outside the
 * shell, the in-shell pages under the shell layout, and not-found.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's code loads (its route's `lazy`).
    hydrateFallbackElement: <PulsingLogo />,
    errorElement: <RouteError />,
    children: [
      ...routes.filter((route) => !route.inShell).map(toRouteObject),
      { element: <ShellLayout />, children: inShell.map(toRouteObject) },
      {
        element: <OperatorsOnly />,
        children: [{ element: <ShellLayout />, children: [toRouteObject(routeById.admin)] }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
