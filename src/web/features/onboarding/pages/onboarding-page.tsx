import { LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOnboarding } from '../api';
import { HelperOnboarding } from '../components/helper-onboarding';
import { HostOnboarding } from '../components/host-onboarding';

/**
 * /properties/:propertyId/onboarding: a member goes through the induction
 * checklist; the host edits it and follows each member's progress.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { propertyId = '' } = useParams();
  const view = useOnboarding(propertyId);
  if (view.isPending)
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" aria-busy="true">
        <span className="sr-only">{t('page.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  if (view.isError)
    return (
      <LoadError
        error={view.error}
        onRetry={() => view.refetch()}
        what={t('page.loadWhat')}
        backTo={{ href: '/properties', label: t('page.backToProperties') }}
      />
    );
  const data = view.data;
  const host = data.viewerRole === 'host';
  return (
    <div className={`mx-auto flex w-full flex-col gap-5 ${host ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to={`/properties/${propertyId}`}>
          <ArrowLeft aria-hidden="true" />
          {data.propertyTitle}
        </Link>
      </Button>
      <PageHeading
        title={host ? t('page.hostTitle') : t('page.helperTitle')}
        description={
          host
            ? t('page.hostDescription')
            : t('page.helperDescription', { property: data.propertyTitle })
        }
      />
      {host ? <HostOnboarding view={data} /> : <HelperOnboarding view={data} />}
    </div>
  );
}
