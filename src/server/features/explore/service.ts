import { and, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { onOneConnection } from '../../db/one-connection';
import { properties, propertyReviewTotals } from '../../db/schema';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { queryWords } from '../../platform/search-text';
import { viewerSkillKeys } from '../../platform/viewer-skills';
import type { PropertyContext } from '../properties/service';
import { cardJson, pageJson } from './card-json';
import {
  distanceKmSql,
  type ExploreFilters,
  exploreStatement,
  hasPlace,
  textRank,
  visibleConditions,
  type WordPatterns,
  wordPatterns,
} from './filters';
import type { Box } from './geo';
import { compiledPage } from './page-statements';

/**
 * Sort key of an unplaced property under sort=distance: after every placed
 * one (half the Earth's circumference is about 20,015 km).
 */
const UNPLACED_METRES = 2_147_483_647;

// Cursors are the last card's sort key, all integers, exact timestamps and
// uuids, so the next page's comparison is exact (no gaps, no repeats). Each
// sort has its own shape: a cursor from another sort answers 400.
// default: [rank, listedAt, id]; rank is a small integer (0 without a search).
const defaultCursor = z.tuple([z.number().int().min(0).max(3), exactTimeSchema, z.uuid()]);
// distance: ['d', whole metres (UNPLACED_METRES when unplaced), listedAt, id].
const distanceCursor = z.tuple([
  z.literal('d'),
  z.number().int().min(0).max(UNPLACED_METRES),
  exactTimeSchema,
  z.uuid(),
]);
// fit: ['f', per mille of the skills wanted the viewer has (-1: wants none), rank, listedAt, id].
const fitCursor = z.tuple([
  z.literal('f'),
  z.number().int().min(-1).max(1000),
  z.number().int().min(0).max(3),
  exactTimeSchema,
  z.uuid(),
]);

/**
 * How many of `keys` (a skill_keys array: distinct) are among the viewer's
 * keys (distinct too): one `= any` per viewer key, summed. An expression, not
 * a subquery over unnest(keys): it is computed for every candidate of a sort
 * by fit.
 */
function matchedSql(keys: SQL, viewerKeys: readonly string[]): SQL<number> {
  return viewerKeys.length > 0
    ? sql<number>`(${sql.join(
        viewerKeys.map((key) => sql`(${key}::text = any(${keys}))::int`),
        sql` + `,
      )})`
    : sql<number>`0`;
}

/** A row of the Explore query (its own column names). */
type ExploreRow = {
  id: string;
  listed_at_exact: string;
  rank: number;
  metres: number;
  fit_score: number;
  /** The card as JSON text (card-json.ts). */
  card: string;
};

/**
 * Whether the query sorts its candidates apart from the page (an area, a
 * distance, words or a sort other than the default: exploreSql's three
 * levels), the only shape a candidate cap applies to.
 */
function hasCandidateLevel(filters: ExploreFilters): boolean {
  return (
    hasPlace(filters) ||
    (filters.sort ?? 'default') !== 'default' ||
    (filters.q !== undefined && queryWords(filters.q).length > 0)
  );
}

/**
 * The Explore query for these filters. Every word of `q` must occur in the property's search text (trigram-indexed
 * LIKE); `sort=default` ranks matches by how well the query matches the
 * title, city, region and country, then most recently listed first. An area
 * or a distance reads properties_listed_place_idx (`<@ box`); `sort=distance`
 * orders by the exact great-circle distance in whole metres, `sort=fit` by
 * the share of the skills wanted that `viewerKeys` (the viewer's skill keys)
 * hold, in per mille, then as `default`.
 *
 * Without an area, a distance, words or another sort, one level, as before
 * issue 18: the newest-first and country indexes give the order, and
 * PostgreSQL checks the filters on the rows it walks until the page is full.
 * With them, every candidate must be sorted, so three levels (issue 20,
 * decisions 145 and 169): the candidates, sorted, from the indexes and the
 * property's own row (the terms' copy gives the fit and the dates; the words'
 * rank is the title's); the page, where the costlier checks
 * (visibleConditions' `deferred`) run on them in order until it is full; and
 * the card's columns for the page's rows only.
 *
 * `areaBoxes` and `wordPatterns` stand in for what the filters' area and
 * words would give (page-statements.ts builds a shape once with
 * placeholders there);
 * exported for page-statements.test.ts, which compares the two builds.
 */
export function exploreSql(
  filters: ExploreFilters,
  viewerKeys: readonly string[],
  options: {
    candidateCap?: number | undefined;
    areaBoxes?: Box[];
    wordPatterns?: WordPatterns;
    /** The storage's public URL base for the covers' URLs (a value, or a placeholder). */
    urlBase: unknown;
  },
): SQL {
  const sort = filters.sort ?? 'default';
  const words = filters.q ? queryWords(filters.q) : [];
  const patterns = options.wordPatterns ?? wordPatterns(words);
  const rank = textRank(patterns);
  const point =
    filters.lat !== undefined && filters.lng !== undefined
      ? { lat: filters.lat, lng: filters.lng }
      : null;
  if (sort === 'distance' && !point) throw new Error('sort=distance needs a point');
  const sorted = hasCandidateLevel(filters);
  const km = point ? distanceKmSql(point.lat, point.lng) : sql`null::float8`;
  const metres = sql`coalesce(round(${km} * 1000)::int, ${sql.raw(String(UNPLACED_METRES))})`;
  // Per mille of the skills wanted that the viewer has; -1 (last) when none are wanted.
  const fitScore =
    sort === 'fit'
      ? sql`(case when cardinality(${properties.termsSkillKeys}) = 0 then -1
    else ${matchedSql(sql`${properties.termsSkillKeys}`, viewerKeys)} * 1000 / cardinality(${properties.termsSkillKeys}) end)`
      : sql`0`;

  let after: SQL | undefined;
  if (filters.cursor && sort === 'default') {
    const [r, t, id] = decodeCursor(filters.cursor, defaultCursor);
    after =
      words.length > 0
        ? sql`(${rank}, ${properties.listedAt}, ${properties.id}) < (${r}, ${t}::timestamptz, ${id}::uuid)`
        : // Without a search the order is the index's (read backwards): keep the key to match it.
          sql`(${properties.listedAt}, ${properties.id}) < (${t}::timestamptz, ${id}::uuid)`;
  } else if (filters.cursor && sort === 'distance') {
    const [, m, t, id] = decodeCursor(filters.cursor, distanceCursor);
    after = sql`(${metres} > ${m}::int or (${metres} = ${m}::int and (${properties.listedAt}, ${properties.id}) < (${t}::timestamptz, ${id}::uuid)))`;
  } else if (filters.cursor && sort === 'fit') {
    const [, f, r, t, id] = decodeCursor(filters.cursor, fitCursor);
    after = sql`(${fitScore}, ${rank}, ${properties.listedAt}, ${properties.id}) < (${f}::int, ${r}::int, ${t}::timestamptz, ${id}::uuid)`;
  }

  // The order, by the columns' names (the inner query's output, or the row's).
  const newest = sql`"properties"."listed_at" desc, "properties"."id" desc`;
  const order =
    sort === 'distance'
      ? sql`metres asc, ${newest}`
      : sql.join(
          [
            ...(sort === 'fit' ? [sql`fit_score desc`] : []),
            ...(words.length > 0 ? [sql`rank desc`] : []),
            newest,
          ],
          sql`, `,
        );
  const { candidate, deferred } = visibleConditions(filters, patterns, options.areaBoxes);
  // The fit is the terms': a property without terms has none to sort on.
  const hasTerms = sort === 'fit' ? sql`${properties.termsSkillKeys} is not null` : undefined;
  // What the order and the cursor need.
  const sortColumns = sql`${rank} as rank, ${sort === 'distance' ? metres : sql`0`} as metres,
    ${fitScore} as fit_score`;
  // For the page's rows only (in three levels, the outer query's): the
  // cursor's exact time, and the card as JSON text (card-json.ts). The card
  // reads the terms and the cover from the property's own row: copied there
  // by triggers (migrations 0021 and 0025, decision 157), so a card costs no
  // join. A listed property always has terms (listing needs them, they are
  // never deleted) and at most one cover (property_photos_one_cover_idx).
  // The terms' skill keys carry the card's fit (the same count as fit_score's).
  const card = cardJson({
    km,
    matched: matchedSql(sql`${properties.termsSkillKeys}`, viewerKeys),
    hasViewerKeys: viewerKeys.length > 0,
    urlBase: options.urlBase,
  });
  const pageColumns = sql`${exactTime(properties.listedAt)} as listed_at_exact, ${card} as card`;
  // The published reviews' totals (issue 14): one row by primary key, joined
  // per card the limit keeps, never summed from the reviews here.
  const reviewTotals = sql`left join ${propertyReviewTotals} on ${propertyReviewTotals.propertyId} = ${properties.id}`;
  const where = (conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;
  // The page's size as a literal, not a parameter (decision 170): with
  // `limit $n` PostgreSQL costs a named statement's one plan for a tenth of
  // the rows, finds it dearer than a plan made for the values, and so plans
  // the list's statement again on every run. A whole number from the route's
  // schema; a shape is built once per size (page-statements.ts).
  if (!Number.isSafeInteger(filters.limit)) throw new Error('limit must be a whole number');
  const limit = sql.raw(`limit ${filters.limit + 1}`);
  if (!sorted) {
    return sql`select ${properties.id}, ${sortColumns}, ${pageColumns}
      from ${properties} ${reviewTotals}
      where ${where([...candidate, ...deferred, after])} order by ${order} ${limit}`;
  }
  // Three levels. The candidates: what the indexes find, sorted, reading only
  // the property's id, host, listing time and sort keys (with an area or a
  // distance and no words, all in properties_listed_place_idx: an index-only
  // scan). The page: the deferred checks on the sorted candidates in order,
  // until limit + 1 pass. Then only those rows join the property for the card.
  // The first two keep the table's name, so every condition written for the
  // table reads the same columns one level up; OFFSET 0 (or the cap's LIMIT)
  // keeps PostgreSQL from pushing the deferred checks down into the candidates.
  //
  // With `candidateCap`, only the first candidates in order are kept: a
  // bounded (top-N) sort instead of sorting every candidate, which was a
  // third of a country's view (issue 18). pageRows checks that the cap did
  // not cut the page short.
  const cap = options.candidateCap;
  const keep = cap === undefined ? sql`offset 0` : sql`limit ${sql.raw(String(cap))}`;
  const candidates = sql`select ${properties.id}, ${properties.hostId}, ${properties.listedAt},
      ${sortColumns}
    from ${properties} where ${where([...candidate, hasTerms, after])} order by ${order} ${keep}`;
  // (No count of what the cap kept beside the rows: a window function there
  // hides the candidates' order from the page, which then checked and sorted
  // all of them instead of stopping at limit + 1.)
  return sql`select ${properties.id}, page.rank, page.metres, page.fit_score, ${pageColumns}
    from (select * from (${candidates}) as "properties" where ${where(deferred)}
      order by ${order} ${limit}) as page
    inner join ${properties} on ${properties.id} = page.id ${reviewTotals}
    order by ${order}`;
}

/** Writes SQL as the app's db does (db/client.ts: snake_case columns), for EXPLAIN. */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The Explore query for these filters (exploreSql), not yet run: `run` runs
 * it (named or planned each time: exploreStatement; a map's page built once
 * for its shape: page-statements.ts), `toSQL` gives its text and parameters
 * (the bench and a test EXPLAIN it).
 */
export function exploreQuery(
  db: PropertyContext['db'],
  filters: ExploreFilters,
  viewerKeys: readonly string[],
  options: { candidateCap?: number | undefined; urlBase: string },
) {
  const page = compiledPage<ExploreFilters, ExploreRow>(
    filters,
    viewerKeys,
    options.candidateCap,
    options.urlBase,
    exploreSql,
  );
  if (page) {
    return {
      run: () => page.statement(db, page.values),
      toSQL: () => page.statement.toSQL(page.values),
    };
  }
  const query = exploreSql(filters, viewerKeys, options);
  return {
    run: () => db.execute<ExploreRow>(exploreStatement(filters, query)),
    toSQL: () => dialect.sqlToQuery(query),
  };
}

/**
 * How many sorted candidates a page is first looked for among. A page needs
 * limit + 1 (at most 51) that pass the deferred checks (blocks, help
 * windows' places), which nearly all do.
 */
export const CANDIDATE_CAP = 64;

/**
 * The rows of a page: first among the first `cap` candidates in order (a
 * bounded sort), and only when that leaves the page short (fewer candidates
 * than a page, or the deferred checks turned some of the first `cap` down)
 * again over every candidate. The answer is the same either way: the page
 * is the first limit + 1 candidates in order that pass, and when limit + 1
 * pass among the first `cap`, those are they. A short page is a small area
 * or a last page, where the second query is cheap. Without a candidate
 * level (no area, distance or sort) there is nothing to cap: one query.
 */
export async function pageRows(
  db: PropertyContext['db'],
  filters: ExploreFilters,
  viewerKeys: readonly string[],
  urlBase: string,
  cap = Math.max(CANDIDATE_CAP, filters.limit + 1),
): Promise<ExploreRow[]> {
  const all = () => exploreQuery(db, filters, viewerKeys, { urlBase }).run();
  if (!hasCandidateLevel(filters)) return (await all()).rows;
  const { rows } = await exploreQuery(db, filters, viewerKeys, {
    candidateCap: cap,
    urlBase,
  }).run();
  if (rows.length === filters.limit + 1) return rows;
  return (await all()).rows;
}

/**
 * How far beyond the last page sort=distance first looks, in km, when no
 * radius bounds it: each step a circle (index-driven), the next only when the
 * page is not full; after the last, every placed listing.
 */
const NEAREST_STEPS_KM = [25, 100, 400, 1600, 6400];

/**
 * sort=distance without a radius: every placed listing is a candidate, and
 * sorting 100,000 of them by distance costs about 130 ms. Nearly always the
 * page lies within a few km, so look within growing circles beyond the last
 * page's distance first. A row of a circle of R km is certainly in its place
 * when it is nearer than R minus a metre (a row outside is farther than R; in
 * whole metres, at least the same): the page is taken when its limit + 1 rows
 * all are.
 */
async function nearestRows(
  db: PropertyContext['db'],
  filters: ExploreFilters,
  viewerKeys: readonly string[],
  urlBase: string,
): Promise<ExploreRow[]> {
  let fromMetres = 0;
  if (filters.cursor) {
    fromMetres = decodeCursor(filters.cursor, distanceCursor)[1];
    if (fromMetres === UNPLACED_METRES) return pageRows(db, filters, viewerKeys, urlBase);
  }
  for (const step of NEAREST_STEPS_KM) {
    const reachKm = fromMetres / 1000 + step;
    const rows = await pageRows(db, { ...filters, radiusKm: reachKm }, viewerKeys, urlBase);
    const sure = rows.filter((r) => r.metres < Math.floor(reachKm * 1000) - 1);
    if (sure.length === filters.limit + 1) return sure;
  }
  return pageRows(db, filters, viewerKeys, urlBase);
}

/**
 * GET /api/explore: listed properties with exchange terms, as cards: the
 * page as JSON text (explorePageSchema's), its cards written by PostgreSQL
 * (card-json.ts).
 */
export async function explore(ctx: PropertyContext, filters: ExploreFilters): Promise<string> {
  const urlBase = ctx.storage.publicUrlBase;
  // One connection for the viewer's skills and every query of the page, so
  // a second query does not wait its turn in the pool again.
  const rows = await onOneConnection(ctx.db, async (db) => {
    const viewerKeys = await viewerSkillKeys(db, filters.viewerId);
    return filters.sort === 'distance' && filters.radiusKm === undefined
      ? nearestRows(db, filters, viewerKeys, urlBase)
      : pageRows(db, filters, viewerKeys, urlBase);
  });
  const sort = filters.sort ?? 'default';
  const page = pageFrom(
    rows,
    filters.limit,
    (r) => r.card,
    (r) =>
      sort === 'distance'
        ? ['d', r.metres, r.listed_at_exact, r.id]
        : sort === 'fit'
          ? ['f', r.fit_score, r.rank, r.listed_at_exact, r.id]
          : [r.rank, r.listed_at_exact, r.id],
  );
  return pageJson(page.items, page.nextCursor);
}
