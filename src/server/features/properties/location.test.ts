import { PLACE_LIMITS, type PropertyLocation } from '@shared/api/places';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { properties, propertyPins } from '../../db/schema';
import { distanceMetres } from '../../platform/places/public-place';

describe('a property on the map', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (created: CreatedProperty) => `/api/properties/${created.property.id}/location`;
  const place = (created: CreatedProperty, user: TestUser | null, body: unknown) =>
    call(t.app, 'PUT', url(created), user, body);
  const unplace = (created: CreatedProperty, user: TestUser | null) =>
    call(t.app, 'DELETE', url(created), user);
  const locationSeenBy = async (created: CreatedProperty, user: TestUser) => {
    const res = await call(t.app, 'GET', `/api/properties/${created.property.id}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { location: PropertyLocation | null }).location;
  };
  const rowsOf = async (created: CreatedProperty) => {
    const db = t.app.database.db;
    const [property] = await db
      .select({
        publicLat: properties.publicLat,
        publicLng: properties.publicLng,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .where(eq(properties.id, created.property.id));
    const pins = await db
      .select()
      .from(propertyPins)
      .where(eq(propertyPins.propertyId, created.property.id));
    if (!property) throw new Error('property missing');
    return { ...property, pin: pins[0] ?? null };
  };

  const PIN = { lat: 37.1283, lng: -7.6506 }; // near Tavira

  it('lets only the host place and clear the pin: 403 to those who see it, 404 to the others, 401 signed out', async () => {
    const listed = await createProperty(t.app);
    const paused = await createProperty(t.app, { status: 'paused' });
    const member = await addMember(t.app, listed);
    await addMember(t.app, paused, member);
    const { helper: requester } = await createStayRequest(t.app, listed);
    const stranger = await createHelper(t.app);
    const otherHost = await createHost(t.app);

    for (const user of [member, requester, stranger, otherHost]) {
      expect((await place(listed, user, PIN)).statusCode).toBe(403);
      expect((await unplace(listed, user)).statusCode).toBe(403);
    }
    // A paused property: its member still sees it; nobody else does.
    expect((await place(paused, member, PIN)).statusCode).toBe(403);
    for (const user of [stranger, otherHost, requester]) {
      expect((await place(paused, user, PIN)).statusCode).toBe(404);
      expect((await unplace(paused, user)).statusCode).toBe(404);
    }
    expect((await place(listed, null, PIN)).statusCode).toBe(401);
    expect((await unplace(listed, null)).statusCode).toBe(401);
    const missing = `/api/properties/00000000-0000-4000-8000-000000000000/location`;
    expect((await call(t.app, 'PUT', missing, listed.host, PIN)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', missing, listed.host)).statusCode).toBe(404);

    expect(await rowsOf(listed)).toMatchObject({ pin: null, publicLat: null, publicLng: null });
    expect(await locationSeenBy(listed, listed.host)).toBeNull();
    expect(await locationSeenBy(listed, stranger)).toBeNull();

    const placed = await place(paused, paused.host, PIN);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toEqual({ precision: 'exact', ...PIN });
  });

  it('refuses what is not a place on Earth with 400, never a 500, and stores nothing', async () => {
    const created = await createProperty(t.app);
    const bad: Array<{ what: string; body?: unknown; raw?: string }> = [
      { what: 'latitude above 90', body: { lat: 90.000001, lng: 0 } },
      { what: 'latitude below -90', body: { lat: -91, lng: 0 } },
      { what: 'longitude above 180', body: { lat: 0, lng: 180.5 } },
      { what: 'longitude below -180', body: { lat: 0, lng: -1000 } },
      { what: 'numbers as text', body: { lat: '37.1', lng: '-7.6' } },
      { what: 'NaN as text', body: { lat: 'NaN', lng: 'NaN' } },
      { what: 'Infinity as text', body: { lat: 'Infinity', lng: 0 } },
      { what: 'an overflowing number', raw: '{"lat":1e400,"lng":0}' },
      { what: 'null', body: { lat: null, lng: 0 } },
      { what: 'a boolean', body: { lat: true, lng: 0 } },
      { what: 'an array', body: { lat: [37], lng: 0 } },
      { what: 'an object', body: { lat: { value: 37 }, lng: 0 } },
      { what: 'a missing longitude', body: { lat: 37 } },
      { what: 'an empty body', body: {} },
      { what: 'an extra field', body: { ...PIN, accuracy: 5 } },
      { what: 'an extra precision field', body: { ...PIN, precision: 'approximate' } },
      { what: 'a control character', body: { lat: '3\u00007', lng: '\u001b[31m' } },
      { what: 'a control character in a key', body: { 'lat\u0000': 37, lng: 0 } },
      { what: 'a list of pins', body: [PIN] },
      { what: 'truncated JSON', raw: '{"lat":37.1,' },
    ];
    for (const { what, body, raw } of bad) {
      const res = raw
        ? await t.app.inject({
            method: 'PUT',
            url: url(created),
            headers: { ...created.host.headers(), 'content-type': 'application/json' },
            payload: raw,
          })
        : await place(created, created.host, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error.code, what).toBeTypeOf('string');
    }
    const badId = await call(
      t.app,
      'PUT',
      '/api/properties/not-a-uuid/location',
      created.host,
      PIN,
    );
    expect(badId.statusCode).toBe(400);
    expect(await rowsOf(created)).toMatchObject({ pin: null, publicLat: null });

    // The edges of the map are places too.
    for (const pin of [
      { lat: 90, lng: 180 },
      { lat: -90, lng: -180 },
      { lat: 0.5, lng: 179.9999 },
    ]) {
      const res = await place(created, created.host, pin);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await rowsOf(created);
      expect(rows.publicLat).toBeGreaterThanOrEqual(-90);
      expect(rows.publicLat).toBeLessThanOrEqual(90);
      expect(rows.publicLng).toBeGreaterThanOrEqual(-180);
      expect(rows.publicLng).toBeLessThanOrEqual(180);
      const centre = { lat: rows.publicLat ?? Number.NaN, lng: rows.publicLng ?? Number.NaN };
      expect(distanceMetres(pin, centre)).toBeLessThanOrEqual(PLACE_LIMITS.publicOffsetMetres);
    }
  });

  it('shows everyone else one circle around the pin: the same for every viewer and request', async () => {
    const created = await createProperty(t.app);
    const before = await rowsOf(created);
    const placed = await place(created, created.host, PIN);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toEqual({ precision: 'exact', lat: PIN.lat, lng: PIN.lng });
    const after = await rowsOf(created);
    expect(after.pin).toMatchObject(PIN);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const viewers = [
      await createHelper(t.app),
      await createHelper(t.app),
      await createHost(t.app),
      (await createStayRequest(t.app, created)).helper, // pending: not told yet
    ];
    const seen: PropertyLocation[] = [];
    for (let round = 0; round < 3; round++) {
      for (const viewer of viewers) {
        const location = await locationSeenBy(created, viewer);
        if (!location) throw new Error('no location');
        seen.push(location);
      }
    }
    const first = seen[0];
    if (first?.precision !== 'approximate') throw new Error(`expected approximate: ${first}`);
    expect(first.radiusMetres).toBe(PLACE_LIMITS.publicRadiusMetres);
    expect(first.radiusMetres).toBe(2000);
    for (const location of seen) expect(location).toEqual(first);
    expect(first).toEqual({
      precision: 'approximate',
      lat: after.publicLat,
      lng: after.publicLng,
      radiusMetres: 2000,
    });
    expect(first.lat === PIN.lat && first.lng === PIN.lng).toBe(false);
    // The centre is at most 1000 m from the pin, so the pin is inside the 2000 m circle.
    expect(distanceMetres(PIN, first)).toBeLessThanOrEqual(PLACE_LIMITS.publicOffsetMetres);
    expect(distanceMetres(PIN, first)).toBeLessThan(first.radiusMetres);

    expect(await locationSeenBy(created, created.host)).toEqual({ precision: 'exact', ...PIN });
  });

  it('keeps the circle for the same pin or a nudge within 1000 m of its centre, draws a new one on a longer move, and clears both', async () => {
    const created = await createProperty(t.app);
    const stranger = await createHelper(t.app);
    expect((await place(created, created.host, PIN)).statusCode).toBe(200);
    const firstRows = await rowsOf(created);
    const firstSeen = await locationSeenBy(created, stranger);

    for (let i = 0; i < 5; i++) {
      expect((await place(created, created.host, { ...PIN })).statusCode).toBe(200);
    }
    const again = await rowsOf(created);
    expect(again.publicLat).toBe(firstRows.publicLat);
    expect(again.publicLng).toBe(firstRows.publicLng);
    expect(again.pin?.updatedAt).toEqual(firstRows.pin?.updatedAt);
    expect(await locationSeenBy(created, stranger)).toEqual(firstSeen);

    // Nudged while still within 1000 m of the centre: the same circle, every
    // time (a host fine-tuning the spot hands out nothing new to average).
    const centre = { lat: firstRows.publicLat ?? 0, lng: firstRows.publicLng ?? 0 };
    // Each nudge goes part of the way towards the centre, so it stays in reach.
    for (let i = 1; i <= 5; i++) {
      const nudged = {
        lat: PIN.lat + ((centre.lat - PIN.lat) * i) / 10,
        lng: PIN.lng + ((centre.lng - PIN.lng) * i) / 10,
      };
      expect(distanceMetres(nudged, centre)).toBeLessThanOrEqual(PLACE_LIMITS.publicOffsetMetres);
      expect((await place(created, created.host, nudged)).statusCode).toBe(200);
      expect(await locationSeenBy(created, stranger)).toEqual(firstSeen);
      expect(await locationSeenBy(created, created.host)).toEqual({
        precision: 'exact',
        ...nudged,
      });
    }

    // Moved farther than that: a new draw around the new pin, every time.
    const centres = new Set<string>();
    let pin = PIN;
    for (let i = 0; i < 12; i++) {
      pin = { lat: PIN.lat + (i % 2) * 0.00001, lng: PIN.lng + (i + 1) * 0.1 };
      expect((await place(created, created.host, pin)).statusCode).toBe(200);
      const seen = await locationSeenBy(created, stranger);
      if (seen?.precision !== 'approximate') throw new Error('expected approximate');
      expect(distanceMetres(pin, seen)).toBeLessThanOrEqual(PLACE_LIMITS.publicOffsetMetres);
      centres.add(`${seen.lat},${seen.lng}`);
      expect(await locationSeenBy(created, created.host)).toEqual({ precision: 'exact', ...pin });
    }
    expect(centres.size).toBe(12);
    expect(centres.has(`${firstSeen?.lat},${firstSeen?.lng}`)).toBe(false);

    const beforeClear = await rowsOf(created);
    expect((await unplace(created, created.host)).statusCode).toBe(204);
    const cleared = await rowsOf(created);
    expect(cleared).toMatchObject({ pin: null, publicLat: null, publicLng: null });
    expect(cleared.updatedAt.getTime()).toBeGreaterThan(beforeClear.updatedAt.getTime());
    expect(await locationSeenBy(created, stranger)).toBeNull();
    expect(await locationSeenBy(created, created.host)).toBeNull();
    // Clearing what is not there is no error.
    expect((await unplace(created, created.host)).statusCode).toBe(204);

    // Placed again at the same spot after a clear: a fresh draw, not the old circle.
    expect((await place(created, created.host, PIN)).statusCode).toBe(200);
    const replaced = await rowsOf(created);
    expect(replaced.publicLat).not.toBeNull();
    expect(
      replaced.publicLat === firstRows.publicLat && replaced.publicLng === firstRows.publicLng,
    ).toBe(false);
  });

  it('shows the exact pin to the host, active members and helpers with an accepted request', async () => {
    const created = await createProperty(t.app);
    expect((await place(created, created.host, PIN)).statusCode).toBe(200);
    const exact = { precision: 'exact', ...PIN };
    const member = await addMember(t.app, created);
    expect(await locationSeenBy(created, member)).toEqual(exact);

    const { helper, request } = await createStayRequest(t.app, created);
    expect((await locationSeenBy(created, helper))?.precision).toBe('approximate');
    const accepted = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await locationSeenBy(created, helper)).toEqual(exact);

    // A member who left still has the accepted request: they were told where it is.
    const left = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/leave`,
      helper,
      {},
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(await locationSeenBy(created, helper)).toEqual(exact);

    // A declined helper is told nothing.
    const { helper: declined, request: declinedRequest } = await createStayRequest(t.app, created);
    const no = await call(
      t.app,
      'POST',
      `/api/stay-requests/${declinedRequest.id}/decline`,
      created.host,
      {},
    );
    expect(no.statusCode, no.body).toBe(200);
    expect((await locationSeenBy(created, declined))?.precision).toBe('approximate');
  });
});
