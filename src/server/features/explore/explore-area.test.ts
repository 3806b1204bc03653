import type { ExploreCard, ExplorePage } from '@shared/api/explore';
import type { MapPoint } from '@shared/api/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createHost,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { blocks, propertyReviewTotals, stayRequests } from '../../db/schema';
import { distanceMetres } from '../../platform/places/public-place';
import { insertListing } from './explore-test-helpers';
import { boxesAround, EARTH_RADIUS_KM } from './geo';
import { pageRows } from './service';

const distanceKm = (from: MapPoint, to: MapPoint) => distanceMetres(from, to) / 1000;

// Issue 18: Explore by area of the map and by distance, on the public places.

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point `km` from lat/lng along the great circle leaving at `bearing` degrees. */
function destination(lat: number, lng: number, km: number, bearing: number) {
  const d = km / EARTH_RADIUS_KM;
  const [p1, l1, b] = [rad(lat), rad(lng), rad(bearing)];
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 =
    l1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { lat: deg(p2), lng: ((deg(l2) + 540) % 360) - 180 };
}

/** The point of the circle of `km` around lat/lng that lies furthest east (the box's edge). */
function easternmost(lat: number, lng: number, km: number) {
  const d = km / EARTH_RADIUS_KM;
  return {
    lat: deg(Math.asin(Math.sin(rad(lat)) / Math.cos(d))),
    lng: lng + deg(Math.asin(Math.sin(d) / Math.cos(rad(lat)))),
  };
}

