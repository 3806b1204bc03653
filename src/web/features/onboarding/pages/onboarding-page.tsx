import { LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useOnboarding } from '../api';
import { HelperOnboarding } from '../components/helper-onboarding';
import { HostOnboarding } from '../components/host-onboarding';

/**
 * /properties/:propertyId/onboarding: a member goes through the induction
 * checklist; the host edits it and follows each member's progress.
 */
export default function OnboardingPage() {
  const { propertyId = '' } = useParams();
  const view = useOnboarding(propertyId);
  if (view.isPending)
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading the checklist</span>
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
        what="the checklist"
        backTo={{ href: '/properties', label: 'Back to properties' }}
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
        title={host ? 'Onboarding' : 'Welcome aboard'}
        description={
          host
            ? 'The induction checklist every new helper goes through, and how far each one is.'
            : `Everything to know about ${data.propertyTitle}. Tick each item once you’ve got it.`
        }
      />
      {host ? <HostOnboarding view={data} /> : <HelperOnboarding view={data} />}
    </div>
  );
}
