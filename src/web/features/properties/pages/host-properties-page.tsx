import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session/session';
import { HousePlus, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useHostProperties } from '../api';
import { HostPropertyCard } from '../components/host-property-card';
import { EmptyState, LoadError, PageHeading } from '../components/page-states';

export function CardGridSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-[16/10] rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

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
