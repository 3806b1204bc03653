import { CardGridSkeleton, EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session/session';
import { HousePlus, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useHostProperties } from '../api';
import { HostPropertyCard } from '../components/host-property-card';

/** /properties for a host: their properties as cards, newest first. */
export default function HostPropertiesPage() {
  const session = useSession();
  const isHost = session.user?.role === 'host';
  const list = useHostProperties({ enabled: isHost });
  const properties = list.data?.pages.flatMap((page) => page.items) ?? [];

  const addButton = (
    <Button asChild>
      <Link to="/properties/add">
        <HousePlus aria-hidden="true" />
        Add property
      </Link>
    </Button>
  );

  if (!isHost) {
    return (
      <EmptyState icon={HousePlus} headingLevel={1} title="Choose a role to see properties">
        Hosts list their places here; helpers see the places they stay.
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="Your properties"
        description="Your places, who is helping, and the requests waiting for you."
        actions={properties.length > 0 ? addButton : null}
      />
      {list.isPending ? (
        <CardGridSkeleton label="Loading your properties" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} what="your properties" />
      ) : properties.length === 0 ? (
        <EmptyState icon={HousePlus} title="No properties yet" actions={addButton}>
          List your place and the help you need, so helpers can find it and ask to stay.
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
              Load more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
