import type { StayRequestStatus } from '@shared/api/stay-requests';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useProperty } from '@web/features/properties/api';
import { cn } from '@web/lib/cn';
import { stayRequestStatusLabel } from '@web/lib/labels/property-labels';
import { ArrowLeft, CircleCheck, CircleX, Hourglass, Inbox, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePropertyRequests } from '../api';
import { RequestCard } from '../components/request-card';

const tabs = [
  { status: 'pending', icon: Hourglass },
  { status: 'accepted', icon: CircleCheck },
  { status: 'declined', icon: CircleX },
] as const satisfies ReadonlyArray<{ status: StayRequestStatus; icon: unknown }>;
type TabStatus = (typeof tabs)[number]['status'];

function TabLinks({ current, propertyId }: { current: TabStatus; propertyId: string }) {
  const { t } = useTranslation('stay-requests');
  return (
    <nav aria-label={t('page.tabsLabel')}>
      <ul className="flex gap-1 rounded-xl bg-muted p-1">
        {tabs.map(({ status, icon: Icon }) => (
          <li key={status} className="flex-1">
            <Link
              to={`/properties/${propertyId}/requests${status === 'pending' ? '' : `?status=${status}`}`}
              replace
              aria-current={status === current ? 'page' : undefined}
              className={cn(
                'flex h-10 items-center justify-center gap-1.5 rounded-lg text-body-sm font-semibold transition-colors',
                status === current
                  ? 'bg-card text-foreground shadow-soft'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {stayRequestStatusLabel[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RequestList({ propertyId, status }: { propertyId: string; status: TabStatus }) {
  const { t } = useTranslation('stay-requests');
  const list = usePropertyRequests(propertyId, status);
  const requests = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">{t('page.loading')}</span>
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (list.isError)
    return <LoadError error={list.error} onRetry={() => list.refetch()} what={t('page.what')} />;
  if (requests.length === 0)
    return (
      <EmptyState icon={Inbox} title={t(`page.empty.${status}.title`)}>
        {t(`page.empty.${status}.text`)}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : null}
          {t('page.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** /properties/:propertyId/requests: the host answers stay requests, by status. */
export default function PropertyRequestsPage() {
  const { t } = useTranslation('stay-requests');
  const { propertyId = '' } = useParams();
  const [params] = useSearchParams();
  const wanted = params.get('status');
  const status: TabStatus = tabs.some((tab) => tab.status === wanted)
    ? (wanted as TabStatus)
    : 'pending';
  const property = useProperty(propertyId);

  if (property.isError)
    return (
      <LoadError
        error={property.error}
        onRetry={() => property.refetch()}
        what={t('page.whatProperty')}
        backTo={{ href: '/properties', label: t('page.backToProperties') }}
      />
    );

  const title = property.data?.title;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to={`/properties/${propertyId}`}>
          <ArrowLeft aria-hidden="true" />
          {title ?? t('page.backToProperty')}
        </Link>
      </Button>
      <PageHeading
        title={t('page.title')}
        description={
          title ? t('page.description', { property: title }) : t('page.descriptionNoTitle')
        }
      />
      <TabLinks current={status} propertyId={propertyId} />
      <RequestList key={status} propertyId={propertyId} status={status} />
    </div>
  );
}
