import { PLACE_LIMITS } from '@shared/api/places';
import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
  drawPublicPlace,
  moveBy,
  secureRandomUnit,
  wrapLongitude,
} from './public-place';

/** Replays fixed numbers as the random source. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

const PINS = [
  { lat: 46.2389, lng: 14.3556 }, // Kranj
  { lat: 0, lng: 0 },
  { lat: -33.8688, lng: 151.2093 }, // Sydney
  { lat: 64.1466, lng: -21.9426 }, // Reykjavik
  { lat: 89.9999, lng: 45 }, // 11 m from the North Pole
  { lat: -90, lng: 0 }, // the South Pole itself
  { lat: 12.5, lng: 179.9995 }, // on the antimeridian
  { lat: -12.5, lng: -180 },
];

describe('the public place of a pin', () => {
  it('lies within the offset of the pin, so the pin is inside the public circle', () => {
    for (const pin of PINS) {
      for (let i = 0; i < 2_000; i++) {
        const centre = drawPublicPlace(pin);
        expect(centre.lat).toBeGreaterThanOrEqual(-90);
        expect(centre.lat).toBeLessThanOrEqual(90);
        expect(centre.lng).toBeGreaterThanOrEqual(-180);
        expect(centre.lng).toBeLessThanOrEqual(180);
        const d = distanceMetres(pin, centre);
        expect(d).toBeLessThanOrEqual(PLACE_LIMITS.publicOffsetMetres + 1e-6);
        expect(d).toBeLessThan(PLACE_LIMITS.publicRadiusMetres);
      }
    }
  });

  it('moves by the distance asked, in the direction asked', () => {
    const pin = { lat: 46.2389, lng: 14.3556 };
    const north = moveBy(pin, 1000, 0);
    expect(north.lng).toBeCloseTo(pin.lng, 9);
    expect(north.lat - pin.lat).toBeCloseTo(1000 / 111_195, 6);
    const east = moveBy(pin, 1000, Math.PI / 2);
    // The flat conversion: a degree of longitude is cos(lat) times a degree of latitude.
    expect(east.lng - pin.lng).toBeCloseTo(
      1000 / (111_195 * Math.cos((pin.lat * Math.PI) / 180)),
      6,
    );
    expect(east.lat).toBeCloseTo(pin.lat, 4);
    for (const bearing of [0, 1, 2, 3, 4, 5, 6]) {
      for (const metres of [0, 1, 250, 999.999]) {
        for (const from of PINS)
          expect(distanceMetres(from, moveBy(from, metres, bearing))).toBeCloseTo(metres, 5);
      }
    }
  });

  it('uses the square root of the random number, so the disc is covered evenly', () => {
    const pin = { lat: 10, lng: 20 };
    // u = 0.25 is half the radius; the second number is the bearing (0.25: east).
    const centre = drawPublicPlace(pin, sequence(0.25, 0.25));
    expect(distanceMetres(pin, centre)).toBeCloseTo(PLACE_LIMITS.publicOffsetMetres / 2, 5);
    expect(centre.lng).toBeGreaterThan(pin.lng);
    expect(centre.lat).toBeCloseTo(pin.lat, 4);
    expect(distanceMetres(pin, drawPublicPlace(pin, sequence(0, 0.7)))).toBeCloseTo(0, 6);

    // Even in area: each of four rings of equal area holds about a quarter.
    const rings = new Map<number, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const d = distanceMetres(pin, drawPublicPlace(pin)) / PLACE_LIMITS.publicOffsetMetres;
      const ring = Math.min(3, Math.floor(d * d * 4));
      rings.set(ring, (rings.get(ring) ?? 0) + 1);
    }
    expect([...rings.keys()].sort()).toEqual([0, 1, 2, 3]);
    for (const n of rings.values()) expect(Math.abs(n / draws - 0.25)).toBeLessThan(0.02);
  });

  it('wraps longitudes across the antimeridian and keeps them in range', () => {
    expect(wrapLongitude(181)).toBeCloseTo(-179, 9);
    expect(wrapLongitude(-181)).toBeCloseTo(179, 9);
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(-180)).toBe(-180);
    expect(wrapLongitude(540.5)).toBeCloseTo(-179.5, 9);
    const across = moveBy({ lat: 0, lng: 179.9999 }, 1000, Math.PI / 2);
    expect(across.lng).toBeLessThan(-179.99);
    expect(distanceMetres({ lat: 0, lng: 179.9999 }, across)).toBeCloseTo(1000, 5);
  });

  it('draws a different centre each time from the secure source', () => {
    const values = new Set(Array.from({ length: 1000 }, secureRandomUnit));
    expect(values.size).toBe(1000);
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    const pin = { lat: 38.7223, lng: -9.1393 };
    expect(drawPublicPlace(pin)).not.toEqual(drawPublicPlace(pin));
  });
});
