import { CardGridSkeleton, EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { SaveButton } from '@web/features/saved/components/save-button';
import {
  countryName,
  formatDay,
  propertyTypeLabel,
  provisionLabel,
} from '@web/lib/labels/property-labels';
import { useIsDesktop } from '@web/lib/use-is-desktop';
import { LoaderCircle, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import {
  countActiveFilters,
  type ExploreFilters,
  emptyFilters,
  filtersFromParams,
  filtersToQuery,
  useExplore,
} from '../api';
import { ExploreCard } from '../components/explore-card';
import { datesProblem, FilterFields } from '../components/filter-fields';

const sameQuery = (a: ExploreFilters, b: ExploreFilters) =>
  JSON.stringify(filtersToQuery(a)) === JSON.stringify(filtersToQuery(b));

/**
 * The filters being edited and the ones in the address bar: edits reach the
 * address bar (and the search) after a short pause; Back and links that
 * change the address bar reach the edits.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const applied = filtersFromParams(params);
  const [draft, setDraft] = useState(applied);
  const committed = useRef(applied);

  const appliedKey = params.toString();
  useEffect(() => {
    const fromUrl = filtersFromParams(new URLSearchParams(appliedKey));
    if (!sameQuery(fromUrl, committed.current)) {
      committed.current = fromUrl;
      setDraft(fromUrl);
    }
  }, [appliedKey]);

  const commit = (next: ExploreFilters, replace: boolean) => {
    committed.current = next;
    setParams(filtersToQuery(next), { replace });
  };

  // A link followed within the pause (a place opened while its page's code
  // loads, this page still shown) must not be undone by a search: the
  // router's pending navigation elsewhere would give way to it. The click
  // drops the pending search at once (the router's state reaches this page
  // only with its next render, which may come after the timer).
  const navigation = useNavigation();
  const leaving =
    navigation.state !== 'idle' && navigation.location.pathname !== window.location.pathname;
  useEffect(() => {
    if (leaving || sameQuery(draft, committed.current) || datesProblem(draft)) return;
    const leftFrom = window.location.pathname;
    const timer = window.setTimeout(() => {
      if (window.location.pathname !== leftFrom) return;
      commit(draft, true);
    }, 350);
    const dropOnLeaving = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.pathname !== leftFrom) {
        window.clearTimeout(timer);
      }
    };
    document.addEventListener('click', dropOnLeaving, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', dropOnLeaving, true);
    };
  });

  return {
    applied,
    draft,
    setDraft,
    /** Applies at once (the sheet's "Show places", removing a chip). */
    apply: (next: ExploreFilters) => {
      setDraft(next);
      commit(next, false);
    },
  };
}

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

function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const { t } = useTranslation('explore');
  const chips: Array<{ key: string; label: string; next: ExploreFilters }> = [];
  if (filters.country)
    chips.push({
      key: 'country',
      label: countryName(filters.country),
      next: { ...filters, country: '' },
    });
  if (filters.city.trim())
    chips.push({ key: 'city', label: filters.city.trim(), next: { ...filters, city: '' } });
  if (filters.type)
    chips.push({
      key: 'type',
      label: propertyTypeLabel[filters.type],
      next: { ...filters, type: '' },
    });
  if (filters.from)
    chips.push({
      key: 'from',
      label: t('chips.from', { day: formatDay(filters.from) }),
      next: { ...filters, from: '' },
    });
  if (filters.to)
    chips.push({
      key: 'to',
      label: t('chips.until', { day: formatDay(filters.to) }),
      next: { ...filters, to: '' },
    });
  for (const provision of filters.provides)
    chips.push({
      key: provision,
      label: provisionLabel[provision],
      next: { ...filters, provides: filters.provides.filter((p) => p !== provision) },
    });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents" aria-label={t('chips.active')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.next)}
              className="inline-flex min-h-8 items-center gap-1 rounded-full bg-accent-soft py-1 pr-2 pl-3 text-body-sm font-semibold text-accent-soft-foreground hover:bg-accent-soft/70 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('chips.remove', { label: chip.label })}
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={() => onChange({ ...emptyFilters, q: filters.q })}>
        {t('clearAll')}
      </Button>
    </div>
  );
}

function FilterSheet({
  applied,
  onApply,
}: {
  applied: ExploreFilters;
  onApply: (next: ExploreFilters) => void;
}) {
  const { t } = useTranslation('explore');
  const [open, setOpen] = useState(false);
  const [sheet, setSheet] = useState(applied);
  const count = countActiveFilters(applied);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setSheet(applied);
        setOpen(next);
      }}
    >
      <Button
        variant="outline"
        size="icon"
        className="relative shrink-0"
        onClick={() => {
          setSheet(applied);
          setOpen(true);
        }}
        aria-label={t('sheet.button', { count })}
      >
        <SlidersHorizontal aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-[0.6875rem] font-bold text-primary-foreground"
          >
            {count}
          </span>
        ) : null}
      </Button>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('sheet.title')}</DialogTitle>
          <DialogDescription>{t('sheet.description')}</DialogDescription>
        </DialogHeader>
        <div className="mt-5">
          <FilterFields value={sheet} onChange={setSheet} />
        </div>
        {/* Kept in view while the filters scroll. */}
        <DialogFooter className="sticky -bottom-5 -mx-5 border-t border-border bg-card px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button variant="outline" onClick={() => setSheet({ ...emptyFilters, q: sheet.q })}>
            {t('clearAll')}
          </Button>
          <Button
            disabled={Boolean(datesProblem(sheet))}
            onClick={() => {
              onApply(sheet);
              setOpen(false);
            }}
          >
            {t('sheet.show')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** /explore (Find Properties): search, filters, and listed places, more as you scroll. */
export default function ExplorePage() {
  const { t } = useTranslation('explore');
  const isDesktop = useIsDesktop();
  const { applied, draft, setDraft, apply } = useFilters();
  const results = useExplore(applied);
  const places = results.data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = Boolean(results.hasNextPage) && !results.isFetchingNextPage;
  const sentinel = useInView(() => {
    if (canLoadMore) void results.fetchNextPage();
  }, canLoadMore);
  const filtered = countActiveFilters(applied) > 0 || applied.q.trim() !== '';

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('page.title')} description={t('page.description')} />
      <search className="flex flex-col gap-4">
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={draft.q}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
              className="pl-10"
              maxLength={100}
              enterKeyHint="search"
            />
          </div>
          {isDesktop ? null : <FilterSheet applied={applied} onApply={apply} />}
        </div>
        {isDesktop ? (
          <Card className="p-5">
            <FilterFields value={draft} onChange={setDraft} layout="bar" />
          </Card>
        ) : null}
        <ActiveFilterChips filters={applied} onChange={apply} />
      </search>

      <section aria-label={t('results.label')} aria-busy={results.isFetching || undefined}>
        {results.isPending ? (
          <CardGridSkeleton label={t('results.loading')} count={6} />
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
                <Button variant="outline" onClick={() => apply(emptyFilters)}>
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
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
    </div>
  );
}
