import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PropertyContext } from '../properties/service';
import type { ExploreFilters } from './filters';
import { compiledPage, forgetPageShapes } from './page-statements';
import { exploreQuery, exploreSql } from './service';

/** Where covers are served from (the local disk's base): a placeholder in every shape. */
const URL_BASE = '/uploads/';

// Decisions 158 and 168: a first page (a map's, or the list's) is built once
// per shape with placeholders. The statement it runs must be the very one
// the filters build directly: the same text, the same parameters in the same
// places, for every shape.

const dialect = new PgDialect({ casing: 'snake_case' });
const VIEWER = '0b7f9a0e-3c55-4f33-9d2a-3e0f5d6c1a21';
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
 * One page size: each size is a shape of its own (decision 170), tested apart.
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
      limit: 20,
      viewerId: VIEWER,
    },
    keys: ['cooking', 'gardening', 'animal care'].slice(0, Math.floor(r() * 3)),
  };
}

/** One generated case: the filters, the viewer's skill keys, the candidate cap. */
type Case = { filters: ExploreFilters; keys: string[]; candidateCap: number | undefined };

/**
 * The list's first page, anywhere: dates or none, fit or newest first, 0-2
 * skills, and one of four sets of the filters without an index (a type,
 * provisions). 48 shapes in all (the fit's with the candidate cap; newest
 * first has no candidate level).
 */
function someListFilters(r: () => number): Case {
  const dated = r() < 0.5;
  const month = 1 + Math.floor(r() * 8);
  const sort = r() < 0.5 ? ('fit' as const) : ('default' as const);
  const others: Partial<ExploreFilters>[] = [
    {},
    { type: r() < 0.5 ? 'farm' : 'hostel' },
    { provides: r() < 0.5 ? ['meals', 'wifi'] : ['private_room', 'meals'] },
    { type: r() < 0.5 ? 'boat' : 'house', provides: [r() < 0.5 ? 'bike' : 'lessons'] },
  ];
  return {
    filters: {
      from: dated ? `2027-0${month}-1${Math.floor(r() * 10)}` : undefined,
      to: dated ? `2027-0${month + 1}-0${1 + Math.floor(r() * 9)}` : undefined,
      sort,
      limit: 12,
      viewerId: VIEWER,
      ...others[Math.floor(r() * others.length)],
    },
    keys: ['cooking', 'gardening', 'animal care'].slice(0, Math.floor(r() * 3)),
    candidateCap: sort === 'fit' ? 64 : undefined,
  };
}

/** An area (one box, or two across the antimeridian) with a country, a town, a type or provisions. */
function someAreaWithFilters(r: () => number): Case {
  const across = r() < 0.3;
  const others: Partial<ExploreFilters>[] = [
    { country: r() < 0.5 ? 'NZ' : 'FJ' },
    { city: r() < 0.5 ? 'Nelson' : 'Suva', type: 'farm' },
    { country: 'NZ', provides: ['meals', r() < 0.5 ? 'wifi' : 'bike'] },
  ];
  return {
    filters: {
      west: across ? 178 : 170 + r() * 5,
      south: -45 + r() * 20,
      east: across ? -178 : 176,
      north: -10,
      sort: 'fit',
      limit: 50,
      viewerId: VIEWER,
      ...others[Math.floor(r() * others.length)],
    },
    keys: ['cooking', 'gardening'].slice(0, Math.floor(r() * 3)),
    candidateCap: 64,
  };
}

/** Each case's compiled statement is the direct build's, and exploreQuery runs it. */
function expectTheDirectBuild(cases: number, next: () => Case) {
  for (let i = 0; i < cases; i++) {
    const { filters, keys, candidateCap } = next();
    const page = compiledPage<ExploreFilters, unknown>(
      filters,
      keys,
      candidateCap,
      URL_BASE,
      exploreSql,
    );
    expect(page, `case ${i}`).toBeDefined();
    const compiled = page?.statement.toSQL(page.values);
    const direct = dialect.sqlToQuery(
      exploreSql(filters, keys, { candidateCap, urlBase: URL_BASE }),
    );
    expect({ case: i, ...compiled }).toEqual({ case: i, sql: direct.sql, params: direct.params });
    // exploreQuery, which the routes run, takes the compiled statement.
    expect(exploreQuery(db, filters, keys, { candidateCap, urlBase: URL_BASE }).toSQL()).toEqual(
      compiled,
    );
  }
}

