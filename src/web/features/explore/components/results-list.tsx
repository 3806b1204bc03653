import type { ExploreCard as ExploreCardData } from '@shared/api/explore';
import { CardGridSkeleton, EmptyState, LoadError } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { SaveButton } from '@web/features/saved/components/save-button';
import { cn } from '@web/lib/cn';
import { LoaderCircle, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { useExplore } from '../api';
import { ExploreCard } from './explore-card';

/** Calls `onVisible` when the sentinel scrolls into view (infinite scroll). */
function useInView(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * The places found, more as the reader scrolls: loading, failed and empty
 * states included. Beside the map (`narrow`) the cards stand in one column.
 */
export function ResultsList({
  id,
  results,
  places,
  filtered,
  onClear,
  narrow = false,
  className,
}: {
  id?: string;
  className?: string;
  results: ReturnType<typeof useExplore>;
  places: ExploreCardData[];
  filtered: boolean;
  onClear: () => void;
  narrow?: boolean;
}) {
  const { t } = useTranslation('explore');
  const canLoadMore = Boolean(results.hasNextPage) && !results.isFetchingNextPage;
  const sentinel = useInView(() => {
    if (canLoadMore) void results.fetchNextPage();
  }, canLoadMore);

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-label={t('results.label')}
      aria-busy={results.isFetching || undefined}
      className={cn('min-w-0 focus-visible:outline-none', className)}
    >
      {results.isPending ? (
        <CardGridSkeleton label={t('results.loading')} count={narrow ? 2 : 6} />
      ) : results.isError ? (
        <LoadError
          error={results.error}
          onRetry={() => results.refetch()}
          what={t('results.what')}
        />
      ) : places.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={filtered ? t('empty.noMatchTitle') : t('empty.noneTitle')}
          actions={
            filtered ? (
              <Button variant="outline" onClick={onClear}>
                {t('empty.clear')}
              </Button>
            ) : null
          }
        >
          {filtered ? t('empty.noMatchText') : t('empty.noneText')}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="sr-only" aria-live="polite">
            {results.hasNextPage
              ? t('results.shownMore', { count: places.length })
              : t('results.shown', { count: places.length })}
          </p>
          <ul className={cn('grid gap-4', narrow ? undefined : 'sm:grid-cols-2 xl:grid-cols-3')}>
            {places.map((place) => (
              <li key={place.id}>
                <ExploreCard
                  property={place}
                  action={<SaveButton propertyId={place.id} title={place.title} />}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" className="h-px" />
          {results.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => results.fetchNextPage()}
              disabled={results.isFetchingNextPage}
            >
              {results.isFetchingNextPage ? (
                <>
                  <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
                  {t('results.loadingMore')}
                </>
              ) : (
                t('results.loadMore')
              )}
            </Button>
          ) : (
            <p className="text-center text-caption text-muted-foreground">
              {filtered ? t('results.endFiltered') : t('results.end')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
