import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { PropertyContext } from '../properties/service';
import type { ExploreFilters } from './filters';
import { compiledPage } from './page-statements';
import { exploreQuery, exploreSql } from './service';

// Decision 158: a map's page is built once per shape with placeholders. The
// statement it runs must be the very one the filters build directly: the
// same text, the same parameters in the same places, for every shape.

const dialect = new PgDialect({ casing: 'snake_case' });
// Building and binding need no connection; nothing here runs.
const db = {} as PropertyContext['db'];

/** A small deterministic generator, so a failure names its case and repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A map page's filters: an area (a fifth across the antimeridian: two boxes),
 * dates or none, fit or newest first, 0-2 skills, with the candidate cap or
 * without (the fallback over every candidate). 48 shapes in all, under
 * MAX_PAGE_SHAPES, so each case is built once per shape and bound many times.
 */
function someFilters(r: () => number): { filters: ExploreFilters; keys: string[] } {
  const lng = -180 + r() * 360;
  const lat = -80 + r() * 150;
  const span = [0.05, 1.5, 12][Math.floor(r() * 3)] as number;
  const west = r() < 0.2 ? 175 + r() * 4 : lng;
  const east = west > 170 ? -179 + r() * 3 : Math.min(180, lng + span);
  const dated = r() < 0.7;
  const month = 1 + Math.floor(r() * 8);
  return {
    filters: {
      west,
      south: lat,
      east,
      north: Math.min(90, lat + span),
      from: dated ? `2027-0${month}-1${Math.floor(r() * 10)}` : undefined,
      to: dated ? `2027-0${month + 1}-0${1 + Math.floor(r() * 9)}` : undefined,
      sort: r() < 0.5 ? 'fit' : 'default',
      limit: 1 + Math.floor(r() * 50),
      viewerId: '0b7f9a0e-3c55-4f33-9d2a-3e0f5d6c1a21',
    },
    keys: ['cooking', 'gardening', 'animal care'].slice(0, Math.floor(r() * 3)),
  };
}

describe("Explore's page statements built once per shape", () => {
  it('bind to the same text and parameters as the direct build, shape after shape', () => {
    const r = random(18);
    for (let i = 0; i < 300; i++) {
      const { filters, keys } = someFilters(r);
      const candidateCap = r() < 0.7 ? 64 : undefined;
      const page = compiledPage<ExploreFilters, unknown>(filters, keys, candidateCap, exploreSql);
      expect(page, `case ${i}`).toBeDefined();
      const compiled = page?.statement.toSQL(page.values);
      const direct = dialect.sqlToQuery(exploreSql(filters, keys, { candidateCap }));
      expect({ case: i, ...compiled }).toEqual({ case: i, sql: direct.sql, params: direct.params });
      // exploreQuery, which the routes run, takes the compiled statement.
      expect(exploreQuery(db, filters, keys, { candidateCap }).toSQL()).toEqual(compiled);
    }
  });

  it('are used for a map page only: other filters are built as before', () => {
    const area = { west: -9.5, south: 38.5, east: -8.5, north: 39.5, limit: 20 };
    const build = () => {
      throw new Error('not this shape');
    };
    const page = compiledPage<ExploreFilters, unknown>(
      { ...area, sort: 'fit' },
      ['cooking'],
      64,
      exploreSql,
    );
    expect(page?.values).toMatchObject({ key0: 'cooking', limitPlusOne: 21, box0West: -9.5 });
    for (const other of [
      { q: 'farm' },
      { country: 'PT' },
      { city: 'Porto' },
      { type: 'farm' as const },
      { provides: ['meals' as const] },
      { lat: 38.7, lng: -9.1, radiusKm: 50 },
      { sort: 'distance' as const, lat: 38.7, lng: -9.1 },
      { cursor: 'abc' },
    ]) {
      expect(compiledPage({ ...area, ...other }, [], 64, build)).toBeUndefined();
    }
    expect(compiledPage({ limit: 20, sort: 'fit' }, [], 64, build)).toBeUndefined();
  });
});
