import type { ExploreSort } from '@shared/api/explore';
import {
  PROPERTY_TYPES,
  PROVISIONS,
  type PropertyType,
  type Provision,
} from '@shared/api/property-fields';
import type { MapBounds } from '@web/components/map/types';

/*
 * Explore's filters as the page holds them, as the address bar writes them
 * (shareable, and Back undoes a change) and as GET /api/explore and
 * /api/explore/map take them. A broken value in a shared link is dropped,
 * never sent on to be refused.
 */

/** A point distances are measured from: a town chosen, or the device's position. */
export interface NearPoint {
  lat: number;
  lng: number;
  /** What the page calls it: the town as suggested ('Évora, Portugal'), or '' for 'near me'. */
  label: string;
}

export interface ExploreFilters {
  q: string;
  country: string;
  city: string;
  type: PropertyType | '';
  provides: Provision[];
  from: string;
  to: string;
  /** The map area searched ('Search this area'). */
  area: MapBounds | null;
  near: NearPoint | null;
  /** Only with `near`; null: any distance. */
  radiusKm: number | null;
  sort: ExploreSort;
}

export const emptyFilters: ExploreFilters = {
  q: '',
  country: '',
  city: '',
  type: '',
  provides: [],
  from: '',
  to: '',
  area: null,
  near: null,
  radiusKm: null,
  sort: 'default',
};

/*
 * The contract's sorts and largest distance (EXPLORE_SORTS, PLACE_LIMITS;
 * filters.test.ts holds them equal), written here so that this page does not
 * load the schemas of those modules: they would be split out of the
 * precached pages' chunks and grow the precache.
 */
const SORTS = ['default', 'distance', 'fit'] as const satisfies readonly ExploreSort[];
export const RADIUS_KM_MAX = 500;
export const EXPLORE_SORT_VALUES: readonly ExploreSort[] = SORTS;

/** The distances offered (km); a shared link may carry another one, which is kept. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 250] as const;

const numberIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

function areaFromParams(params: URLSearchParams): MapBounds | null {
  const west = numberIn(params.get('west'), -180, 180);
  const south = numberIn(params.get('south'), -90, 90);
  const east = numberIn(params.get('east'), -180, 180);
  const north = numberIn(params.get('north'), -90, 90);
  if (west === null || south === null || east === null || north === null || south > north)
    return null;
  return { west, south, east, north };
}

/** Filters from the address bar's query; unknown or broken values are dropped. */
export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const type = params.get('type') ?? '';
  const lat = numberIn(params.get('lat'), -90, 90);
  const lng = numberIn(params.get('lng'), -180, 180);
  const near = lat !== null && lng !== null ? { lat, lng, label: params.get('near') ?? '' } : null;
  const radius = near ? numberIn(params.get('radiusKm'), 1, RADIUS_KM_MAX) : null;
  const sort = params.get('sort') ?? '';
  const knownSort = (SORTS as readonly string[]).includes(sort) ? (sort as ExploreSort) : 'default';
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
    area: areaFromParams(params),
    near,
    radiusKm: radius === null ? null : Math.round(radius),
    // Nearest first needs a point to be near.
    sort: knownSort === 'distance' && !near ? 'default' : knownSort,
  };
}

/** Keeps the query short and stable: ~1 m for a point, ~1 m for an area's edges. */
const coordinate = (v: number) => String(Math.round(v * 1e5) / 1e5);

/**
 * The filters as GET /api/explore and /api/explore/map take them: empty
 * ones are left out (so two equal searches share one cache entry).
 */
export function filtersToQuery(filters: ExploreFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.country) query.country = filters.country;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.type) query.type = filters.type;
  if (filters.provides.length > 0) query.provides = filters.provides.join(',');
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.area) {
    query.west = coordinate(filters.area.west);
    query.south = coordinate(filters.area.south);
    query.east = coordinate(filters.area.east);
    query.north = coordinate(filters.area.north);
  }
  if (filters.near) {
    query.lat = coordinate(filters.near.lat);
    query.lng = coordinate(filters.near.lng);
    if (filters.radiusKm) query.radiusKm = String(filters.radiusKm);
  }
  if (filters.sort !== 'default' && (filters.sort !== 'distance' || filters.near))
    query.sort = filters.sort;
  return query;
}

/** The address bar's form: the query, and the name of the place searched near. */
export function filtersToParams(filters: ExploreFilters): Record<string, string> {
  const params = filtersToQuery(filters);
  if (filters.near?.label) params.near = filters.near.label;
  return params;
}

export const sameFilters = (a: ExploreFilters, b: ExploreFilters) =>
  JSON.stringify(filtersToParams(a)) === JSON.stringify(filtersToParams(b));

/** How many filters the sheet holds (its button's badge): not the words, the area or the order. */
export const countActiveFilters = (filters: ExploreFilters) =>
  [
    filters.country,
    filters.city.trim(),
    filters.type,
    filters.from,
    filters.to,
    filters.near,
    filters.near && filters.radiusKm,
  ].filter(Boolean).length + filters.provides.length;

/** Whether anything narrows the list (for the empty state's words). */
export const isFiltered = (filters: ExploreFilters) =>
  countActiveFilters(filters) > 0 || filters.q.trim() !== '' || filters.area !== null;

/**
 * A new point to be near: the map area searched gives way to it (the map
 * moves there). No point: the radius and nearest first go with it.
 */
export function withNear(filters: ExploreFilters, near: NearPoint | null): ExploreFilters {
  if (near) return { ...filters, near, area: null };
  return {
    ...filters,
    near: null,
    radiusKm: null,
    sort: filters.sort === 'distance' ? 'default' : filters.sort,
  };
}

/** 'Clear all': every filter off; the words searched and the order stay (not nearest first, with no point left). */
export const clearedFilters = (filters: ExploreFilters): ExploreFilters => ({
  ...emptyFilters,
  q: filters.q,
  sort: filters.sort === 'distance' ? 'default' : filters.sort,
});
