import type { ExploreMap, ExplorePage } from '@shared/api/explore';
import type { PlaceSuggestions } from '@shared/api/places';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { MapBounds } from '@web/components/map/types';
import { exploreRootKey } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';
import { type ExploreFilters, filtersToQuery } from './filters';

/*
 * Explore (GET /api/explore): listed properties, a page at a time; its map
 * (GET /api/explore/map): clusters in the visible area; and the towns to
 * search near (GET /api/explore/places). Keys start with 'explore', so any
 * property write that refreshes 'explore' refreshes every search and map.
 */

export const EXPLORE_PAGE_SIZE = 12;

export const exploreQuery = (filters: ExploreFilters) => {
  const query = filtersToQuery(filters);
  return infiniteQueryOptions({
    queryKey: [...exploreRootKey, query],
    queryFn: ({ pageParam, signal }) =>
      api.get<ExplorePage>('/api/explore', {
        query: { ...query, cursor: pageParam, limit: EXPLORE_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
};

/** Listed properties matching the filters, page by page. */
export function useExplore(filters: ExploreFilters) {
  return useInfiniteQuery(exploreQuery(filters));
}

/** What the map shows: the visible area at its zoom. */
export interface MapView {
  bounds: MapBounds;
  zoom: number;
}

/**
 * The clusters of the properties matching the filters in the visible area.
 * The area searched (a filter of the list) gives way to the visible one, and
 * the order means nothing on a map.
 */
export const exploreMapQuery = (filters: ExploreFilters, view: MapView) => {
  const { sort: _sort, ...query } = filtersToQuery({ ...filters, area: view.bounds });
  return queryOptions({
    queryKey: [...exploreRootKey, 'map', query, view.zoom],
    queryFn: ({ signal }) =>
      api.get<ExploreMap>('/api/explore/map', { query: { ...query, zoom: view.zoom }, signal }),
  });
};

/** The clusters for the map; the last ones stay while the next area loads. */
export function useExploreMap(filters: ExploreFilters, view: MapView | null) {
  const options = exploreMapQuery(filters, view ?? { bounds: WORLD, zoom: 0 });
  return useQuery({ ...options, enabled: view !== null, placeholderData: keepPreviousData });
}

const WORLD: MapBounds = { west: -180, south: -85, east: 180, north: 85 };

/** Towns of listed properties whose name starts with what was typed (2+ letters). */
export function usePlaceSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...exploreRootKey, 'places', q],
    queryFn: ({ signal }) =>
      api.get<PlaceSuggestions>('/api/explore/places', { query: { q }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
