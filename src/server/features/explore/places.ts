import { PLACE_LIMITS, type PlaceSuggestion, type PlaceSuggestions } from '@shared/api/places';
import { and, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { normalizeForSearch } from '../../platform/search-text';
import type { PropertyContext } from '../properties/service';
import { allConditions } from './filters';

// GET /api/explore/places (issue 18): towns to search around, from the
// properties' own cities (there is no geocoding service).

type TownRow = {
  city: string;
  region: string | null;
  country: string;
  count: number;
  lat_sum: number;
  lng_sum: number;
};

/**
 * The query behind the suggestions for a normalised prefix, not yet run (the
 * bench EXPLAINs it): one row per spelling of a town (city, region, country)
 * of the listed, placed properties the viewer may see whose search text holds
 * the prefix. PostgreSQL has no normaliser of ours, so it narrows with what
 * it has indexed: the search text is normalised and trigram-indexed for
 * listed properties, and it contains the normalised city, so it contains
 * every prefix of it.
 */
export function townsSql(prefix: string, viewerId: string | undefined): SQL {
  return sql`select ${properties.city} as city, ${properties.region} as region,
      ${properties.country} as country, count(*)::int as count,
      sum(${properties.publicLat}) as lat_sum, sum(${properties.publicLng}) as lng_sum
    from ${properties}
    where ${and(
      ...allConditions({ viewerId }, []),
      sql`${properties.publicLat} is not null`,
      sql`${properties.searchText} like ${`%${prefix}%`}`,
    )}
    group by 1, 2, 3`;
}

/** The most counted key (ties: the first in code-point order). */
function mostUsed(counts: Map<string, number>): string | undefined {
  return [...counts].sort(
    (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
  )[0]?.[0];
}

/**
 * GET /api/explore/places: towns of listed, placed properties this viewer may
 * see (as Explore: not hidden, host not blocked either way) whose city,
 * normalised as search text is (case, accents, punctuation), starts with the
 * normalised query. One per normalised city and country, with its most used
 * spelling and region and the middle of its public places; most properties
 * first, at most PLACE_LIMITS.placeSuggestions.
 */
export async function placeSuggestions(
  ctx: PropertyContext,
  input: { q: string; viewerId?: string | undefined },
): Promise<PlaceSuggestions> {
  const prefix = normalizeForSearch(input.q);
  if (prefix.length < PLACE_LIMITS.placeQueryMin) return { places: [] };
  const { rows } = await ctx.db.execute<TownRow>(townsSql(prefix, input.viewerId));
  const towns = new Map<
    string,
    { count: number; latSum: number; lngSum: number; rows: TownRow[] }
  >();
  for (const row of rows) {
    const key = normalizeForSearch(row.city);
    // The exact rule; the database's narrowing also matched other words.
    if (!key.startsWith(prefix)) continue;
    const id = `${key}\u0000${row.country}`;
    const town = towns.get(id) ?? { count: 0, latSum: 0, lngSum: 0, rows: [] };
    town.count += row.count;
    town.latSum += Number(row.lat_sum);
    town.lngSum += Number(row.lng_sum);
    town.rows.push(row);
    towns.set(id, town);
  }
  const places: PlaceSuggestion[] = [...towns.values()].map((town) => {
    const cities = new Map<string, number>();
    const regions = new Map<string, number>();
    for (const r of town.rows) {
      cities.set(r.city, (cities.get(r.city) ?? 0) + r.count);
      if (r.region) regions.set(r.region, (regions.get(r.region) ?? 0) + r.count);
    }
    return {
      city: mostUsed(cities) ?? '',
      region: mostUsed(regions) ?? null,
      country: town.rows[0]?.country ?? '',
      lat: town.latSum / town.count,
      lng: town.lngSum / town.count,
      count: town.count,
    };
  });
  places.sort(
    (a, b) =>
      b.count - a.count ||
      a.city.localeCompare(b.city, 'en') ||
      a.country.localeCompare(b.country, 'en'),
  );
  return { places: places.slice(0, PLACE_LIMITS.placeSuggestions) };
}
