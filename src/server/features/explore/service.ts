import type { ExplorePage } from '@shared/api/explore';
import { ratingSummary } from '@shared/api/reviews';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { exchangeTerms, profiles, properties, propertyReviewTotals } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { queryWords } from '../../platform/search-text';
import { skillKeys } from '../../platform/skills';
import { presentExploreCard } from '../properties/presenter';
import { type PropertyContext, publicUrlOf } from '../properties/service';
import { distanceKmSql, type ExploreFilters, textRank, visibleConditions } from './filters';

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

/** Never expected (see exploreQuery); keeps a card well-formed if it happens. */
const NO_TERMS: TermsCard = {
  provides: [],
  hoursPerWeek: 0,
  daysPerWeek: 0,
  minStayDays: 0,
  maxStayDays: 0,
  availableFrom: '',
  availableTo: '',
  wanted: 0,
  matched: 0,
};

/** The viewer's skills as Explore compares them (skill keys); [] without a viewer or skills. */
export async function viewerSkillKeys(
  db: Queryable,
  viewerId: string | undefined,
): Promise<string[]> {
  if (!viewerId) return [];
  const [row] = await db
    .select({ skills: profiles.skills })
    .from(profiles)
    .where(eq(profiles.id, viewerId));
  return skillKeys(row?.skills ?? []);
}

/** A text[] of these values, as parameters. */
function textArray(values: readonly string[]): SQL {
  return values.length > 0
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
}

/** How many of `keys` (a skill_keys column: distinct) are among the viewer's keys. */
function matchedSql(keys: SQL, viewerKeys: readonly string[]): SQL<number> {
  return viewerKeys.length > 0
    ? sql<number>`(select count(*) from unnest(${keys}) as wanted(key) where wanted.key = any(${textArray(viewerKeys)}))::int`
    : sql<number>`0`;
}

/** The terms joined for sort=fit: the fit is in the order, so every candidate needs it. */
const fitTerms = alias(exchangeTerms, 'fit_terms');

/**
 * The Explore query for these filters, not yet run (the bench EXPLAINs it).
 * Every word of `q` must occur in the property's search text (trigram-indexed
 * LIKE); `sort=default` ranks matches by how well the query matches the
 * title, city, region and country, then most recently listed first. An area
 * or a distance reads properties_listed_place_idx (`<@ box`); `sort=distance`
 * orders by the exact great-circle distance in whole metres, `sort=fit` by
 * the share of the skills wanted that `viewerKeys` (the viewer's skill keys)
 * hold, in per mille, then as `default`.
 */
export function exploreQuery(
  db: PropertyContext['db'],
  filters: ExploreFilters,
  viewerKeys: readonly string[] = [],
) {
  const sort = filters.sort ?? 'default';
  const words = filters.q ? queryWords(filters.q) : [];
  const rank = textRank(words);
  const point =
    filters.lat !== undefined && filters.lng !== undefined
      ? { lat: filters.lat, lng: filters.lng }
      : null;
  if (sort === 'distance' && !point) throw new Error('sort=distance needs a point');
  const km = point ? distanceKmSql(point.lat, point.lng) : sql<null>`null::float8`;
  const metres = sql<number>`coalesce(round(${km} * 1000)::int, ${sql.raw(String(UNPLACED_METRES))})`;
  // Per mille of the skills wanted that the viewer has; -1 (last) when none are wanted.
  const fitScore = sql<number>`(case when cardinality(${fitTerms.skillKeys}) = 0 then -1
    else ${matchedSql(sql`${fitTerms.skillKeys}`, viewerKeys)} * 1000 / cardinality(${fitTerms.skillKeys}) end)`;

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

  const newest = [desc(properties.listedAt), desc(properties.id)];
  const order =
    sort === 'distance'
      ? [asc(metres), ...newest]
      : [
          ...(sort === 'fit' ? [desc(fitScore)] : []),
          ...(words.length > 0 ? [desc(rank)] : []),
          ...newest,
        ];

  const query = db
    .select({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      city: properties.city,
      region: properties.region,
      country: properties.country,
      listedAt: properties.listedAt,
      listedAtExact: exactTime(properties.listedAt),
      rank,
      publicLat: properties.publicLat,
      publicLng: properties.publicLng,
      distanceKm: km,
      metres: sort === 'distance' ? metres : sql<number>`0`,
      fitScore: sort === 'fit' ? fitScore : sql<number>`0`,
      // A listed property always has terms (listing needs them, they are never
      // deleted). Like the cover below, a subquery: run for the page's rows
      // only. It carries the card's fit (the same count as fitScore's).
      terms: sql<TermsCard | null>`(select json_build_object(
        'provides', et.provides, 'hoursPerWeek', et.hours_per_week,
        'daysPerWeek', et.days_per_week, 'minStayDays', et.min_stay_days,
        'maxStayDays', et.max_stay_days, 'availableFrom', et.available_from,
        'availableTo', et.available_to, 'wanted', cardinality(et.skill_keys),
        'matched', ${matchedSql(sql`et.skill_keys`, viewerKeys)}
      ) from exchange_terms et where et.property_id = "properties"."id")`,
      // Subqueries, not a join: PostgreSQL runs them for the page's rows only,
      // after the sort and limit, instead of joining every match to its photo.
      // (Qualified by hand: drizzle leaves columns of a one-table select bare.)
      imageKey: sql<
        string | null
      >`(select pp.image_key from property_photos pp where pp.property_id = "properties"."id" and pp.is_cover)`,
      thumbnailKey: sql<
        string | null
      >`(select pp.thumbnail_key from property_photos pp where pp.property_id = "properties"."id" and pp.is_cover)`,
      // The published reviews' totals (issue 14): one row by primary key,
      // joined per card the limit keeps, never summed from the reviews here.
      reviewCount: propertyReviewTotals.reviewCount,
      ratingSum: propertyReviewTotals.ratingSum,
    })
    .from(properties)
    .leftJoin(propertyReviewTotals, eq(propertyReviewTotals.propertyId, properties.id))
    .$dynamic();
  return (
    sort === 'fit' ? query.innerJoin(fitTerms, eq(fitTerms.propertyId, properties.id)) : query
  )
    .where(and(...visibleConditions(filters, words), after))
    .orderBy(...order)
    .limit(filters.limit + 1);
}

/** GET /api/explore: listed properties with exchange terms, as cards. */
export async function explore(ctx: PropertyContext, filters: ExploreFilters): Promise<ExplorePage> {
  const viewerKeys = await viewerSkillKeys(ctx.db, filters.viewerId);
  const rows = await exploreQuery(ctx.db, filters, viewerKeys);
  const publicUrl = publicUrlOf(ctx);
  const sort = filters.sort ?? 'default';
  return pageFrom(
    rows,
    filters.limit,
    (r) => {
      const terms = r.terms ?? NO_TERMS;
      return presentExploreCard(
        r,
        terms,
        r.imageKey && r.thumbnailKey
          ? { imageKey: r.imageKey, thumbnailKey: r.thumbnailKey }
          : null,
        publicUrl,
        ratingSummary(r),
        {
          location:
            r.publicLat !== null && r.publicLng !== null
              ? { lat: r.publicLat, lng: r.publicLng }
              : null,
          distanceKm: r.distanceKm === null ? null : Math.round(Number(r.distanceKm) * 10) / 10,
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
        ? ['d', r.metres, r.listedAtExact, r.id]
        : sort === 'fit'
          ? ['f', r.fitScore, r.rank, r.listedAtExact, r.id]
          : [r.rank, r.listedAtExact, r.id],
  );
}
