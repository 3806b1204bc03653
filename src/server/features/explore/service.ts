import type { ExplorePage } from '@shared/api/explore';
import type { PropertyType } from '@shared/api/property-fields';
import { ratingSummary } from '@shared/api/reviews';
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
import { presentExploreCard } from '../properties/presenter';
import { type PropertyContext, publicUrlOf } from '../properties/service';
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

type TermsCard = {
  provides: string[];
  hoursPerWeek: number;
  daysPerWeek: number;
  minStayDays: number;
  maxStayDays: number;
  availableFrom: string;
  availableTo: string;
  /** Different skills the property wants, and how many of them the viewer lists. */
  wanted: number;
  matched: number;
};

/**
 * The card's terms from the row's columns. A property without terms is never
 * expected (see exploreSql); zeros keep its card well-formed if it happens.
 */
function termsOf(r: ExploreRow): TermsCard {
  return {
    provides: r.terms_provides ?? [],
    hoursPerWeek: r.terms_hours_per_week ?? 0,
    daysPerWeek: r.terms_days_per_week ?? 0,
    minStayDays: r.terms_min_stay_days ?? 0,
    maxStayDays: r.terms_max_stay_days ?? 0,
    availableFrom: r.terms_available_from ?? '',
    availableTo: r.terms_available_to ?? '',
    wanted: r.wanted ?? 0,
    matched: r.matched ?? 0,
  };
}

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
  title: string;
  type: PropertyType;
  city: string;
  region: string | null;
  country: string;
  /** As PostgreSQL writes it (drizzle's driver leaves timestamps as text). */
  listed_at: string | null;
  listed_at_exact: string;
  rank: number;
  public_lat: number | null;
  public_lng: number | null;
  distance_km: number | null;
  metres: number;
  fit_score: number;
  review_count: number | null;
  rating_sum: number | null;
  /** The terms' copy (null only if the property has none: never expected, see exploreSql). */
  terms_provides: string[] | null;
  terms_hours_per_week: number | null;
  terms_days_per_week: number | null;
  terms_min_stay_days: number | null;
  terms_max_stay_days: number | null;
  terms_available_from: string | null;
  terms_available_to: string | null;
  wanted: number | null;
  matched: number | null;
  /** The cover's copy (null without a cover). */
  cover_image_key: string | null;
  cover_thumbnail_key: string | null;
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
  } = {},
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
  // For the page's rows only (in three levels, the outer query's).
  const pageColumns = sql`${exactTime(properties.listedAt)} as listed_at_exact, ${km} as distance_km`;
  // The card's terms and cover, from the property's own row: copied there by
  // triggers (migrations 0021 and 0025, decision 157), so a card costs no
  // join. A listed property always has terms (listing needs them, they are
  // never deleted) and at most one cover (property_photos_one_cover_idx).
  // The terms' skill keys carry the card's fit (the same count as fit_score's).
  const keys = sql`${properties.termsSkillKeys}`;
  const cardColumns = sql`${properties.termsProvides}, ${properties.termsHoursPerWeek},
      ${properties.termsDaysPerWeek}, ${properties.termsMinStayDays}, ${properties.termsMaxStayDays},
      ${properties.termsAvailableFrom}, ${properties.termsAvailableTo},
      cardinality(${keys}) as wanted, ${matchedSql(keys, viewerKeys)} as matched,
      ${properties.coverImageKey}, ${properties.coverThumbnailKey}`;
  // The card's own columns, read from the property's row.
  const cardRow = sql`${properties.id}, ${properties.title}, ${properties.type},
    ${properties.city}, ${properties.region}, ${properties.country}, ${properties.hostId},
    ${properties.listedAt}, ${properties.publicLat}, ${properties.publicLng}`;
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
    return sql`select ${cardRow}, ${sortColumns}, ${pageColumns}, ${cardColumns},
        ${propertyReviewTotals.reviewCount}, ${propertyReviewTotals.ratingSum}
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
  return sql`select ${cardRow}, page.rank, page.metres, page.fit_score, ${pageColumns},
      ${cardColumns}, ${propertyReviewTotals.reviewCount}, ${propertyReviewTotals.ratingSum}
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
  viewerKeys: readonly string[] = [],
  options: { candidateCap?: number | undefined } = {},
) {
  const page = compiledPage<ExploreFilters, ExploreRow>(
    filters,
    viewerKeys,
    options.candidateCap,
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
  cap = Math.max(CANDIDATE_CAP, filters.limit + 1),
): Promise<ExploreRow[]> {
  if (!hasCandidateLevel(filters)) return (await exploreQuery(db, filters, viewerKeys).run()).rows;
  const { rows } = await exploreQuery(db, filters, viewerKeys, { candidateCap: cap }).run();
  if (rows.length === filters.limit + 1) return rows;
  return (await exploreQuery(db, filters, viewerKeys).run()).rows;
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
): Promise<ExploreRow[]> {
  let fromMetres = 0;
  if (filters.cursor) {
    fromMetres = decodeCursor(filters.cursor, distanceCursor)[1];
    if (fromMetres === UNPLACED_METRES) return pageRows(db, filters, viewerKeys);
  }
  for (const step of NEAREST_STEPS_KM) {
    const reachKm = fromMetres / 1000 + step;
    const rows = await pageRows(db, { ...filters, radiusKm: reachKm }, viewerKeys);
    const sure = rows.filter((r) => r.metres < Math.floor(reachKm * 1000) - 1);
    if (sure.length === filters.limit + 1) return sure;
  }
  return pageRows(db, filters, viewerKeys);
}

/** GET /api/explore: listed properties with exchange terms, as cards. */
export async function explore(ctx: PropertyContext, filters: ExploreFilters): Promise<ExplorePage> {
  // One connection for the viewer's skills and every query of the page, so
  // a second query does not wait its turn in the pool again.
  const { viewerKeys, rows } = await onOneConnection(ctx.db, async (db) => {
    const viewerKeys = await viewerSkillKeys(db, filters.viewerId);
    const rows =
      filters.sort === 'distance' && filters.radiusKm === undefined
        ? await nearestRows(db, filters, viewerKeys)
        : await pageRows(db, filters, viewerKeys);
    return { viewerKeys, rows };
  });
  const publicUrl = publicUrlOf(ctx);
  const sort = filters.sort ?? 'default';
  return pageFrom(
    rows,
    filters.limit,
    (r) => {
      const terms = termsOf(r);
      return presentExploreCard(
        { ...r, listedAt: r.listed_at === null ? null : new Date(r.listed_at) },
        terms,
        r.cover_image_key && r.cover_thumbnail_key
          ? { imageKey: r.cover_image_key, thumbnailKey: r.cover_thumbnail_key }
          : null,
        publicUrl,
        ratingSummary({ reviewCount: r.review_count, ratingSum: r.rating_sum }),
        {
          location:
            r.public_lat !== null && r.public_lng !== null
              ? { lat: r.public_lat, lng: r.public_lng }
              : null,
          distanceKm: r.distance_km === null ? null : Math.round(r.distance_km * 10) / 10,
          // platform/skills.ts's fitOf: nothing to say when either side lists none.
          fit:
            viewerKeys.length > 0 && terms.wanted > 0
              ? { matched: terms.matched, wanted: terms.wanted }
              : null,
        },
      );
    },
    (r) =>
      sort === 'distance'
        ? ['d', r.metres, r.listed_at_exact, r.id]
        : sort === 'fit'
          ? ['f', r.fit_score, r.rank, r.listed_at_exact, r.id]
          : [r.rank, r.listed_at_exact, r.id],
  );
}
