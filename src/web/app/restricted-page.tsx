import type { ToastMessage } from '@shared/route-guard';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session/session';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from './page-frame';

/**
 * What a non-helper sees on a join path (SPEC 6): the 'Access Restricted'
 * banner in place of the join form, on the same address, with a way on.
 */
export function RestrictedPage({ banner }: { banner: ToastMessage }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const role = session.user?.role;

  return (
    <PageFrame>
      <section
        role="alert"
        aria-labelledby="restricted-title"
        data-testid="access-restricted-banner"
        className="rounded-2xl border border-destructive/30 bg-destructive/5 p-5 md:p-6"
      >
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
            <ShieldAlert aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h1
              id="restricted-title"
              className="font-display text-title font-semibold tracking-tight"
            >
              {banner.title}
            </h1>
            <p className="mt-1 text-body text-foreground">{banner.description}</p>
          </div>
        </div>
      </section>
      <div className="mt-6 max-w-prose text-body text-muted-foreground">
        {role === 'host' ? <p>{t('restricted.hostText')}</p> : <p>{t('restricted.otherText')}</p>}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {role === 'host' ? (
          <Button asChild>
            <Link to="/manage-helpers">
              {t('restricted.manageHelpers')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/role-select">
              {t('restricted.chooseRole')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('restricted.dashboard')}</Link>
        </Button>
      </div>
    </PageFrame>
  );
}
