// Explore's geometry (issue 18), on a sphere of the mean Earth radius: the
// areas of the map that the `properties_listed_place_idx` GiST index is asked
// for (boxes in degrees, x = longitude, y = latitude), and the exact
// great-circle distance checked after it. Longitudes run from -180 to 180; an
// area that crosses the antimeridian is two boxes.

import { EARTH_RADIUS_METRES } from '../../platform/places/public-place';

/**
 * The mean Earth radius (IUGG), in km: the same sphere for the boxes, the
 * distance in SQL (filters.ts) and the public places' distanceMetres.
 */
export const EARTH_RADIUS_KM = EARTH_RADIUS_METRES / 1000;

/** A box of the map in degrees, west <= east (never across the antimeridian). */
export type Box = { west: number; south: number; east: number; north: number };

const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/**
 * Slack added to every side of a distance's box, in degrees (about 1 mm):
 * PostgreSQL's trigonometry and ours may differ in the last bit, and a place
 * exactly on the circle must not fall out of the box before the exact check.
 */
const BOX_SLACK_DEGREES = 1e-8;

/** An area as the client sends it: west > east crosses the antimeridian. */
export function boxesOfArea(area: Box): Box[] {
  if (area.west <= area.east) return [area];
  return [
    { west: area.west, south: area.south, east: 180, north: area.north },
    { west: -180, south: area.south, east: area.east, north: area.north },
  ];
}

/**
 * Boxes that hold every point within `radiusKm` (great-circle) of lat/lng:
 * latitude +- the radius's angle; longitude +- asin(sin(angle) / cos(lat)),
 * the widest the circle gets (J. P. Matuschek, "Finding points within a
 * distance of a latitude/longitude using bounding coordinates"). A circle
 * that reaches a pole takes every longitude; one that crosses the
 * antimeridian is split in two.
 */
export function boxesAround(lat: number, lng: number, radiusKm: number): Box[] {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const spanLat = toDegrees(angle) + BOX_SLACK_DEGREES;
  const south = lat - spanLat;
  const north = lat + spanLat;
  if (south <= -90 || north >= 90) {
    return [{ west: -180, south: Math.max(-90, south), east: 180, north: Math.min(90, north) }];
  }
  // |lat| + angle < 90 degrees here, so sin(angle) < cos(lat) and asin is defined.
  const spanLng =
    toDegrees(Math.asin(Math.sin(angle) / Math.cos(toRadians(lat)))) + BOX_SLACK_DEGREES;
  if (spanLng >= 180) return [{ west: -180, south, east: 180, north }];
  const west = lng - spanLng;
  const east = lng + spanLng;
  if (west < -180) return boxesOfArea({ west: west + 360, south, east, north });
  if (east > 180) return boxesOfArea({ west, south, east: east - 360, north });
  return [{ west, south, east, north }];
}

/**
 * Explore's map grid (issue 18): a cell is a quarter of a web map tile at
 * this zoom (about 64 px of a 256-px tile), in degrees of either axis. It
 * divides 180 exactly, so no cell crosses the antimeridian.
 */
export function cellDegrees(zoom: number): number {
  return 360 / 2 ** zoom / 4;
}
