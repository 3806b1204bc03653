import { z } from 'zod';

/*
 * Where a property is (issue 18): the host's exact pin, and the approximate
 * place everyone else sees until they are a member or have an accepted stay
 * request. No geocoding service: the host drags a pin or uses the device's
 * location; a helper finds places through the properties' own towns.
 *
 * Host of the property (others who can see it: 403; others: 404):
 *   PUT    /api/properties/:id/location   PinInput -> PropertyLocation (exact)
 *   DELETE /api/properties/:id/location   -> 204 (off the map again)
 * Anyone signed in:
 *   GET    /api/explore/map               ExploreMapQuery -> ExploreMap (clusters in an area)
 *   GET    /api/explore/places            ?q= (2+ characters) -> PlaceSuggestions
 *                                         (towns of listed properties, with their middle)
 */

export const PLACE_LIMITS = {
  /** The public centre lies at most this far from the exact pin, in a random direction. */
  publicOffsetMetres: 1000,
  /** The circle drawn around the public centre: the exact pin is always inside it. */
  publicRadiusMetres: 2000,
  /** "Within … km": the largest distance Explore filters by. */
  radiusKmMax: 500,
  /** Explore's map zoom levels (web map tiles). */
  zoomMax: 19,
  placeQueryMin: 2,
  placeQueryMax: 60,
  placeSuggestions: 8,
} as const;

export const latitudeSchema = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, { error: 'Latitude must be between -90 and 90' })
  .max(90, { error: 'Latitude must be between -90 and 90' });
export const longitudeSchema = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, { error: 'Longitude must be between -180 and 180' })
  .max(180, { error: 'Longitude must be between -180 and 180' });

/** PUT /api/properties/:id/location: the exact pin. */
export const pinInputSchema = z.strictObject({ lat: latitudeSchema, lng: longitudeSchema });
export type PinInput = z.infer<typeof pinInputSchema>;

/** A point on the map (WGS 84 degrees). */
export const mapPointSchema = z.object({ lat: z.number(), lng: z.number() });
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * Where a property is, as this viewer may know it: `exact` for its host, its
 * active members and helpers with an accepted stay request; `approximate` (a
 * circle of `radiusMetres` around a centre drawn once per pin) for everyone
 * else. Null until the host places it.
 */
export const propertyLocationSchema = z.discriminatedUnion('precision', [
  z.object({ precision: z.literal('exact'), lat: z.number(), lng: z.number() }),
  z.object({
    precision: z.literal('approximate'),
    lat: z.number(),
    lng: z.number(),
    radiusMetres: z.number().int(),
  }),
]);
export type PropertyLocation = z.infer<typeof propertyLocationSchema>;

/** Query numbers arrive as text. */
const queryNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);

/** An area of the map: west > east crosses the antimeridian. */
export const boundsQueryFields = {
  west: queryNumber(longitudeSchema),
  south: queryNumber(latitudeSchema),
  east: queryNumber(longitudeSchema),
  north: queryNumber(latitudeSchema),
};

/** A point to measure distance from ("near me", a town, the map's middle). */
export const nearQueryFields = {
  lat: queryNumber(latitudeSchema),
  lng: queryNumber(longitudeSchema),
  radiusKm: queryNumber(
    z
      .number({ error: 'Distance must be a number' })
      .int({ error: 'Distance must be a whole number of kilometres' })
      .min(1, { error: 'Distance must be at least 1 km' })
      .max(PLACE_LIMITS.radiusKmMax, {
        error: `Distance must be at most ${PLACE_LIMITS.radiusKmMax} km`,
      }),
  ),
};

export const zoomQuerySchema = queryNumber(
  z
    .number({ error: 'Zoom must be a number' })
    .int({ error: 'Zoom must be a whole number' })
    .min(0, { error: `Zoom must be between 0 and ${PLACE_LIMITS.zoomMax}` })
    .max(PLACE_LIMITS.zoomMax, { error: `Zoom must be between 0 and ${PLACE_LIMITS.zoomMax}` }),
);

/** A town where listed properties are, with the middle of their public places. */
export const placeSuggestionSchema = z.object({
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Listed properties placed there. */
  count: z.number().int(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placeSuggestionsSchema = z.object({ places: z.array(placeSuggestionSchema) });
export type PlaceSuggestions = z.infer<typeof placeSuggestionsSchema>;