describe('explore by area and distance', () => {
  let t: TestApp;
  let helper: TestUser;
  const ids: Record<string, string> = {};
  const places: Record<string, { lat: number; lng: number }> = {};
  /** Order of listing (the twins share one). */
  const listedOrder: Record<string, number> = {};
  /** Explore's order among equal distances: newest first, then the greater id. */
  const newestFirst = (a: string, b: string) => {
    const [ia, ib] = [ids[a] ?? '', ids[b] ?? ''];
    return (listedOrder[b] ?? 0) - (listedOrder[a] ?? 0) || (ia < ib ? 1 : ia > ib ? -1 : 0);
  };
  const LISBON = { lat: 38.7223, lng: -9.1393 };
  const OSLO = { lat: 59.9139, lng: 10.7522 };
  const ATLANTIC = { lat: 30, lng: -40 };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    helper = await createHelper(t.app);
    const host = await createHost(t.app);
    const start = Date.now() - 3_600_000;
    let n = 0;
    const add = async (key: string, place: { lat: number; lng: number } | null, city = key) => {
      // Listed one second apart, in this order: the later, the newer.
      listedOrder[key] = n;
      ids[key] = await insertListing(t.app.database.db, host.id, {
        title: `Place ${key}`,
        city,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        listedAt: new Date(start + 1000 * n++),
      });
      if (place) places[key] = place;
    };
    await add('lisbon', LISBON);
    await add('porto', { lat: 41.1579, lng: -8.6291 });
    await add('madrid', { lat: 40.4168, lng: -3.7038 });
    await add('taveuni', { lat: -16.85, lng: 179.95 });
    await add('vanua', { lat: -16.9, lng: -179.9 });
    await add('queenstown', { lat: -45.0312, lng: 168.6626 });
    await add('unplaced', null);
    // 10 km from Lisbon, a metre either side, due north.
    await add('inside', destination(LISBON.lat, LISBON.lng, 9.999, 0));
    await add('outside', destination(LISBON.lat, LISBON.lng, 10.001, 0));
    // 400 km from Oslo at the circle's easternmost point: a box made with
    // r / (111.32 cos lat) degrees of longitude would leave the inside one out.
    await add('oslo-east-inside', easternmost(OSLO.lat, OSLO.lng, 399.99));
    await add('oslo-east-outside', easternmost(OSLO.lat, OSLO.lng, 400.01));
    // Two at one place, listed at the same instant: the id breaks the tie.
    const same = new Date(start + 1000 * n++);
    for (const key of ['twin-a', 'twin-b']) {
      listedOrder[key] = n - 1;
      ids[key] = await insertListing(t.app.database.db, host.id, {
        title: `Place ${key}`,
        lat: 38.0,
        lng: -8.0,
        listedAt: same,
      });
      places[key] = { lat: 38.0, lng: -8.0 };
    }
    await add('arctic', { lat: 89.6, lng: 170 });
    // Around a point in the Atlantic, either side of the circles sort=distance
    // looks in first (25 and 100 km), and far away.
    for (const [key, km] of [
      ['sea-24.9993', 24.9993],
      ['sea-25.0007', 25.0007],
      ['sea-24.9999', 24.9999],
      ['sea-25.0001', 25.0001],
      ['sea-99.9993', 99.9993],
      ['sea-100.0007', 100.0007],
      ['sea-3000', 3000],
    ] as const) {
      await add(key, destination(ATLANTIC.lat, ATLANTIC.lng, km, 90));
    }
    await insertListing(t.app.database.db, host.id, {
      lat: LISBON.lat,
      lng: LISBON.lng,
      status: 'paused',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/explore${query}`, helper);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExplorePage;
  };
  const keysOf = (page: { items: ExploreCard[] }) =>
    page.items.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));
  const sorted = (keys: (string | undefined)[]) => [...keys].sort();

  it('finds what lies in an area of the map, and only placed properties', async () => {
    const page = await get('?west=-10&south=36&east=-3&north=42&limit=50');
    expect(sorted(keysOf(page))).toEqual(
      sorted(['lisbon', 'porto', 'madrid', 'inside', 'outside', 'twin-a', 'twin-b']),
    );
    const lisbon = page.items.find((c) => c.id === ids.lisbon);
    expect(lisbon).toMatchObject({ location: LISBON, distanceKm: null, fit: null });
    expect(lisbon?.rating).toEqual({ average: null, count: 0 });
    // Ratings and the rest of a card come with an area too.
    await t.app.database.db
      .insert(propertyReviewTotals)
      .values({ propertyId: ids.lisbon as string, reviewCount: 2, ratingSum: 9 });
    const rated = await get('?west=-10&south=36&east=-3&north=42&sort=fit&limit=50');
    expect(rated.items.find((c) => c.id === ids.lisbon)).toMatchObject({
      rating: { average: 4.5, count: 2 },
      title: 'Place lisbon',
      hoursPerWeek: 20,
      cover: null,
    });
    expect(keysOf(await get('?west=-9&south=40&east=-8&north=42'))).toEqual(['porto']);
    // Without an area, unplaced properties show too, without a place.
    const all = await get('?limit=50');
    expect(all.items.find((c) => c.id === ids.unplaced)?.location).toBeNull();
    expect(all.items).toHaveLength(Object.keys(ids).length);
  });

  it('finds an area across the antimeridian (west > east)', async () => {
    expect(sorted(keysOf(await get('?west=179&south=-20&east=-179&north=-15')))).toEqual([
      'taveuni',
      'vanua',
    ]);
    // The same numbers the usual way round are the rest of the world at that latitude.
    expect(keysOf(await get('?west=-179&south=-20&east=179&north=-15'))).toEqual([]);
    expect(sorted(keysOf(await get('?west=160&south=-50&east=-170&north=-10&limit=50')))).toEqual([
      'queenstown',
      'taveuni',
      'vanua',
    ]);
  });

  it('finds what lies within a distance, exactly (great circle), and says how far', async () => {
    const near = await get(`?lat=${LISBON.lat}&lng=${LISBON.lng}&radiusKm=10`);
    expect(sorted(keysOf(near))).toEqual(['inside', 'lisbon']);
    const inside = near.items.find((c) => c.id === ids.inside);
    expect(inside?.distanceKm).toBe(10);
    expect(near.items.find((c) => c.id === ids.lisbon)?.distanceKm).toBe(0);
    const oslo = await get(`?lat=${OSLO.lat}&lng=${OSLO.lng}&radiusKm=400`);
    expect(keysOf(oslo)).toEqual(['oslo-east-inside']);
    // The box for the index is never narrower than the circle.
    const [box] = boxesAround(OSLO.lat, OSLO.lng, 400);
    expect(box?.east).toBeGreaterThanOrEqual(places['oslo-east-inside']?.lng ?? Infinity);
  });

  it('measures across the antimeridian and over a pole', async () => {
    const fiji = await get('?lat=-16.9&lng=179.99&radiusKm=50');
    expect(sorted(keysOf(fiji))).toEqual(['taveuni', 'vanua']);
    for (const card of fiji.items) {
      const place = card.location as { lat: number; lng: number };
      expect(card.distanceKm).toBe(
        Math.round(distanceKm({ lat: -16.9, lng: 179.99 }, place) * 10) / 10,
      );
    }
    // From the other side of the North Pole: ~100 km over it, ~10,000 km around.
    expect(keysOf(await get('?lat=89.5&lng=-10&radiusKm=150'))).toEqual(['arctic']);
  });

  it('gives each card its distance from the point, one decimal, whatever the sort', async () => {
    const page = await get(`?lat=${LISBON.lat}&lng=${LISBON.lng}&limit=50`);
    for (const card of page.items) {
      const key = Object.keys(ids).find((k) => ids[k] === card.id) ?? '';
      const place = places[key];
      expect(card.distanceKm, key).toBe(
        place ? Math.round(distanceKm(LISBON, place) * 10) / 10 : null,
      );
    }
    expect(page.items.find((c) => c.id === ids.queenstown)?.distanceKm).toBeGreaterThan(19_000);
  });

  it('sorts nearest first, unplaced last, and pages without gaps or repeats', async () => {
    const point = `lat=${LISBON.lat}&lng=${LISBON.lng}`;
    const expected = Object.keys(ids).sort((a, b) => {
      const pa = places[a];
      const pb = places[b];
      const ma = pa ? Math.round(distanceKm(LISBON, pa) * 1000) : Number.MAX_SAFE_INTEGER;
      const mb = pb ? Math.round(distanceKm(LISBON, pb) * 1000) : Number.MAX_SAFE_INTEGER;
      return ma - mb || newestFirst(a, b);
    });
    expect(keysOf(await get(`?${point}&sort=distance&limit=50`))).toEqual(expected);
    expect(expected.at(-1)).toBe('unplaced');
    for (const limit of [1, 2, 5]) {
      const seen: (string | undefined)[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          `?${point}&sort=distance&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...keysOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
    // Within a radius, sorted: the same order, the circle only.
    expect(keysOf(await get(`?${point}&radiusKm=200&sort=distance`))).toEqual(
      ['lisbon', 'inside', 'outside', 'twin-b', 'twin-a'].sort(
        (a, b) => expected.indexOf(a) - expected.indexOf(b),
      ),
    );
  });

  it('sorts by distance exactly, without a radius, across the circles it looks in first', async () => {
    const point = `lat=${ATLANTIC.lat}&lng=${ATLANTIC.lng}`;
    const metres = (key: string) => {
      const place = places[key];
      return place ? Math.round(distanceKm(ATLANTIC, place) * 1000) : Number.MAX_SAFE_INTEGER;
    };
    const expected = Object.keys(ids).sort((a, b) => {
      return metres(a) - metres(b) || newestFirst(a, b);
    });
    // 24.9999 and 25.0001 km are both 25,000 m: the newer first.
    expect(expected.slice(0, 6)).toEqual([
      'sea-24.9993',
      'sea-25.0001',
      'sea-24.9999',
      'sea-25.0007',
      'sea-99.9993',
      'sea-100.0007',
    ]);
    for (const limit of [1, 2, 3, 4, 50]) {
      const seen: (string | undefined)[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          `?${point}&sort=distance&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...keysOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it('pages an area newest first without gaps or repeats', async () => {
    const seen: (string | undefined)[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        `?west=-180&south=-90&east=180&north=90&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...keysOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sorted(seen)).toEqual(sorted(Object.keys(places)));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers 400 validation_failed to a bad area, point, distance or sort, never 500', async () => {
    const area = 'west=-10&south=36&east=-3&north=42';
    for (const query of [
      'west=abc&south=36&east=-3&north=42',
      'west=NaN&south=36&east=-3&north=42',
      'west=1e999&south=36&east=-3&north=42',
      'west=-Infinity&south=36&east=-3&north=42',
      'west=&south=36&east=-3&north=42',
      'west=1&west=2&south=36&east=-3&north=42',
      'west=-181&south=36&east=-3&north=42',
      'west=-10&south=36&east=-3&north=91',
      'west=-10&south=36',
      'west=-10&south=36&east=-3',
      'west=-10&south=42&east=-3&north=36',
      'lat=38',
      'lng=-9',
      'lat=NaN&lng=-9',
      'lat=1e999&lng=-9',
      'lat=abc&lng=-9',
      'lat=90.5&lng=0',
      'radiusKm=10',
      `${area}&radiusKm=10`,
      'lat=38&lng=-9&radiusKm=0',
      'lat=38&lng=-9&radiusKm=501',
      'lat=38&lng=-9&radiusKm=1.5',
      'lat=38&lng=-9&radiusKm=1e999',
      'lat=38&lng=-9&radiusKm=ten',
      'sort=distance',
      `sort=distance&${area}`,
      'sort=nearest',
      'lat=38&lng=-9&limit=NaN',
    ]) {
      const res = await call(t.app, 'GET', `/api/explore?${query}`, helper);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
  });

  it('leaves out, in an area and in every sort, blocked hosts and dates that do not fit', async () => {
    // Around Faro, apart from the rest: the checks the query makes on the
    // sorted candidates one by one (decided after the sort) must still leave
    // full pages without gaps.
    const db = t.app.database.db;
    const host = await createHost(t.app);
    const blocked = await createHost(t.app);
    await db.insert(blocks).values({ blockerId: blocked.id, blockedId: helper.id });
    const start = Date.now() - 1_800_000;
    const faro: Record<string, string> = {};
    let n = 0;
    const add = async (
      key: string,
      listing: Parameters<typeof insertListing>[2] = {},
      owner = host.id,
    ) => {
      faro[key] = await insertListing(db, owner, {
        lat: 37.0 + n / 1000,
        lng: -7.9,
        listedAt: new Date(start + 1000 * n++),
        skillsWanted: ['gardening'],
        ...listing,
      });
    };
    for (let i = 0; i < 6; i++) await add(`open${i}`);
    await add('blocked', {}, blocked.id);
    await add('later', { available: { from: 100, to: 200 } });
    await add('full', { windows: [{ from: 0, to: 60, helpersWanted: 1 }] });
    await add('window', { windows: [{ from: 5, to: 40, helpersWanted: 2 }] });
    await add('gap', {
      windows: [
        { from: 5, to: 12, helpersWanted: 2 },
        { from: 16, to: 40, helpersWanted: 2 },
      ],
    });
    // The one helper 'full' wants comes for the whole window.
    const stayer = await createHelper(t.app);
    await db.insert(stayRequests).values({
      propertyId: faro.full as string,
      helperId: stayer.id,
      startDate: daysFromNow(0),
      endDate: daysFromNow(61),
      message: 'All of it',
      status: 'accepted',
    });
    const keyOf = (id: string) => Object.keys(faro).find((k) => faro[k] === id);
    const area = `west=-8&south=36.99&east=-7.8&north=37.1&from=${daysFromNow(10)}&to=${daysFromNow(20)}`;
    const expected = ['window', 'open5', 'open4', 'open3', 'open2', 'open1', 'open0'];
    for (const [sort, order] of [
      ['', expected],
      ['&sort=fit', expected],
      ['&sort=distance&lat=37&lng=-7.9', [...expected].reverse()],
    ] as const) {
      for (const limit of [1, 2, 3, 10]) {
        const seen: (string | undefined)[] = [];
        let cursor: string | null = null;
        do {
          const page = await get(
            `?${area}${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(page.items.length === limit || page.nextCursor === null).toBe(true);
          seen.push(...page.items.map((c) => keyOf(c.id)));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen, `${sort} limit ${limit}`).toEqual(order);
      }
    }
  });

  it('gives the same page when the first candidates it sorts are turned down by the later checks', async () => {
    // pageRows first sorts only the first `cap` candidates (a bounded sort);
    // when blocks leave that short, it must look at every candidate again.
    const db = t.app.database.db;
    const host = await createHost(t.app);
    const blocked = await createHost(t.app);
    await db.insert(blocks).values({ blockerId: helper.id, blockedId: blocked.id });
    const start = Date.now() - 900_000;
    const porto: string[] = [];
    // Oldest first: four open, then the three newest (first in order) blocked.
    for (let i = 0; i < 7; i++) {
      porto.push(
        await insertListing(db, i < 4 ? host.id : blocked.id, {
          lat: 41.15 + i / 1000,
          lng: -8.6,
          listedAt: new Date(start + 1000 * i),
          skillsWanted: ['gardening'],
        }),
      );
    }
    const open = porto.slice(0, 4).reverse();
    const filters = {
      west: -8.7,
      south: 41.1,
      east: -8.5,
      north: 41.2,
      limit: 2,
      viewerId: helper.id,
    };
    for (const sort of ['default', 'fit'] as const) {
      for (const cap of [3, 4, 64]) {
        const rows = await pageRows(db, { ...filters, sort }, ['gardening'], '/uploads/', cap);
        expect(
          rows.map((r) => r.id),
          `${sort}, cap ${cap}`,
        ).toEqual(open.slice(0, 3));
      }
    }
  });

  it('gives the same page for words when the best-ranked candidates are turned down by the later checks', async () => {
    // Words sort by their rank, so a search sorts its candidates apart from
    // the page too (decision 169): a blocked host's best matches must not
    // leave the page short, in any order of rank and time.
    const db = t.app.database.db;
    const host = await createHost(t.app);
    const blocked = await createHost(t.app);
    await db.insert(blocks).values({ blockerId: blocked.id, blockedId: helper.id });
    const start = Date.now() - 800_000;
    const ids: string[] = [];
    // Rank 3 for the phrase in the title or the town (both in the search
    // title), 1 for the words apart there. The blocked host's three rank 3
    // and are newest, so they are the first candidates.
    const titles = ['Quokka yard', 'Yard of the quokka', 'Quokka yard', 'Old barn', 'Quokka yard'];
    for (let i = 0; i < titles.length; i++) {
      ids.push(
        await insertListing(db, i >= 2 ? blocked.id : host.id, {
          title: titles[i] as string,
          city: i === 3 ? 'Quokka yard town' : 'Tavira',
          listedAt: new Date(start + 1000 * i),
        }),
      );
    }
    for (const cap of [1, 2, 64]) {
      const rows = await pageRows(
        db,
        { q: 'quokka yard', limit: 1, viewerId: helper.id },
        [],
        '/uploads/',
        cap,
      );
      // What is left is the open host's two: the phrase's (ids[0]) before the words' (ids[1]).
      expect(
        rows.map((r) => r.id),
        `cap ${cap}`,
      ).toEqual([ids[0], ids[1]]);
    }
    const page = await get('?q=quokka+yard&limit=5');
    expect(page.items.map((c) => c.id)).toEqual([ids[0], ids[1]]);
  });

  it("refuses another sort's cursor with 400", async () => {
    const point = `lat=${LISBON.lat}&lng=${LISBON.lng}`;
    const byDistance = await get(`?${point}&sort=distance&limit=1`);
    const byDefault = await get('?limit=1');
    for (const query of [
      `?${point}&cursor=${byDistance.nextCursor}`,
      `?${point}&sort=fit&cursor=${byDistance.nextCursor}`,
      `?${point}&sort=distance&cursor=${byDefault.nextCursor}`,
    ]) {
      const res = await call(t.app, 'GET', `/api/explore${query}`, helper);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
