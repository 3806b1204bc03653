import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandOverFirstPaint } from './first-paint';

/*
 * The app's own pages (not found, a route's error, the restricted banner),
 * each a chunk loaded when shown, as every route's page is: with the page
 * frame they stand in (and its footer's `Trans`), they were 9 KB gzip of
 * the first paint's code (decision 148). The service worker precaches them
 * with the shell (vite.config.ts), so they open offline.
 */

const NotFoundPage = lazy(() =>
  import('./pages/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const RouteErrorPage = lazy(() =>
  import('./pages/route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);
export const RestrictedPage = lazy(() =>
  import('./restricted-page').then((module) => ({ default: module.RestrictedPage })),
);

/** Any path the route table does not know. */
export function NotFound() {
  return (
    <Suspense fallback={<PulsingLogo />}>
      <NotFoundPage />
    </Suspense>
  );
}

/** When even the error page's code cannot arrive (offline on a first visit, a new deploy). */
function ErrorPageUnavailable() {
  const { t } = useTranslation('shell');
  useHandOverFirstPaint();
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-4 px-safe text-center"
    >
      <h1 className="font-display text-headline font-semibold tracking-tight">
        {t('routeError.title')}
      </h1>
      <p className="text-body text-muted-foreground">{t('routeError.text')}</p>
      <button
        type="button"
        className="rounded-xl bg-primary px-5 py-3 font-semibold text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        {t('routeError.reload')}
      </button>
    </main>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageUnavailable /> : this.props.children;
  }
}

/** What a route shows when it throws (or its code fails to load): never a white screen. */
export function RouteError() {
  // A page that failed must not stay behind its HTML copy.
  useHandOverFirstPaint();
  return (
    <ErrorPageBoundary>
      <Suspense fallback={<PulsingLogo />}>
        <RouteErrorPage />
      </Suspense>
    </ErrorPageBoundary>
  );
}
