import type { ExplorePage } from '@shared/api/explore';
import {
  PROPERTY_TYPES,
  PROVISIONS,
  type PropertyType,
  type Provision,
} from '@shared/api/property-fields';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { exploreRootKey } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';

/*
 * Explore (GET /api/explore): listed properties, a page at a time. The
 * filters live in the address bar (shareable, and Back undoes a change);
 * the key is ['explore', filters], so any property write that refreshes
 * 'explore' refreshes every search.
 */

export interface ExploreFilters {
  q: string;
  country: string;
  city: string;
  type: PropertyType | '';
  provides: Provision[];
  from: string;
  to: string;
}

export const emptyFilters: ExploreFilters = {
  q: '',
  country: '',
  city: '',
  type: '',
  provides: [],
  from: '',
  to: '',
};

/** Filters from the address bar's query; unknown values are dropped. */
export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const type = params.get('type') ?? '';
  return {
    q: params.get('q') ?? '',
    country: (params.get('country') ?? '').toUpperCase(),
    city: params.get('city') ?? '',
    type: (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : '',
    provides: (params.get('provides') ?? '')
      .split(',')
      .filter((v): v is Provision => (PROVISIONS as readonly string[]).includes(v)),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The query (and address-bar) form of filters: empty ones are left out. */
export function filtersToQuery(filters: ExploreFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.country) query.country = filters.country;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.type) query.type = filters.type;
  if (filters.provides.length > 0) query.provides = filters.provides.join(',');
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export const countActiveFilters = (filters: ExploreFilters) =>
  [filters.country, filters.city.trim(), filters.type, filters.from, filters.to].filter(Boolean)
    .length + filters.provides.length;

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
