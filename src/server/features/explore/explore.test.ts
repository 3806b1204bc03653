import { explorePageSchema } from '@shared/api/explore';
import { ratingSummary } from '@shared/api/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createHost,
  createProperty,
  daysFromNow,
  type TestUser,
  testPhoto,
  uploadPhotos,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { properties, propertyReviewTotals } from '../../db/schema';
import { distanceMetres } from '../../platform/places/public-place';
import { normalizeForSearch, searchTextOf } from '../../platform/search-text';
import { setSkills } from './explore-test-helpers';

type Card = { id: string; title: string; rating: { average: number | null; count: number } };

describe('explore', () => {
  let t: TestApp;
  let helper: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    helper = await createHelper(t.app);
    const host = await createHost(t.app);
    const make = async (
      key: string,
      fields: object,
      terms: object = {},
      status: 'listed' | 'paused' | 'draft' = 'listed',
    ) => {
      const { property } = await createProperty(t.app, { host, status, fields, terms });
      ids[key] = property.id;
    };
    // Listed in this order, so the newest is last.
    await make(
      'alentejo',
      {
        title: 'Cork oak farm',
        type: 'farm',
        city: 'Évora',
        region: 'Alentejo',
        country: 'PT',
        description: 'Sheep, cork and a big kitchen garden.',
      },
      {
        provides: ['private_room', 'meals'],
        availableFrom: daysFromNow(1),
        availableTo: daysFromNow(60),
      },
    );
    await make(
      'lisbon',
      {
        title: 'Hostel near the river',
        type: 'hostel',
        city: 'Lisbon',
        country: 'PT',
        description: 'Reception shifts and breakfast service.',
      },
      {
        provides: ['shared_room', 'wifi'],
        availableFrom: daysFromNow(90),
        availableTo: daysFromNow(200),
      },
    );
    await make(
      'kiwi',
      {
        title: 'Sheep station',
        type: 'farm',
        city: 'Queenstown',
        country: 'NZ',
        description: 'Lambing season help with a farm kitchen.',
      },
      { provides: ['private_room', 'meals', 'wifi'] },
    );
    await make(
      'paused',
      { title: 'Paused cork farm', type: 'farm', city: 'Évora', country: 'PT' },
      {},
      'paused',
    );
    await make(
      'draft',
      { title: 'Draft cork farm', type: 'farm', city: 'Évora', country: 'PT' },
      {},
      'draft',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/explore${query}`, helper);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Card[]; nextCursor: string | null };
  };
  const idsOf = (page: { items: Card[] }) => page.items.map((c) => c.id);

  it('shows listed properties only, newest listed first, as cards with the terms', async () => {
    const page = await search('');
    expect(idsOf(page)).toEqual([ids.kiwi, ids.lisbon, ids.alentejo]);
    expect(page.items[0]).toMatchObject({
      title: 'Sheep station',
      type: 'farm',
      city: 'Queenstown',
      country: 'NZ',
      provides: ['private_room', 'meals', 'wifi'],
      hoursPerWeek: 20,
      daysPerWeek: 5,
      cover: null,
    });
    expect(page.items[0]).not.toHaveProperty('inviteCode');
  });

  it("shows each card's rating from the published reviews' totals, 'New' without any", async () => {
    // The totals as the publishing transaction leaves them (issue 14).
    const lisbon = ids.lisbon as string;
    await t.app.database.db
      .insert(propertyReviewTotals)
      .values({ propertyId: lisbon, reviewCount: 3, ratingSum: 13 });
    const page = await search('');
    const rating = (id: string | undefined) => page.items.find((c) => c.id === id)?.rating;
    expect(rating(lisbon)).toEqual({ average: 4.3, count: 3 });
    expect(rating(ids.kiwi)).toEqual({ average: null, count: 0 });
    expect(rating(ids.alentejo)).toEqual({ average: null, count: 0 });
    // A search (its own ordering and ranking) carries it too.
    expect((await search('?q=hostel')).items[0]?.rating).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary({ reviewCount: null, ratingSum: null })).toEqual({
      average: null,
      count: 0,
    });
    expect(ratingSummary({ reviewCount: 2, ratingSum: 9 })).toEqual({ average: 4.5, count: 2 });
  });

  it('searches text without case or accents, every word, including the country name', async () => {
    expect(idsOf(await search('?q=EVORA'))).toEqual([ids.alentejo]);
    expect(idsOf(await search('?q=cork'))).toEqual([ids.alentejo]);
    expect(idsOf(await search('?q=portugal'))).toEqual([ids.lisbon, ids.alentejo]);
    expect(idsOf(await search('?q=sheep%20portugal'))).toEqual([ids.alentejo]);
    expect(idsOf(await search('?q=zanzibar'))).toEqual([]);
    // Ranked: a title match comes before a description-only match.
    expect(idsOf(await search('?q=sheep'))).toEqual([ids.kiwi, ids.alentejo]);
    expect(idsOf(await search('?q=%25'))).toHaveLength(3); // no words: no filter
  });

  it('filters by country, city, type, provisions and dates', async () => {
    expect(idsOf(await search('?country=nz'))).toEqual([ids.kiwi]);
    expect(idsOf(await search('?city=lisbon'))).toEqual([ids.lisbon]);
    expect(idsOf(await search('?type=farm'))).toEqual([ids.kiwi, ids.alentejo]);
    expect(idsOf(await search('?provides=meals,wifi'))).toEqual([ids.kiwi]);
    expect(idsOf(await search(`?from=${daysFromNow(70)}&to=${daysFromNow(80)}`))).toEqual([
      ids.kiwi,
    ]);
    expect(idsOf(await search(`?from=${daysFromNow(150)}`))).toEqual([ids.kiwi, ids.lisbon]);
    expect(idsOf(await search('?type=farm&country=PT&q=garden'))).toEqual([ids.alentejo]);
  });

  it('pages with an opaque cursor, with and without a search', async () => {
    for (const query of ['', 'q=a&']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Card[]; nextCursor: string | null } = await search(
          `?${query}limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...idsOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(query ? (await search(`?${query}limit=50`)).items.length : 3);
    }
  });

  it('shows the cover photo on the card', async () => {
    const { host, property } = await createProperty(t.app, { fields: { title: 'Photo farm' } });
    await uploadPhotos(t.app, host, property.id, [await testPhoto({ width: 200, height: 100 })]);
    const page = await search('?q=photo%20farm');
    expect(page.items[0]?.id).toBe(property.id);
    expect(
      (page.items[0] as unknown as { cover: { thumbnailUrl: string } }).cover.thumbnailUrl,
    ).toMatch(/_thumb\.webp$/);
  });

  it('writes only the schema’s fields, in its order, as JavaScript writes them', async () => {
    // The page is JSON text, its cards written by PostgreSQL (card-json.ts),
    // sent as it is in every environment. Parsed by explorePageSchema (which
    // drops a field it does not name) and written again by JSON.stringify,
    // it must give the same bytes: cover photo, fit, rating, distance and
    // cursor included.
    const { host, property } = await createProperty(t.app, {
      fields: { title: 'Wire farm' },
      terms: { skillsWanted: ['Gardening', 'Sailing', 'Cooking'] },
    });
    await uploadPhotos(t.app, host, property.id, [await testPhoto({ width: 200, height: 100 })]);
    // Placed, reviewed (14 / 3 = 4.67: one decimal) and wanting the skills
    // of a viewer who lists one of them.
    const db = t.app.database.db;
    await db
      .update(properties)
      .set({ publicLat: 38.7223, publicLng: -9.1393 })
      .where(eq(properties.id, property.id));
    await db
      .insert(propertyReviewTotals)
      .values({ propertyId: property.id, reviewCount: 3, ratingSum: 14 });
    const viewer = await createHelper(t.app);
    await setSkills(db, viewer.id, ['gardening']);
    for (const query of [
      '?limit=2',
      '?q=wire%20farm',
      '?sort=fit&west=-180&south=-90&east=180&north=90',
      '?sort=distance&lat=38.7&lng=-9.1',
    ]) {
      const res = await call(t.app, 'GET', `/api/explore${query}`, viewer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = explorePageSchema.parse(JSON.parse(res.body));
      expect(page.items.length, query).toBeGreaterThan(0);
      expect(JSON.stringify(page), query).toBe(res.body);
      if (query !== '?limit=2') {
        expect(page.items[0], query).toMatchObject({
          id: property.id,
          rating: { average: 4.7, count: 3 },
          location: { lat: 38.7223, lng: -9.1393 },
          fit: { matched: 1, wanted: 3 },
        });
      }
    }
    // The distance, one decimal as Math.round(km * 10) / 10 writes it.
    const near = await call(t.app, 'GET', '/api/explore?sort=distance&lat=38.7&lng=-9.1', viewer);
    const km = distanceMetres({ lat: 38.7, lng: -9.1 }, { lat: 38.7223, lng: -9.1393 }) / 1000;
    expect(near.json().items[0].distanceKm).toBe(Math.round(km * 10) / 10);
  });

  it('rejects bad queries with 400 and the field', async () => {
    for (const query of [
      '?type=castle',
      '?provides=pool',
      '?limit=0',
      '?from=2030-02-01&to=2030-01-01',
      '?country=Portugal',
      '?cursor=%21%21',
    ]) {
      const res = await call(t.app, 'GET', `/api/explore${query}`, helper);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/explore', null)).statusCode).toBe(401);
  });

  it('normalises text the same way for documents and queries', () => {
    expect(normalizeForSearch('São Tomé — Ñandú!')).toBe('sao tome nandu');
    expect(
      searchTextOf({
        title: 'Casa',
        city: 'Évora',
        region: null,
        country: 'PT',
        description: 'Olá',
      }),
    ).toBe('casa evora portugal ola');
  });
});
