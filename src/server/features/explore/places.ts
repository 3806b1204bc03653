import { PLACE_LIMITS, type PlaceSuggestion, type PlaceSuggestions } from '@shared/api/places';
import { and, type SQL, sql } from 'drizzle-orm';
import { blocks, properties } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { normalizeForSearch } from '../../platform/search-text';
import type { PropertyContext } from '../properties/service';
import { allConditions } from './filters';

// GET /api/explore/places (issue 18): towns to search around, from the
// properties' own cities (there is no geocoding service).
//
// The towns of every listed, placed, visible property are few (hundreds to a
// few thousand rows, one per spelling of a town) but summing them reads every
// such property, and a prefix of two letters matches thousands of them: too
// much for each keystroke (EXPLAIN at 100,000 listings: 35-75 ms for 'ma').
// So each process keeps the sums of all towns for TOWNS_FRESH_MS and filters
// them here with the same normaliser as the search text (PostgreSQL has none
// of ours, and no index could serve one); what the viewer must not see
// (properties of hosts blocked either way) is taken away per request.

/** How long a process reuses the towns' sums; a new listing's town shows up this late at most. */
export const TOWNS_FRESH_MS = 30_000;

type TownRow = {
  city: string;
  region: string | null;
  country: string;
  count: number;
  lat_sum: number;
  lng_sum: number;
};
type Town = TownRow & { key: string };

/** One row per spelling of a town (city, region, country) of these properties, with sums. */
function townSumsSql(extra: SQL | undefined): SQL {
  return sql`select ${properties.city} as city, ${properties.region} as region,
      ${properties.country} as country, count(*)::int as count,
      sum(${properties.publicLat}) as lat_sum, sum(${properties.publicLng}) as lng_sum
    from ${properties}
    where ${and(...allConditions({}, []), sql`${properties.publicLat} is not null`, extra)}
    group by 1, 2, 3`;
}

/** The query behind every process's towns (the bench EXPLAINs it). */
export function townsSql(): SQL {
  return townSumsSql(undefined);
}

const snapshots = new WeakMap<
  object,
  { towns?: Town[]; at: number; loading?: Promise<Town[]> | undefined }
>();

async function loadTowns(db: Queryable): Promise<Town[]> {
  const { rows } = await db.execute<TownRow>(townsSql());
  return rows.map((row) => ({ ...row, key: normalizeForSearch(row.city) }));
}

/**
 * The towns' sums, at most TOWNS_FRESH_MS old; an older copy is served while
 * one request reads the new one (one read at a time per process and database).
 */
async function allTowns(db: PropertyContext['db']): Promise<Town[]> {
  let entry = snapshots.get(db);
  if (!entry) {
    entry = { at: 0 };
    snapshots.set(db, entry);
  }
  const current = entry;
  if (current.towns && Date.now() - current.at < TOWNS_FRESH_MS) return current.towns;
  current.loading ??= loadTowns(db)
    .then((towns) => {
      current.towns = towns;
      current.at = Date.now();
      return towns;
    })
    .finally(() => {
      current.loading = undefined;
    });
  return current.towns ?? current.loading;
}

/**
 * What the viewer must not count: the towns' sums of the properties of hosts
 * blocked either way with them (read now, not cached). Usually none: one
 * probe of each blocks index.
 */
async function hiddenFromViewer(db: Queryable, viewerId: string | undefined): Promise<TownRow[]> {
  if (!viewerId) return [];
  const { rows } = await db.execute<{ other: string }>(
    sql`select ${blocks.blockedId} as other from ${blocks} where ${blocks.blockerId} = ${viewerId}::uuid
      union select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}::uuid`,
  );
  if (rows.length === 0) return [];
  const hosts = sql.join(
    rows.map((r) => sql`${r.other}::uuid`),
    sql`, `,
  );
  return (await db.execute<TownRow>(townSumsSql(sql`${properties.hostId} in (${hosts})`))).rows;
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
  const [towns, hidden] = await Promise.all([
    allTowns(ctx.db),
    hiddenFromViewer(ctx.db, input.viewerId),
  ]);
  const spelling = (r: TownRow) => `${r.city}\u0000${r.region ?? ''}\u0000${r.country}`;
  const minus = new Map(hidden.map((r) => [spelling(r), r]));
  const byTown = new Map<
    string,
    { count: number; latSum: number; lngSum: number; rows: TownRow[] }
  >();
  for (const town of towns) {
    if (!town.key.startsWith(prefix)) continue;
    const taken = minus.get(spelling(town));
    const row = taken
      ? {
          ...town,
          count: town.count - taken.count,
          lat_sum: Number(town.lat_sum) - Number(taken.lat_sum),
          lng_sum: Number(town.lng_sum) - Number(taken.lng_sum),
        }
      : town;
    if (row.count <= 0) continue;
    const id = `${town.key}\u0000${town.country}`;
    const merged = byTown.get(id) ?? { count: 0, latSum: 0, lngSum: 0, rows: [] };
    merged.count += row.count;
    merged.latSum += Number(row.lat_sum);
    merged.lngSum += Number(row.lng_sum);
    merged.rows.push(row);
    byTown.set(id, merged);
  }
  const places: PlaceSuggestion[] = [...byTown.values()].map((town) => {
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
