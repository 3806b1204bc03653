import type { ExplorePage, PropertyType, Provision } from '@shared/api/properties';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { exchangeTerms, properties, propertyPhotos } from '../../db/schema';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { type PropertyContext, presentExploreCard, publicUrlOf } from '../properties/service';
import { queryWords } from './search-text';

export { countryName, normalizeForSearch, searchTextOf, searchTitleOf } from './search-text';

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
};

// The cursor is the last card's sort key: [rank, listedAt, id]; rank is a
// small integer (0 without a search), so the next page's comparison is exact.
const cursorKey = z.tuple([z.number().int().min(0).max(3), exactTimeSchema, z.uuid()]);

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
  const conditions: (SQL | undefined)[] = [
    eq(properties.status, 'listed'),
    ...words.map((w) => sql`${properties.searchText} like ${`%${w}%`}`),
    filters.country ? eq(properties.country, filters.country) : undefined,
    filters.city ? sql`lower(${properties.city}) = lower(${filters.city})` : undefined,
    filters.type ? eq(properties.type, filters.type) : undefined,
    filters.provides?.length
      ? sql`${exchangeTerms.provides} @> ${sql`array[${sql.join(
          filters.provides.map((p) => sql`${p}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    // The availability window overlaps the dates asked for.
    filters.to ? sql`${exchangeTerms.availableFrom} <= ${filters.to}::date` : undefined,
    filters.from ? sql`${exchangeTerms.availableTo} >= ${filters.from}::date` : undefined,
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
      terms: {
        provides: exchangeTerms.provides,
        hoursPerWeek: exchangeTerms.hoursPerWeek,
        daysPerWeek: exchangeTerms.daysPerWeek,
        minStayDays: exchangeTerms.minStayDays,
        maxStayDays: exchangeTerms.maxStayDays,
        availableFrom: exchangeTerms.availableFrom,
        availableTo: exchangeTerms.availableTo,
      },
      imageKey: propertyPhotos.imageKey,
      thumbnailKey: propertyPhotos.thumbnailKey,
    })
    .from(properties)
    .innerJoin(exchangeTerms, eq(exchangeTerms.propertyId, properties.id))
    .leftJoin(
      propertyPhotos,
      and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.isCover, true)),
    )
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
        r.terms,
        r.imageKey && r.thumbnailKey
          ? { imageKey: r.imageKey, thumbnailKey: r.thumbnailKey }
          : null,
        publicUrl,
      ),
    (r) => [r.rank, r.listedAtExact, r.id],
  );
}
