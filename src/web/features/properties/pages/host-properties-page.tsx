import { CardGridSkeleton, EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session/session';
import { HousePlus, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostProperties } from '../api';
import { HostPropertyCard } from '../components/host-property-card';

/** /properties for a host: their properties as cards, newest first. */
export default function HostPropertiesPage() {
  const { t } = useTranslation('properties');
  const session = useSession();
  const isHost = session.user?.role === 'host';
  const list = useHostProperties({ enabled: isHost });
  const properties = list.data?.pages.flatMap((page) => page.items) ?? [];

  const addButton = (
    <Button asChild>
      <Link to="/properties/add">
        <HousePlus aria-hidden="true" />
        {t('host.add')}
      </Link>
    </Button>
  );

  if (!isHost) {
    return (
      <EmptyState icon={HousePlus} headingLevel={1} title={t('host.noRoleTitle')}>
        {t('host.noRoleText')}
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t('host.title')}
        description={t('host.description')}
        actions={properties.length > 0 ? addButton : null}
      />
      {list.isPending ? (
        <CardGridSkeleton label={t('host.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} what={t('host.what')} />
      ) : properties.length === 0 ? (
        <EmptyState icon={HousePlus} title={t('host.emptyTitle')} actions={addButton}>
          {t('host.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {properties.map((property) => (
              <li key={property.id} className="flex">
                <div className="flex-1">
                  <HostPropertyCard property={property} />
                </div>
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
              {t('host.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
