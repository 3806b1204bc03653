import type { ExplorePage } from '@shared/api/explore';
import type { PropertyType, Provision } from '@shared/api/property-fields';
import { ratingSummary } from '@shared/api/reviews';
import { and, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { properties, propertyReviewTotals } from '../../db/schema';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { hasWindowsSql, placeOnEveryDaySql } from '../../platform/places/help-window-places';
import { queryWords } from '../../platform/search-text';
import { presentExploreCard } from '../properties/presenter';
import { type PropertyContext, publicUrlOf } from '../properties/service';
import { blockedEitherWay } from '../safety/service';

export type ExploreFilters = {
  q?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  type?: PropertyType | undefined;
  provides?: Provision[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  /**
   * Who is looking (issue 15): properties whose host they blocked, or who
   * blocked them, are left out. Absent only in the bench.
   */
  viewerId?: string | undefined;
};

// The cursor is the last card's sort key: [rank, listedAt, id]; rank is a
// small integer (0 without a search), so the next page's comparison is exact.
const cursorKey = z.tuple([z.number().int().min(0).max(3), exactTimeSchema, z.uuid()]);

type TermsCard = {
  provides: string[];
  hoursPerWeek: number;
  daysPerWeek: number;
  minStayDays: number;
  maxStayDays: number;
  availableFrom: string;
  availableTo: string;
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
};

const PROPERTY_ID = sql`"properties"."id"`;

/**
 * 'Available between' (issue 18): the exchange terms' window overlaps the
 * dates and, for a property that publishes help windows, it has a place on
 * every day from `from` up to the day before `to` (the day of leaving).
 */
function availableBetween(filters: Pick<ExploreFilters, 'from' | 'to'>): SQL | undefined {
  if (!filters.from && !filters.to) return undefined;
  const first = sql`${filters.from ?? filters.to}::date`;
  const last = filters.to ? sql`greatest(${filters.to}::date - 1, ${first})` : first;
  const overlap = sql.join(
    [
      ...(filters.to ? [sql`et.available_from <= ${filters.to}::date`] : []),
      ...(filters.from ? [sql`et.available_to >= ${filters.from}::date`] : []),
    ],
    sql` and `,
  );
  return sql`(exists (select 1 from exchange_terms et where et.property_id = "properties"."id" and ${overlap})
    and (not ${hasWindowsSql(PROPERTY_ID)} or ${placeOnEveryDaySql(PROPERTY_ID, first, last)}))`;
}

/**
 * The Explore query for these filters, not yet run (the bench EXPLAINs it).
 * Every word of `q` must occur in the property's search text (trigram-indexed
 * LIKE); matches are ranked by how well the query matches the title, city,
 * region and country, then by most recently listed.
 */
export function exploreQuery(db: PropertyContext['db'], filters: ExploreFilters) {
  const words = filters.q ? queryWords(filters.q) : [];
  const phrase = words.join(' ');
  // Relevance in tiers, cheap to compute for every match: 3 the phrase as typed
  // in the title or place names, 1 every word there but not together, 0 found
  // only in the description (each word matches somewhere, or the row is not here).
  const rank: SQL<number> =
    words.length > 0
      ? sql<number>`((${properties.searchTitle} like ${`%${phrase}%`})::int * 2 + (${sql.join(
          words.map((w) => sql`${properties.searchTitle} like ${`%${w}%`}`),
          sql` and `,
        )})::int)`
      : sql<number>`0::int`;
  const after = filters.cursor ? decodeCursor(filters.cursor, cursorKey) : null;
  // Conditions on the terms: one EXISTS, so the page's cards need no join.
  const termsConditions: SQL[] = [
    ...(filters.provides?.length
      ? [
          sql`et.provides @> ${sql`array[${sql.join(
            filters.provides.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`}`,
        ]
      : []),
  ];
  const dates = availableBetween(filters);
  const conditions: (SQL | undefined)[] = [
    eq(properties.status, 'listed'),
    // Hidden by an operator (issue 15): out of Explore for everyone.
    isNull(properties.hiddenAt),
    // Blocked either way with the host: two primary-key probes per candidate
    // row (the blocks PK is (blocker_id, blocked_id)), an anti-join the
    // planner keeps index-driven; see the EXPLAIN in blocks.test.ts.
    filters.viewerId
      ? not(blockedEitherWay(sql`${filters.viewerId}::uuid`, properties.hostId))
      : undefined,
    ...words.map((w) => sql`${properties.searchText} like ${`%${w}%`}`),
    filters.country ? eq(properties.country, filters.country) : undefined,
    filters.city ? sql`lower(${properties.city}) = lower(${filters.city})` : undefined,
    filters.type ? eq(properties.type, filters.type) : undefined,
    dates,
    termsConditions.length > 0
      ? sql`exists (select 1 from exchange_terms et where et.property_id = "properties"."id" and ${sql.join(termsConditions, sql` and `)})`
      : undefined,
    after && words.length > 0
      ? sql`(${rank}, ${properties.listedAt}, ${properties.id}) < (${after[0]}, ${after[1]}::timestamptz, ${after[2]}::uuid)`
      : undefined,
    // Without a search the order is the index's (read backwards): keep the key to match it.
    after && words.length === 0
      ? sql`(${properties.listedAt}, ${properties.id}) < (${after[1]}::timestamptz, ${after[2]}::uuid)`
      : undefined,
  ];
  return db
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
      // A listed property always has terms (listing needs them, they are never
      // deleted). Like the cover below, a subquery: run for the page's rows only.
      terms: sql<TermsCard | null>`(select json_build_object(
        'provides', et.provides, 'hoursPerWeek', et.hours_per_week,
        'daysPerWeek', et.days_per_week, 'minStayDays', et.min_stay_days,
        'maxStayDays', et.max_stay_days, 'availableFrom', et.available_from,
        'availableTo', et.available_to
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
    .where(and(...conditions))
    .orderBy(
      ...(words.length > 0 ? [desc(rank)] : []),
      desc(properties.listedAt),
      desc(properties.id),
    )
    .limit(filters.limit + 1);
}

/** GET /api/explore: listed properties with exchange terms, as cards. */
export async function explore(ctx: PropertyContext, filters: ExploreFilters): Promise<ExplorePage> {
  const rows = await exploreQuery(ctx.db, filters);
  const publicUrl = publicUrlOf(ctx);
  return pageFrom(
    rows,
    filters.limit,
    (r) =>
      presentExploreCard(
        r,
        r.terms ?? NO_TERMS,
        r.imageKey && r.thumbnailKey
          ? { imageKey: r.imageKey, thumbnailKey: r.thumbnailKey }
          : null,
        publicUrl,
        ratingSummary(r),
      ),
    (r) => [r.rank, r.listedAtExact, r.id],
  );
}
