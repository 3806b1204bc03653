import type { ExploreMap } from '@shared/api/explore';
import type { PlaceSuggestions } from '@shared/api/places';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createHost,
  createProperty,
  type TestUser,
  testPhoto,
  uploadPhotos,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { blocks } from '../../db/schema';
import { insertListing } from './explore-test-helpers';
import { cellDegrees } from './geo';
import { MAP_CLUSTER_LIMIT } from './map';

// Issue 18: Explore's map (clusters in an area) and its town suggestions.

describe('explore map and towns', () => {
  let t: TestApp;
  let helper: TestUser;
  let laterBlocked: TestUser;
  const ids: Record<string, string> = {};
  // At zoom 8 (cells of 0.3515625 degrees) the three Lisbon places share a cell.
  const lisbon = [
    { lat: 38.7, lng: -9.13 },
    { lat: 38.75, lng: -9.1 },
    { lat: 38.8, lng: -9.0 },
  ];

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    helper = await createHelper(t.app);
    const host = await createHost(t.app);
    const blockedHost = await createHost(t.app);
    const blockingHost = await createHost(t.app);
    laterBlocked = await createHost(t.app);
    await t.app.database.db.insert(blocks).values([
      { blockerId: helper.id, blockedId: blockedHost.id },
      { blockerId: blockingHost.id, blockedId: helper.id },
    ]);
    const db = t.app.database.db;
    for (const [n, place] of lisbon.entries()) {
      ids[`lisbon${n}`] = await insertListing(db, host.id, {
        title: `Lisbon ${n}`,
        city: n === 2 ? 'lisbon' : 'Lisbon',
        region: n === 0 ? null : 'Lisboa',
        ...place,
      });
    }
    ids.porto = await insertListing(db, host.id, {
      title: 'River house',
      city: 'Porto',
      lat: 41.15,
      lng: -8.62,
    });
    ids.madrid = await insertListing(db, host.id, {
      title: 'Flat with a roof garden',
      city: 'Madrid',
      country: 'ES',
      lat: 40.42,
      lng: -3.7,
    });
    ids.taveuni = await insertListing(db, host.id, {
      city: 'Taveuni',
      country: 'FJ',
      lat: -16.85,
      lng: 179.95,
    });
    ids.vanua = await insertListing(db, host.id, {
      city: 'Vanua Balavu',
      country: 'FJ',
      lat: -17.2,
      lng: -178.95,
    });
    // Never on the map, nor among the towns.
    const lisbonish = { city: 'Lisbon', lat: 38.72, lng: -9.12 };
    await insertListing(db, host.id, { ...lisbonish, status: 'paused' });
    await insertListing(db, host.id, { ...lisbonish, hiddenAt: new Date() });
    await insertListing(db, blockedHost.id, lisbonish);
    await insertListing(db, blockingHost.id, lisbonish);
    await insertListing(db, host.id, { city: 'Lisbon' }); // not placed
    // A title naming Lisbon in another town: not a Lisbon suggestion.
    await insertListing(db, host.id, {
      title: 'Lisbon style tiles',
      city: 'Sintra',
      lat: 38.8,
      lng: -9.38,
    });
    // Towns for the suggestions: accents, spellings, the same name in two countries.
    const town = (city: string, country: string, lat: number, lng: number, region?: string) =>
      insertListing(db, host.id, { city, country, lat, lng, region: region ?? null });
    await town('Évora', 'PT', 38.57, -7.91, 'Alentejo');
    await town('Évora', 'PT', 38.58, -7.9, 'Alentejo');
    await town('Evora', 'PT', 38.56, -7.92);
    await town('Everett', 'US', 47.98, -122.2);
    await town('São Paulo', 'BR', -23.55, -46.63);
    await insertListing(db, laterBlocked.id, {
      city: 'Żurrieq',
      country: 'MT',
      lat: 35.83,
      lng: 14.47,
    });
    await town('Nelson', 'NZ', -41.27, 173.28);
    await town('Nelson', 'CA', 49.49, -117.29);
    await town('Nelson', 'CA', 49.5, -117.3);
    for (const [n, city] of [
      'Bari',
      'Basel',
      'Bath',
      'Bayonne',
      'Bangkok',
      'Barcelona',
      'Batumi',
      'Bandung',
      'Banff',
    ].entries()) {
      // Bari has 9 properties, Basel 8, ..., Banff 1.
      for (let i = 0; i < 9 - n; i++) await town(city, 'XX', -60 - n, -60 - i / 100);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const map = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/explore/map?${query}`, helper);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExploreMap;
  };
  const towns = async (q: string) => {
    const res = await call(t.app, 'GET', `/api/explore/places?q=${encodeURIComponent(q)}`, helper);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as PlaceSuggestions).places;
  };
  const iberia = 'west=-10&south=36&east=-3&north=42';

  it('groups the places of an area by cell: one cluster at a low zoom, more closer in', async () => {
    expect(cellDegrees(3)).toBe(11.25);
    const far = await map(`${iberia}&zoom=3`);
    // Lisbon x3, Sintra, Évora x3, Porto and Madrid share one cell of 11.25 degrees.
    expect(far.clusters).toHaveLength(1);
    expect(far.clusters[0]).toMatchObject({ count: 9, property: null });

    const near = await map(`${iberia}&zoom=8`);
    const lisbonCluster = near.clusters[0];
    expect(lisbonCluster?.count).toBe(3);
    expect(lisbonCluster?.lat).toBeCloseTo(38.75, 9);
    expect(lisbonCluster?.lng).toBeCloseTo((-9.13 - 9.1 - 9.0) / 3, 9);
    expect(lisbonCluster?.property).toBeNull();
    // Évora's three, then Sintra, Porto and Madrid alone.
    expect(near.clusters[1]).toMatchObject({ count: 3, property: null });
    const singles = near.clusters.slice(2);
    expect(singles.map((c) => c.count)).toEqual([1, 1, 1]);
    const porto = singles.find((c) => c.property?.id === ids.porto);
    expect(porto).toEqual({
      lat: 41.15,
      lng: -8.62,
      count: 1,
      property: {
        id: ids.porto,
        title: 'River house',
        type: 'farm',
        city: 'Porto',
        country: 'PT',
        cover: null,
      },
    });
  });

  it("carries a single property's cover, and applies the list's filters", async () => {
    const { host, property } = await createProperty(t.app, {
      fields: { title: 'Photo cabin', city: 'Faro' },
    });
    await t.app.database.db.execute(
      sql`update properties set public_lat = 37.02, public_lng = -7.93 where id = ${property.id}`,
    );
    await uploadPhotos(t.app, host, property.id, [await testPhoto({ width: 200, height: 100 })]);
    const faro = (await map(`west=-8&south=37&east=-7.9&north=37.1&zoom=10`)).clusters;
    expect(faro).toHaveLength(1);
    expect(faro[0]?.property?.cover?.thumbnailUrl).toMatch(/_thumb\.webp$/);
    // Words, country, a distance: the same filters as the list.
    expect((await map(`${iberia}&zoom=8&q=river`)).clusters.map((c) => c.property?.id)).toEqual([
      ids.porto,
    ]);
    expect((await map(`${iberia}&zoom=8&country=ES`)).clusters.map((c) => c.property?.id)).toEqual([
      ids.madrid,
    ]);
    expect(
      (await map(`${iberia}&zoom=3&lat=38.75&lng=-9.1&radiusKm=30`)).clusters.map((c) => c.count),
    ).toEqual([4]);
  });

  it('maps an area across the antimeridian, a cluster on each side', async () => {
    const fiji = await map('west=179&south=-20&east=-178&north=-15&zoom=5');
    expect(fiji.clusters.map((c) => c.property?.id).sort()).toEqual(
      [ids.taveuni, ids.vanua].sort(),
    );
    const world = await map('west=-180&south=-90&east=180&north=90&zoom=0');
    expect(world.clusters.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThan(20);
  });

  it(`keeps the ${MAP_CLUSTER_LIMIT} biggest clusters`, async () => {
    // 520 places in a corner of the Southern Ocean, one per cell at zoom 10,
    // and one cell of three.
    const db = t.app.database.db;
    const host = await createHost(t.app);
    const cell = cellDegrees(10);
    const values = Array.from({ length: 520 }, (_, i) => ({
      lat: -70 + Math.floor(i / 40) * cell + cell / 2,
      lng: 100 + (i % 40) * cell + cell / 2,
    }));
    values.push(
      values[0] as { lat: number; lng: number },
      values[0] as { lat: number; lng: number },
    );
    for (const place of values) await insertListing(db, host.id, { city: 'Ice', ...place });
    const { clusters } = await map('west=99&south=-71&east=110&north=-60&zoom=10');
    expect(clusters).toHaveLength(MAP_CLUSTER_LIMIT);
    expect(clusters[0]?.count).toBe(3);
    expect(clusters.slice(1).every((c) => c.count === 1 && c.property !== null)).toBe(true);
  }, 60_000);

  it('answers 400 validation_failed to a bad map query, never 500', async () => {
    for (const query of [
      'zoom=3',
      'west=-10&south=36&zoom=3',
      `${iberia}`,
      `${iberia}&zoom=20`,
      `${iberia}&zoom=-1`,
      `${iberia}&zoom=1.5`,
      `${iberia}&zoom=NaN`,
      `${iberia}&zoom=1e999`,
      `${iberia}&zoom=far`,
      'west=abc&south=36&east=-3&north=42&zoom=3',
      'west=1e999&south=36&east=-3&north=42&zoom=3',
      'west=-10&south=42&east=-3&north=36&zoom=3',
      `${iberia}&zoom=3&radiusKm=10`,
      `${iberia}&zoom=3&lat=38`,
      `${iberia}&zoom=3&sort=fit`,
      `${iberia}&zoom=3&limit=5`,
    ]) {
      const res = await call(t.app, 'GET', `/api/explore/map?${query}`, helper);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
    expect((await call(t.app, 'GET', `/api/explore/map?${iberia}&zoom=3`, null)).statusCode).toBe(
      401,
    );
  });

  it('suggests towns whose name starts with what was typed, with their middle and count', async () => {
    const found = await towns('lis');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ city: 'Lisbon', region: 'Lisboa', country: 'PT', count: 3 });
    expect(found[0]?.lat).toBeCloseTo(38.75, 9);
    expect(found[0]?.lng).toBeCloseTo((-9.13 - 9.1 - 9.0) / 3, 9);
    // Case, accents and punctuation aside; every spelling of a town is one town.
    expect(await towns('LISB')).toEqual(found);
    expect(await towns('ÉV')).toEqual([
      expect.objectContaining({ city: 'Évora', region: 'Alentejo', country: 'PT', count: 3 }),
      expect.objectContaining({ city: 'Everett', country: 'US', count: 1 }),
    ]);
    expect(await towns('sao paulo')).toEqual([
      expect.objectContaining({ city: 'São Paulo', country: 'BR', count: 1 }),
    ]);
    // One name in two countries: two towns, the bigger first.
    expect((await towns('nels')).map((p) => [p.country, p.count])).toEqual([
      ['CA', 2],
      ['NZ', 1],
    ]);
    // Only the town's name counts: not a title, not the middle of a name.
    expect(await towns('style')).toEqual([]);
    expect(await towns('bon')).toEqual([]);
    expect(await towns('!!')).toEqual([]);
    expect(await towns('zz')).toEqual([]);
  });

  it('leaves out at once the towns of a host blocked since', async () => {
    expect(await towns('zur')).toEqual([
      expect.objectContaining({ city: 'Żurrieq', country: 'MT', count: 1 }),
    ]);
    await t.app.database.db
      .insert(blocks)
      .values({ blockerId: helper.id, blockedId: laterBlocked.id });
    expect(await towns('zur')).toEqual([]);
  });

  it('suggests at most 8 towns, the ones with most properties first', async () => {
    expect((await towns('ba')).map((p) => [p.city, p.count])).toEqual([
      ['Bari', 9],
      ['Basel', 8],
      ['Bath', 7],
      ['Bayonne', 6],
      ['Bangkok', 5],
      ['Barcelona', 4],
      ['Batumi', 3],
      ['Bandung', 2],
    ]);
  });

  it('answers 400 validation_failed to a bad town query, 401 signed out', async () => {
    for (const query of [
      '',
      '?q=',
      '?q=a',
      '?q=%20a%20',
      `?q=${'a'.repeat(61)}`,
      '?q=ab%00',
      '?q=ab&x=1',
    ]) {
      const res = await call(t.app, 'GET', `/api/explore/places${query}`, helper);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
    expect((await call(t.app, 'GET', '/api/explore/places?q=lis', null)).statusCode).toBe(401);
  });
});
