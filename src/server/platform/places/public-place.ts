import { getRandomValues } from 'node:crypto';
import { type MapPoint, PLACE_LIMITS } from '@shared/api/places';

// A property's public place (issue 18): the host's exact pin moved by a random
// offset, uniform over a disc of PLACE_LIMITS.publicOffsetMetres around it.
// Everyone who may not know the pin sees a circle of publicRadiusMetres
// (twice the offset) around that centre, so the pin is always inside the
// circle but anywhere in it as far as they can tell. It is drawn once per pin
// (features/properties/location.ts keeps it while the pin stays): a new draw
// per request or viewer would let anyone average the circles back to the pin.

/** The mean Earth radius (IUGG), in metres: the sphere both functions below measure on. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** A longitude brought into [-180, 180]. */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  // 180 and -180 are the same meridian; keep an input of 180 as it was.
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** A uniform number in [0, 1) from the operating system's secure random source (53 bits). */
export function secureRandomUnit(): number {
  const [high = 0, low = 0] = getRandomValues(new Uint32Array(2));
  return ((high >>> 5) * 67_108_864 + (low >>> 6)) / 9_007_199_254_740_992;
}

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMetres(a: MapPoint, b: MapPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point `metres` away from `from` heading `bearing` (radians clockwise
 * from north), along the great circle. For a few hundred metres this is the
 * flat conversion (north: metres / 111,195 per degree of latitude; east: the
 * same divided by cos(lat) per degree of longitude), but exact on the sphere
 * distanceMetres measures on, also near the poles, where cos(lat) goes to 0
 * and the flat conversion breaks down. Worked on unit vectors (no asin near
 * 1), so it stays precise to well under a millimetre everywhere. Latitude
 * stays within [-90, 90]; longitude is wrapped into [-180, 180].
 */
export function moveBy(from: MapPoint, metres: number, bearing: number): MapPoint {
  const angle = metres / EARTH_RADIUS_METRES;
  const lat = toRadians(from.lat);
  const lng = toRadians(from.lng);
  // The start as a unit vector, and the unit vector of the heading there
  // (north and east mixed by the bearing); the end lies `angle` along it.
  const towardNorth = Math.cos(bearing);
  const towardEast = Math.sin(bearing);
  const heading = {
    x: -Math.sin(lat) * Math.cos(lng) * towardNorth - Math.sin(lng) * towardEast,
    y: -Math.sin(lat) * Math.sin(lng) * towardNorth + Math.cos(lng) * towardEast,
    z: Math.cos(lat) * towardNorth,
  };
  const x = Math.cos(lat) * Math.cos(lng) * Math.cos(angle) + heading.x * Math.sin(angle);
  const y = Math.cos(lat) * Math.sin(lng) * Math.cos(angle) + heading.y * Math.sin(angle);
  const z = Math.sin(lat) * Math.cos(angle) + heading.z * Math.sin(angle);
  return {
    lat: Math.max(-90, Math.min(90, toDegrees(Math.atan2(z, Math.hypot(x, y))))),
    lng: wrapLongitude(toDegrees(Math.atan2(y, x))),
  };
}

/**
 * The public centre for a pin: a point uniform over the disc of
 * `PLACE_LIMITS.publicOffsetMetres` around it (distance = radius x sqrt(u),
 * so the outer rings, which are larger, get their share; bearing uniform).
 * `random` is for tests; the app uses the secure source.
 */
export function drawPublicPlace(pin: MapPoint, random: () => number = secureRandomUnit): MapPoint {
  const metres = PLACE_LIMITS.publicOffsetMetres * Math.sqrt(random());
  const bearing = 2 * Math.PI * random();
  return moveBy(pin, metres, bearing);
}
