import type { ExploreSort } from '@shared/api/explore';
import type { PropertyType, Provision } from '@shared/api/property-fields';
import { eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import { plannedEachTime } from '../../db/auto-prepare';
import { properties } from '../../db/schema';
import { hasWindowsSql, placeOnEveryDaySql } from '../../platform/places/help-window-places';
import { blockedEitherWay } from '../safety/service';
import { type Box, boxesAround, boxesOfArea, EARTH_RADIUS_KM } from './geo';

// What Explore's list, map and town suggestions share (issue 18): the
// filters, and what a property must be to show at all.

export type ExploreFilters = {
  q?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  type?: PropertyType | undefined;
  provides?: Provision[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** An area of the map (all four or none; west > east crosses the antimeridian). */
  west?: number | undefined;
  south?: number | undefined;
  east?: number | undefined;
  north?: number | undefined;
  /** The point distances are measured from; with radiusKm, only places that near. */
  lat?: number | undefined;
  lng?: number | undefined;
  radiusKm?: number | undefined;
  sort?: ExploreSort | undefined;
  cursor?: string | undefined;
  limit: number;
  /**
   * Who is looking (issue 15): properties whose host they blocked, or who
   * blocked them, are left out. Absent only in the bench.
   */
  viewerId?: string | undefined;
};

/** The map's filters: the list's, over an area (required), at a zoom. */
export type ExploreMapFilters = Omit<ExploreFilters, 'sort' | 'cursor' | 'limit'> & {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
};

const PROPERTY_ID = sql`"properties"."id"`;

/** The public place as a core `point` (x = lng, y = lat): what properties_listed_place_idx holds. */
const PLACE_POINT = sql`point(${properties.publicLng}, ${properties.publicLat})`;

/**
 * The terms' conditions, on their copy in the property's row (kept by a
 * trigger on exchange_terms, migration 0021; null without terms, so a property
 * without terms fails them): the dates overlap `from`/`to`, and every
 * provision asked for is provided.
 */
function termsConditions(filters: Pick<ExploreFilters, 'from' | 'to' | 'provides'>): SQL[] {
  return [
    ...(filters.to ? [sql`${properties.termsAvailableFrom} <= ${filters.to}::date`] : []),
    ...(filters.from ? [sql`${properties.termsAvailableTo} >= ${filters.from}::date`] : []),
    ...(filters.provides?.length
      ? [
          sql`${properties.termsProvides} @> ${sql`array[${sql.join(
            filters.provides.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`}`,
        ]
      : []),
  ];
}

/**
 * 'Available between', the help windows' part (issue 18): a property that
 * publishes help windows has a place on every day from `from` up to the day
 * before `to` (the day of leaving).
 */
function windowsAllow(filters: Pick<ExploreFilters, 'from' | 'to'>): SQL | undefined {
  if (!filters.from && !filters.to) return undefined;
  const first = sql`${filters.from ?? filters.to}::date`;
  const last = filters.to ? sql`greatest(${filters.to}::date - 1, ${first})` : first;
  return sql`(not ${hasWindowsSql(PROPERTY_ID)} or ${placeOnEveryDaySql(PROPERTY_ID, first, last)})`;
}

/** The public place lies in one of these boxes: `<@ box` on properties_listed_place_idx. */
function inBoxes(boxes: Box[]): SQL {
  const each = boxes.map(
    (b) =>
      sql`${PLACE_POINT} <@ box(point(${b.west}::float8, ${b.south}::float8), point(${b.east}::float8, ${b.north}::float8))`,
  );
  return each.length === 1 ? (each[0] as SQL) : sql`(${sql.join(each, sql` or `)})`;
}

/**
 * Great-circle distance in km from lat/lng to the public place (haversine on
 * a sphere of EARTH_RADIUS_KM, as public-place.ts's distanceMetres); null when unplaced.
 */
export function distanceKmSql(lat: number, lng: number): SQL<number | null> {
  const dLat = sql`radians(${properties.publicLat} - ${lat}::float8)`;
  const dLng = sql`radians(${properties.publicLng} - ${lng}::float8)`;
  // (least() skips nulls: without the case, an unplaced property would be half the world away.)
  return sql<number | null>`(case when ${properties.publicLat} is not null
    then 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      sin(${dLat} / 2) ^ 2
      + cos(radians(${lat}::float8)) * cos(radians(${properties.publicLat})) * sin(${dLng} / 2) ^ 2))) end)`;
}

type PlaceFilters = Pick<
  ExploreFilters,
  'west' | 'south' | 'east' | 'north' | 'lat' | 'lng' | 'radiusKm'
>;

/** Whether the filters bound the properties by place: an area of the map, or a distance. */
export function hasPlace(filters: Pick<ExploreFilters, 'west' | 'radiusKm'>): boolean {
  return filters.west !== undefined || filters.radiusKm !== undefined;
}

/**
 * An Explore query (list or map) as it goes to PostgreSQL. An area or a
 * distance without words is named once its shape repeats
 * (db/auto-prepare.ts): the planner counts any box as the same share of the
 * rows, so the generic plan is the one made for the values (decision 145).
 * Words' LIKE, or a country's or a town's value without a place, are
 * estimated better for their values: planned each time. (A first page does
 * not come here when it is searched by words of three characters or more
 * without a place, a country or a town, or has a country or a town without
 * words: page-statements.ts builds it once and names it, decisions 171 and
 * 172.)
 */
export function exploreStatement(
  filters: Pick<ExploreFilters, 'q' | 'west' | 'radiusKm'>,
  query: SQL,
): SQL {
  return hasPlace(filters) && !filters.q ? query : plannedEachTime(query);
}

/**
 * Where: the map area, and the distance (boxes for the index, then the exact
 * circle). `areaBoxes`: the area's boxes as given (a statement built once
 * passes placeholders: page-statements.ts's compiledPage).
 */
function placeConditions(filters: PlaceFilters, areaBoxes?: Box[]): SQL[] {
  const conditions: SQL[] = [];
  const { west, south, east, north, lat, lng, radiusKm } = filters;
  if (west !== undefined && south !== undefined && east !== undefined && north !== undefined) {
    conditions.push(inBoxes(areaBoxes ?? boxesOfArea({ west, south, east, north })));
  }
  if (lat !== undefined && lng !== undefined && radiusKm !== undefined) {
    conditions.push(inBoxes(boxesAround(lat, lng, radiusKm)));
    conditions.push(sql`${distanceKmSql(lat, lng)} <= ${radiusKm}::float8`);
  }
  // Spelled out, so the planner sees the partial index's predicate at once.
  if (conditions.length > 0) conditions.unshift(sql`${properties.publicLat} is not null`);
  return conditions;
}

/**
 * What a search's words are matched with: each word's LIKE pattern, and the
 * phrase's (the words together, as typed). Bound as values; a statement
 * built once has placeholders for them (page-statements.ts).
 */
export type WordPatterns = { phrase: unknown; each: unknown[] };

/** The LIKE patterns of `words` (queryWords': letters and digits only, so no LIKE wildcards). */
export function wordPatterns(words: string[]): WordPatterns {
  return { phrase: `%${words.join(' ')}%`, each: words.map((w) => `%${w}%`) };
}

/**
 * Relevance of a text search in tiers, cheap to compute for every match: 3
 * the phrase as typed in the title or place names, 1 every word there but not
 * together, 0 found only in the description (each word matches somewhere, or
 * the row is not here). 0 without words.
 */
export function textRank(patterns: WordPatterns): SQL<number> {
  if (patterns.each.length === 0) return sql<number>`0::int`;
  return sql<number>`((${properties.searchTitle} like ${patterns.phrase})::int * 2 + (${sql.join(
    patterns.each.map((p) => sql`${properties.searchTitle} like ${p}`),
    sql` and `,
  )})::int)`;
}

/**
 * What a property must be to show in Explore, list, map and towns alike:
 * listed, not hidden, its host not blocked either way with the viewer, and
 * every filter given (`words`: the query's words' patterns, each in the
 * search text).
 *
 * In two parts. `candidate`: what picks the rows to sort, all on the
 * property's own row (status, the area, the words, the terms' copy...); with
 * an area or a distance and no words, every column it reads is in
 * properties_listed_place_idx. `deferred`: per-row checks that cost an index
 * probe or more each (blocks, help windows' places), which a sorted query
 * applies to the sorted candidates one by one until the page is full instead
 * of to every candidate; they read only the property's id and host.
 * Elsewhere, simply both parts. `areaBoxes`: the area's boxes, as
 * placeConditions takes them.
 */
export function visibleConditions(
  filters: Omit<ExploreFilters, 'sort' | 'cursor' | 'limit'>,
  words: WordPatterns,
  areaBoxes?: Box[],
): { candidate: (SQL | undefined)[]; deferred: (SQL | undefined)[] } {
  return {
    candidate: [
      // A literal, not a parameter: every Explore index is partial on it, and
      // a prepared statement's generic plan may use them only if it is.
      sql`${properties.status} = 'listed'`,
      // Hidden by an operator (issue 15): out of Explore for everyone.
      isNull(properties.hiddenAt),
      ...words.each.map((p) => sql`${properties.searchText} like ${p}`),
      filters.country ? eq(properties.country, filters.country) : undefined,
      filters.city ? sql`lower(${properties.city}) = lower(${filters.city})` : undefined,
      filters.type ? eq(properties.type, filters.type) : undefined,
      ...placeConditions(filters, areaBoxes),
      ...termsConditions(filters),
    ],
    deferred: [
      // Blocked either way with the host: two primary-key probes per row (the
      // blocks PK is (blocker_id, blocked_id)), an anti-join the planner keeps
      // index-driven; see the EXPLAIN in blocks.test.ts.
      filters.viewerId
        ? not(blockedEitherWay(sql`${filters.viewerId}::uuid`, properties.hostId))
        : undefined,
      windowsAllow(filters),
    ],
  };
}

/** Both parts of visibleConditions, for a query that reads every match (map, towns). */
export function allConditions(
  filters: Omit<ExploreFilters, 'sort' | 'cursor' | 'limit'>,
  words: string[],
): (SQL | undefined)[] {
  const { candidate, deferred } = visibleConditions(filters, wordPatterns(words));
  return [...candidate, ...deferred];
}
