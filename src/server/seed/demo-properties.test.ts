import { PLACE_LIMITS } from '@shared/api/places';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelper, signIn } from '../../../tests/helpers/factories';
import { countRows } from '../../../tests/helpers/row-counts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { properties, users } from '../db/schema';
import { distanceMetres } from '../platform/places/public-place';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoProperties, seedId } from './demo-properties';
import { DEMO_PROPERTIES } from './demo-properties-data';

describe('demo properties seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await seedDemoAccounts(t.app.database.db, t.app.auth);
    await seedDemoProperties(t.app.database.db, t.app.storage);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const as = async (email: string) => {
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} missing`);
    return signIn(t.app, { id: row.id, email, password: DEMO_PASSWORD });
  };
  const get = async (user: Awaited<ReturnType<typeof as>>, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives the demo host two listed properties with photos and terms, and a paused one', async () => {
    const host = await as('host@demo.test');
    const list = await get(host, '/api/properties');
    const byTitle = Object.fromEntries(
      list.items.map((p: { title: string; status: string; hasTerms: boolean; cover: unknown }) => [
        p.title,
        p,
      ]),
    );
    expect(byTitle['Orchard Hill Farm']).toMatchObject({
      status: 'listed',
      hasTerms: true,
      helperCount: 1,
    });
    expect(byTitle['Blue Ridge Guesthouse']).toMatchObject({
      status: 'listed',
      pendingRequestCount: 1,
    });
    expect(byTitle['Lakeside Cabin']).toMatchObject({ status: 'paused' });
    expect(list.items.every((p: { cover: unknown }) => p.cover !== null)).toBe(true);
    const cover = byTitle['Orchard Hill Farm'].cover.url as string;
    expect((await t.app.inject({ method: 'GET', url: cover })).statusCode).toBe(200);
  });

  it('makes the demo helper a member of one and a requester at the other', async () => {
    const helper = await as('helper@demo.test');
    const mine = await get(helper, '/api/my-properties');
    expect(mine.memberships.map((m: { property: { title: string } }) => m.property.title)).toEqual([
      'Orchard Hill Farm',
    ]);
    expect(
      mine.pendingRequests.map((r: { property: { title: string } }) => r.property.title),
    ).toEqual(['Blue Ridge Guesthouse']);
    const explore = await get(helper, '/api/explore?limit=50');
    const listed = DEMO_PROPERTIES.filter((p) => p.status === 'listed');
    expect(explore.items).toHaveLength(listed.length);
    expect(
      new Set(explore.items.map((c: { country: string }) => c.country)).size,
    ).toBeGreaterThanOrEqual(6);
    const other = await as('marta@demo.test');
    expect((await get(other, '/api/properties')).items.length).toBeGreaterThan(0);
  });

  it('gives the demo notifications their stay dates as data, and text without ISO dates', async () => {
    const host = await as('host@demo.test');
    const helper = await as('helper@demo.test');
    const request = (await get(host, '/api/notifications')).items.find(
      (n: { type: string }) => n.type === 'helper_request',
    );
    const accepted = (await get(helper, '/api/notifications')).items.find(
      (n: { type: string }) => n.type === 'stay_request_accepted',
    );
    expect(request.data).toMatchObject({ kind: 'stay_request_created', name: 'Hugo Helper' });
    expect(accepted.data).toMatchObject({ kind: 'stay_request_accepted' });
    for (const note of [request, accepted]) expect(note.content).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('puts every demo property on the map: exact for those who stay, a circle for the rest', async () => {
    const host = await as('host@demo.test');
    const helper = await as('helper@demo.test');
    const stranger = await createHelper(t.app);
    const location = async (user: Awaited<ReturnType<typeof as>>, key: string) =>
      (await get(user, `/api/properties/${seedId(`property:${key}`)}`)).location;
    const orchard = DEMO_PROPERTIES.find((p) => p.key === 'orchard-hill');
    if (!orchard) throw new Error('no orchard');
    // Hugo is a member of Orchard Hill; Hana hosts it.
    expect(await location(host, 'orchard-hill')).toEqual({ precision: 'exact', ...orchard.pin });
    expect(await location(helper, 'orchard-hill')).toEqual({ precision: 'exact', ...orchard.pin });
    for (const demo of DEMO_PROPERTIES.filter((p) => p.status === 'listed')) {
      if (demo.key === 'orchard-hill') continue;
      const seen = await location(stranger, demo.key);
      expect(seen, demo.key).toMatchObject({ precision: 'approximate', radiusMetres: 2000 });
      expect(distanceMetres(demo.pin, seen), demo.key).toBeLessThanOrEqual(
        PLACE_LIMITS.publicOffsetMetres,
      );
    }
  });

  it('is idempotent: a second run leaves the same rows, and the same public places', async () => {
    const before = await countRows(t.app.database.pool);
    const places = () =>
      t.app.database.db
        .select({ id: properties.id, lat: properties.publicLat, lng: properties.publicLng })
        .from(properties)
        .orderBy(properties.id);
    const placesBefore = await places();
    expect(placesBefore.every((p) => p.lat !== null && p.lng !== null)).toBe(true);
    await seedDemoProperties(t.app.database.db, t.app.storage);
    expect(await countRows(t.app.database.pool)).toEqual(before);
    expect(await places()).toEqual(placesBefore);
  }, 120_000);
});
