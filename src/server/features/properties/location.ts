import { type PinInput, PLACE_LIMITS, type PropertyLocation } from '@shared/api/places';
import { and, eq, sql } from 'drizzle-orm';
import { properties, propertyPins, stayRequests } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import {
  findOwnProperty,
  type PropertyRelation,
  type PropertyRow,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { distanceMetres, drawPublicPlace } from '../../platform/places/public-place';
import type { PropertyContext } from './service';

// Where a property is (issue 18). The host's exact pin lives in property_pins
// and is read here only (and in the host's own data export): for the host,
// the property's active members and helpers with an accepted stay request
// there. Everyone else gets the public place on the property row
// (platform/places/public-place.ts), drawn once per pin: re-sending the same
// pin keeps it, so repeated saves give nobody a new circle to average; moving
// the pin draws a new one.

/** The exact pin, as its host and those who stay there see it. */
const exact = (pin: { lat: number; lng: number }): PropertyLocation => ({
  precision: 'exact',
  lat: pin.lat,
  lng: pin.lng,
});

/**
 * Puts the pin of `propertyId` at `pin` and its public place with it, inside
 * the caller's transaction (the caller holds the property's row lock). The
 * same pin again changes nothing; a pin still within publicOffsetMetres of
 * the public centre keeps it; one farther draws a new public place. The seed
 * places its properties through this too.
 */
export async function placeProperty(tx: Tx, propertyId: string, pin: PinInput): Promise<void> {
  const [current] = await tx
    .select({
      lat: propertyPins.lat,
      lng: propertyPins.lng,
      publicLat: properties.publicLat,
      publicLng: properties.publicLng,
    })
    .from(propertyPins)
    .innerJoin(properties, eq(properties.id, propertyPins.propertyId))
    .where(eq(propertyPins.propertyId, propertyId));
  if (current && current.lat === pin.lat && current.lng === pin.lng && current.publicLat !== null)
    return;
  // A pin nudged within reach of the current centre keeps its circle (the
  // pin is still at most publicOffsetMetres from it): a host fine-tuning the
  // spot must not hand watchers a fresh circle per nudge to average.
  const centre =
    current && current.publicLat !== null && current.publicLng !== null
      ? { lat: current.publicLat, lng: current.publicLng }
      : null;
  const keepsCircle =
    centre !== null && distanceMetres(pin, centre) <= PLACE_LIMITS.publicOffsetMetres;
  await tx
    .insert(propertyPins)
    .values({ propertyId, lat: pin.lat, lng: pin.lng })
    .onConflictDoUpdate({
      target: propertyPins.propertyId,
      set: { lat: pin.lat, lng: pin.lng, updatedAt: sql`now()` },
    });
  if (keepsCircle) return;
  const place = drawPublicPlace(pin);
  await tx
    .update(properties)
    .set({ publicLat: place.lat, publicLng: place.lng, updatedAt: sql`now()` })
    .where(eq(properties.id, propertyId));
}

/** PUT /api/properties/:id/location (the property's host): the pin as saved. */
export async function setPropertyLocation(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  pin: PinInput,
): Promise<PropertyLocation> {
  return ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    await placeProperty(tx, property.id, pin);
    return exact(pin);
  });
}

/** DELETE /api/properties/:id/location (the property's host): off the map, pin and public place. */
export async function clearPropertyLocation(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const removed = await tx
      .delete(propertyPins)
      .where(eq(propertyPins.propertyId, property.id))
      .returning({ propertyId: propertyPins.propertyId });
    if (removed.length === 0 && property.publicLat === null) return;
    await tx
      .update(properties)
      .set({ publicLat: null, publicLng: null, updatedAt: sql`now()` })
      .where(eq(properties.id, property.id));
  });
}

/** Whether `viewerId` has an accepted stay request at the property (they were told where it is). */
async function hasAcceptedRequest(db: Queryable, propertyId: string, viewerId: string) {
  const [row] = await db
    .select({ id: stayRequests.id })
    .from(stayRequests)
    .where(
      and(
        eq(stayRequests.propertyId, propertyId),
        eq(stayRequests.helperId, viewerId),
        eq(stayRequests.status, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Where the property is, as this viewer may know it: the exact pin for its
 * host, its active members and helpers with an accepted stay request there;
 * otherwise the public place and the circle around it. Null until placed.
 * The pin is read only when the viewer may know it.
 */
export async function locationFor(
  db: Queryable,
  property: Pick<PropertyRow, 'id' | 'publicLat' | 'publicLng'>,
  relation: PropertyRelation,
  viewerId: string,
): Promise<PropertyLocation | null> {
  const mayKnow =
    relation === 'host' ||
    relation === 'member' ||
    (await hasAcceptedRequest(db, property.id, viewerId));
  if (mayKnow) {
    const [pin] = await db
      .select({ lat: propertyPins.lat, lng: propertyPins.lng })
      .from(propertyPins)
      .where(eq(propertyPins.propertyId, property.id));
    return pin ? exact(pin) : null;
  }
  if (property.publicLat === null || property.publicLng === null) return null;
  return {
    precision: 'approximate',
    lat: property.publicLat,
    lng: property.publicLng,
    radiusMetres: PLACE_LIMITS.publicRadiusMetres,
  };
}
