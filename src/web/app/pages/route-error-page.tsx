import { Button } from '@web/components/ui/button';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../document-title';
import { PageFrame } from '../page-frame';
import { NotFoundPage } from './not-found-page';

/** What a route shows when it throws (or its code fails to load): never a white screen. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  useDocumentTitle(t('routeError.documentTitle'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <PageFrame>
      <section role="alert" className="flex flex-col items-center py-10 text-center">
        <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display text-headline font-semibold tracking-tight">
          {t('routeError.title')}
        </h1>
        <p className="mt-3 max-w-sm text-body text-muted-foreground">{t('routeError.text')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('routeError.reload')}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">{t('routeError.home')}</Link>
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
