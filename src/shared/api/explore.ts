import { z } from 'zod';
import { isoDateSchema } from './dates';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import {
  countryCodeSchema,
  PROPERTY_LIMITS,
  PROVISIONS,
  propertyTypeSchema,
  provisionSchema,
} from './property-fields';
import { coverSchema } from './property-photos';
import { ratingSummarySchema } from './reviews';
import { CONTROL_CHARS } from './text-fields';

// Explore: listed properties by words, place, type, dates and what is provided.

// ---------------------------------------------------------------- explore

/** Comma-separated provisions, e.g. `provides=meals,wifi` (all of them must be provided). */
const providesQuery = z
  .string()
  .max(400)
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(provisionSchema).max(PROVISIONS.length));

/**
 * GET /api/explore. `q` searches title, description, city, region and the
 * country's English name (accents and case ignored; every word must match).
 * `from`/`to` ('available between'): the exchange terms' window overlaps
 * these dates and, for a property with help windows (issue 18), it has a place
 * on every day from `from` up to the day before `to`. Sorted by
 * relevance when `q` is given, otherwise the most recently listed first.
 */
export const exploreQuerySchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(PROPERTY_LIMITS.searchText, {
        error: `Search must be at most ${PROPERTY_LIMITS.searchText} characters`,
      })
      .refine((v) => !CONTROL_CHARS.test(v), { error: 'Search contains control characters' })
      .optional(),
    country: countryCodeSchema.optional(),
    city: z
      .string()
      .trim()
      .min(1)
      .max(PROPERTY_LIMITS.city)
      .refine((v) => !CONTROL_CHARS.test(v), { error: 'City contains control characters' })
      .optional(),
    type: propertyTypeSchema.optional(),
    provides: providesQuery.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    error: 'to must be on or after from',
  });
export type ExploreQuery = z.input<typeof exploreQuerySchema>;

export const exploreCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  cover: coverSchema,
  provides: z.array(provisionSchema),
  hoursPerWeek: z.number().int(),
  daysPerWeek: z.number().int(),
  minStayDays: z.number().int(),
  maxStayDays: z.number().int(),
  availableFrom: z.string(),
  availableTo: z.string(),
  listedAt: z.string(),
  /** Published reviews of stays here (helper about host): null average reads 'New'. */
  rating: ratingSummarySchema,
});
export type ExploreCard = z.infer<typeof exploreCardSchema>;
export const explorePageSchema = pageOf(exploreCardSchema);
export type ExplorePage = z.infer<typeof explorePageSchema>;
