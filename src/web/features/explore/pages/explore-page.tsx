import { useQuery } from '@tanstack/react-query';
import { MapSkeleton } from '@web/components/map';
import type { MapBounds } from '@web/components/map/types';
import { PageHeading } from '@web/components/page-states';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { profileQueryOptions } from '@web/features/profile/api';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session/session';
import { useIsDesktop } from '@web/lib/use-is-desktop';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import { useExplore } from '../api';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { ExploreMap } from '../components/explore-map';
import { datesProblem, FilterFields } from '../components/filter-fields';
import { FilterSheet } from '../components/filter-sheet';
import { ResultsList } from '../components/results-list';
import {
  AddSkillsHint,
  SortSelect,
  useExploreView,
  ViewToggle,
} from '../components/results-toolbar';
import {
  type ExploreFilters,
  emptyFilters,
  filtersFromParams,
  filtersToParams,
  isFiltered,
  sameFilters,
} from '../filters';

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
    if (!sameFilters(fromUrl, committed.current)) {
      committed.current = fromUrl;
      setDraft(fromUrl);
    }
  }, [appliedKey]);

  const commit = (next: ExploreFilters, replace: boolean) => {
    committed.current = next;
    setParams(filtersToParams(next), { replace });
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
    if (leaving || sameFilters(draft, committed.current) || datesProblem(draft)) return;
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

/** The map's box: most of a phone's screen above the list; on a desktop, beside it, in view while the list scrolls. */
const MAP_BOX =
  'relative isolate h-[55dvh] min-h-72 md:sticky md:top-20 md:col-start-2 md:row-start-2 md:h-[calc(100dvh-7rem)] md:self-start';

/**
 * /explore (Find Properties): search, filters, and listed places, more as
 * you scroll; as a list, or a map with the list beside it (below it on a phone).
 */
export default function ExplorePage() {
  const { t } = useTranslation('explore');
  const isDesktop = useIsDesktop();
  const session = useSession();
  const isHelper = session.user?.role === 'helper';
  const { applied, draft, setDraft, apply } = useFilters();
  const [view, setView] = useExploreView();
  const results = useExplore(applied);
  const places = results.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = isFiltered(applied);
  // The map opens on the first places listed, then stays while later searches load.
  const listLoaded = useRef(false);
  if (!results.isPending) listLoaded.current = true;
  // Best fit reads the helper's skills: none listed, say where to add them.
  const profile = useQuery({ ...profileQueryOptions, enabled: isHelper && applied.sort === 'fit' });
  const noSkills = isHelper && applied.sort === 'fit' && profile.data?.skills.length === 0;
  const searchArea = (area: MapBounds) => apply({ ...draft, area });

  const list = (narrow: boolean, className?: string) => (
    <ResultsList
      id="explore-results"
      results={results}
      places={places}
      filtered={filtered}
      onClear={() => apply(emptyFilters)}
      narrow={narrow}
      className={className}
    />
  );

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

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewToggle view={view} onChange={setView} />
        <SortSelect
          filters={draft}
          isHelper={isHelper}
          onChange={(sort) => apply({ ...draft, sort })}
        />
      </div>
      {noSkills ? <AddSkillsHint /> : null}

      {view === 'map' ? (
        <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <button
            type="button"
            onClick={() => document.getElementById('explore-results')?.focus()}
            className="sr-only self-start rounded-lg bg-card px-3 py-2 text-body-sm font-semibold shadow-soft focus:not-sr-only focus-visible:outline-2 focus-visible:outline-ring md:col-span-2"
          >
            {t('map.skipToList')}
          </button>
          {listLoaded.current ? (
            <ExploreMap
              // A new point or distance opens the map afresh around it.
              key={JSON.stringify([applied.near?.lat, applied.near?.lng, applied.radiusKm])}
              filters={applied}
              places={places}
              onSearchArea={searchArea}
              className={MAP_BOX}
            />
          ) : (
            <MapSkeleton className={cn(MAP_BOX, 'rounded-2xl')} />
          )}
          {list(true, 'md:col-start-1 md:row-start-2')}
        </div>
      ) : (
        list(false)
      )}
    </div>
  );
}
