import { z } from 'zod';
import { isoDateSchema } from './dates';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { boundsQueryFields, mapPointSchema, nearQueryFields, zoomQuerySchema } from './places';
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

// Explore: listed properties by words, place, type, dates, what is provided,
// an area of the map, distance and fit (issue 18).

// ---------------------------------------------------------------- explore

/** Comma-separated provisions, e.g. `provides=meals,wifi` (all of them must be provided). */
const providesQuery = z
  .string()
  .max(400)
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(provisionSchema).max(PROVISIONS.length));

/** How a helper's skills meet a property's skills wanted ('Matches 3 of 4 skills'). */
export const fitSchema = z.object({
  /** Skills wanted that the helper lists (compared without case, accents or punctuation). */
  matched: z.number().int(),
  /** Different skills the property wants. */
  wanted: z.number().int(),
});
export type Fit = z.infer<typeof fitSchema>;

/**
 * `default`: relevance when `q` is given, else the most recently listed.
 * `distance`: nearest first from `lat`/`lng` (required). `fit`: most of the
 * viewer's skills matched first (share of the skills wanted), then `default`.
 */
export const EXPLORE_SORTS = ['default', 'distance', 'fit'] as const;
export const exploreSortSchema = z.enum(EXPLORE_SORTS, {
  error: `Sort must be one of ${EXPLORE_SORTS.join(', ')}`,
});
export type ExploreSort = z.infer<typeof exploreSortSchema>;

/** What every Explore filter shares, list and map. */
const exploreFilterFields = {
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
  west: boundsQueryFields.west.optional(),
  south: boundsQueryFields.south.optional(),
  east: boundsQueryFields.east.optional(),
  north: boundsQueryFields.north.optional(),
  lat: nearQueryFields.lat.optional(),
  lng: nearQueryFields.lng.optional(),
  radiusKm: nearQueryFields.radiusKm.optional(),
};

type FilterShape = {
  from?: string | undefined;
  to?: string | undefined;
  west?: number | undefined;
  south?: number | undefined;
  east?: number | undefined;
  north?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radiusKm?: number | undefined;
};

const boundsGiven = (v: FilterShape) =>
  [v.west, v.south, v.east, v.north].filter((x) => x !== undefined).length;

/** The cross-field rules both Explore queries keep. */
function refineFilters<T extends z.ZodType<FilterShape>>(schema: T) {
  return schema
    .refine((v) => !v.from || !v.to || v.from <= v.to, {
      path: ['to'],
      error: 'to must be on or after from',
    })
    .refine((v) => boundsGiven(v) === 0 || boundsGiven(v) === 4, {
      path: ['west'],
      error: 'An area needs west, south, east and north',
    })
    .refine((v) => v.south === undefined || v.north === undefined || v.south <= v.north, {
      path: ['north'],
      error: 'north must be at or above south',
    })
    .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
      path: ['lng'],
      error: 'A point needs both lat and lng',
    })
    .refine((v) => v.radiusKm === undefined || v.lat !== undefined, {
      path: ['radiusKm'],
      error: 'A distance needs a point (lat and lng)',
    });
}

/**
 * GET /api/explore. `q` searches title, description, city, region and the
 * country's English name (accents and case ignored; every word must match).
 * `from`/`to` ('available between'): the exchange terms' window overlaps
 * these dates and, for a property with help windows (issue 18), it has a place
 * on every day from `from` up to the day before `to`. `west/south/east/north`
 * (all four): the public place lies in that area of the map. `lat/lng`: the
 * point distances are measured from (to the public place, never the exact
 * pin); with `radiusKm`, only properties that near. Order: `sort`.
 */
export const exploreQuerySchema = refineFilters(
  z.strictObject({
    ...exploreFilterFields,
    sort: exploreSortSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
  }),
).refine((v) => v.sort !== 'distance' || v.lat !== undefined, {
  path: ['sort'],
  error: 'Sorting by distance needs a point (lat and lng)',
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
  /** The public (approximate) place; null until the host places it. Never the exact pin. */
  location: mapPointSchema.nullable(),
  /** Kilometres from the query's `lat/lng` to the public place, one decimal; null without a point. */
  distanceKm: z.number().nullable(),
  /** Null when the property wants no skills or the viewer lists none. */
  fit: fitSchema.nullable(),
});
export type ExploreCard = z.infer<typeof exploreCardSchema>;
export const explorePageSchema = pageOf(exploreCardSchema);
export type ExplorePage = z.infer<typeof explorePageSchema>;

// ---------------------------------------------------------------- map

/**
 * GET /api/explore/map: the same filters as the list, over an area (all four
 * bounds required) at a zoom level. Properties close together at that zoom
 * come back as one cluster (the middle of their public places and how many);
 * a cluster of one carries its property.
 */
export const exploreMapQuerySchema = refineFilters(
  z.strictObject({
    ...exploreFilterFields,
    west: boundsQueryFields.west,
    south: boundsQueryFields.south,
    east: boundsQueryFields.east,
    north: boundsQueryFields.north,
    zoom: zoomQuerySchema,
  }),
);
export type ExploreMapQuery = z.input<typeof exploreMapQuerySchema>;

export const mapPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  country: z.string(),
  cover: coverSchema,
});
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  /** Set when count is 1. */
  property: mapPropertySchema.nullable(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;
export const exploreMapSchema = z.object({ clusters: z.array(mapClusterSchema) });
export type ExploreMap = z.infer<typeof exploreMapSchema>;
