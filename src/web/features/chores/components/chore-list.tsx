import type { Chore, ChorePage } from '@shared/api/chores';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadError } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Cards while a list loads (hidden from screen readers; the panel says it is busy). */
export function ChoreListSkeleton() {
  const { t } = useTranslation('chores');
  return (
    <div className="flex flex-col gap-3">
      <span className="sr-only">{t('list.loading')}</span>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}

/** A tab's list: loading, error, empty, or the chores with "Load more". */
export function ChoreListBody({
  query,
  sort,
  empty,
  renderChore,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ChorePage>>;
  sort?: (chores: Chore[]) => Chore[];
  empty: ReactNode;
  renderChore: (chore: Chore) => ReactNode;
}) {
  const { t } = useTranslation('chores');
  if (query.isPending) return <ChoreListSkeleton />;
  if (query.isError)
    return (
      <LoadError error={query.error} onRetry={() => query.refetch()} what={t('list.loadWhat')} />
    );
  const all = query.data.pages.flatMap((page) => page.items);
  const chores = sort ? sort(all) : all;
  if (chores.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {chores.map((chore) => (
          <li key={chore.id}>{renderChore(chore)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : null}
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
