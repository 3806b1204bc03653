import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session/session';
import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../document-title';
import { PageFrame } from '../page-frame';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  useDocumentTitle(t('notFound.documentTitle'));

  return (
    <PageFrame>
      <section className="flex flex-col items-center py-8 text-center md:py-12">
        <div className="relative mb-8">
          <span
            aria-hidden="true"
            className="font-display text-[5.5rem] leading-none font-bold tracking-tight text-primary-soft md:text-[7rem]"
          >
            404
          </span>
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-card text-primary shadow-lifted">
              <Compass aria-hidden="true" className="size-7" />
            </span>
          </span>
        </div>
        <h1 className="font-display text-headline font-semibold tracking-tight md:text-display">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 max-w-sm text-body text-muted-foreground">{t('notFound.text')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {signedIn ? (
            <Button asChild size="lg">
              <Link to="/dashboard">{t('notFound.dashboard')}</Link>
            </Button>
          ) : null}
          <Button asChild size="lg" variant={signedIn ? 'outline' : 'primary'}>
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              {t('notFound.home')}
            </Link>
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