describe("Explore's page statements built once per shape", () => {
  // Each test's shapes fit under MAX_PAGE_SHAPES when it starts from none.
  beforeEach(() => forgetPageShapes());

  it('bind to the same text and parameters as the direct build, map shape after map shape', () => {
    const r = random(18);
    expectTheDirectBuild(300, () => ({
      ...someFilters(r),
      candidateCap: r() < 0.7 ? 64 : undefined,
    }));
  });

  it('do so too for an area with a country, a town, a type or provisions', () => {
    const r = random(19);
    expectTheDirectBuild(100, () => someAreaWithFilters(r));
  });

  it("do so too for the list's first page, shape after shape", () => {
    const r = random(20);
    expectTheDirectBuild(300, () => someListFilters(r));
  });

  it('do so too for a search by words, shape after shape (decision 171)', () => {
    const r = random(21);
    const vocabulary = ['farm', 'olive', 'goat', 'kyoto', 'são', 'eco', 'lodge', 'vineyard'];
    const word = () => vocabulary[Math.floor(r() * vocabulary.length)] as string;
    // 1-2 words, newest first or fit, 0-1 skills, a type or none, dates or
    // none, the cap or none: 64 shapes.
    expectTheDirectBuild(200, () => {
      const dated = r() < 0.5;
      return {
        filters: {
          q: r() < 0.5 ? word() : `${word()} ${word()}`,
          sort: r() < 0.5 ? 'fit' : 'default',
          type: r() < 0.5 ? 'farm' : undefined,
          from: dated ? '2027-03-10' : undefined,
          to: dated ? '2027-04-02' : undefined,
          limit: 12,
          viewerId: VIEWER,
        },
        keys: ['cooking'].slice(0, Math.floor(r() * 2)),
        candidateCap: r() < 0.5 ? 64 : undefined,
      };
    });
    const page = compiledPage<ExploreFilters, unknown>(
      { limit: 20, q: 'Goat  FARM!' },
      [],
      64,
      URL_BASE,
      exploreSql,
    );
    expect(page?.values).toMatchObject({ phrase: '%goat farm%', word0: '%goat%', word1: '%farm%' });
  });

  it('do so too for the list with a country or a town, shape after shape (decision 172)', () => {
    const r = random(22);
    // someListFilters' dates, sort and skills, with a country, a town, a
    // country and a type, a type alone or none of them (so that a key
    // without the country or the town would mix shapes up): 60 shapes.
    expectTheDirectBuild(200, () => {
      const list = someListFilters(r);
      const place = [
        { country: r() < 0.5 ? 'PT' : 'NZ' },
        { city: r() < 0.5 ? 'Porto' : 'Nelson' },
        { country: 'JP', type: 'house' as const },
        { type: 'house' as const },
        {},
      ][Math.floor(r() * 5)];
      const { type: _type, provides: _provides, ...rest } = list.filters;
      return { ...list, filters: { ...rest, ...place } };
    });
  });

  it("write the page's size into the statement, a shape per size (decision 170)", () => {
    const texts = new Set<string>();
    for (const limit of [1, 12, 50]) {
      for (const [filters, cap] of [
        [{ limit }, undefined],
        [{ limit, west: -9.5, south: 38.5, east: -8.5, north: 39.5, sort: 'fit' }, 64],
      ] as const) {
        const page = compiledPage<ExploreFilters, unknown>(
          filters,
          ['cooking'],
          cap,
          URL_BASE,
          exploreSql,
        );
        const compiled = page?.statement.toSQL(page.values);
        const direct = dialect.sqlToQuery(
          exploreSql(filters, ['cooking'], { candidateCap: cap, urlBase: URL_BASE }),
        );
        expect(compiled).toEqual({ sql: direct.sql, params: direct.params });
        expect(compiled?.sql).toMatch(new RegExp(`limit ${limit + 1}(?!\\d)`));
        expect(compiled?.sql).not.toMatch(/limit \$/);
        texts.add(compiled?.sql ?? '');
      }
    }
    expect(texts.size).toBe(6);
    expect(() => exploreSql({ limit: 1.5 }, [], { urlBase: URL_BASE })).toThrow(
      'limit must be a whole number',
    );
  });

  it('leave a distance, a cursor, and words that need a plan for their values, to the direct build', () => {
    const area = { west: -9.5, south: 38.5, east: -8.5, north: 39.5, limit: 20 };
    const build = () => {
      throw new Error('not this shape');
    };
    const page = compiledPage<ExploreFilters, unknown>(
      { ...area, sort: 'fit' },
      ['cooking'],
      64,
      URL_BASE,
      exploreSql,
    );
    expect(page?.values).toMatchObject({ key0: 'cooking', box0West: -9.5 });
    for (const other of [
      { q: 'farm' },
      { lat: 38.7, lng: -9.1, radiusKm: 50 },
      { sort: 'distance' as const, lat: 38.7, lng: -9.1 },
      { cursor: 'abc' },
    ]) {
      expect(compiledPage({ ...area, ...other }, [], 64, URL_BASE, build)).toBeUndefined();
    }
    for (const other of [
      { cursor: 'abc' },
      // Words of one or two characters have no trigram (MIN_HOT_WORD_LENGTH)…
      { q: 'an' },
      { q: 'olive b' },
      // …and words with a country or a town read a plan made for both.
      { q: 'farm', country: 'PT' },
      { q: 'farm', city: 'Porto' },
    ]) {
      expect(compiledPage({ limit: 20, ...other }, [], undefined, URL_BASE, build)).toBeUndefined();
    }
    // The list as it opens, and with the filters that have no index, is a shape…
    expect(compiledPage({ limit: 20 }, [], undefined, URL_BASE, exploreSql)).toBeDefined();
    expect(
      compiledPage(
        { limit: 20, type: 'farm', provides: ['meals'] },
        [],
        undefined,
        URL_BASE,
        exploreSql,
      )?.values,
    ).toMatchObject({ type: 'farm', provides0: 'meals' });
    // …and so are a country and a town without an area (decision 172)…
    expect(
      compiledPage({ limit: 20, country: 'PT' }, [], undefined, URL_BASE, exploreSql)?.values,
    ).toMatchObject({ country: 'PT' });
    expect(
      compiledPage({ limit: 20, city: 'Porto', type: 'farm' }, [], undefined, URL_BASE, exploreSql)
        ?.values,
    ).toMatchObject({ city: 'Porto', type: 'farm' });
    // …and a map's area with a country or a town (named already, decision 145).
    expect(
      compiledPage({ ...area, country: 'PT', city: 'Lisbon' }, [], 64, URL_BASE, exploreSql)
        ?.values,
    ).toMatchObject({ country: 'PT', city: 'Lisbon', box0West: -9.5 });
  });
});
