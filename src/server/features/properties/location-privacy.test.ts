import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PropertyLocation } from '@shared/api/places';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createProperty,
  createStayRequest,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { openSocket, type TestSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { properties } from '../../db/schema';

// Issue 18: the exact pin reaches only the host, active members and helpers
// with an accepted stay request. A helper with none of these reads every
// reply that could carry the property (its page, Explore's list, map and
// places, the Saved list, the realtime socket, the page's HTML, and every
// other GET the API has) and finds the pin's digits in none of them.

/** The pins' digits as text, cut at 4 to 7 decimals, less what the public place itself shares. */
function pinDigits(
  pins: { lat: number; lng: number }[],
  publicPlace: { lat: number; lng: number },
) {
  const cuts = (value: number) => {
    const [whole, decimals = ''] = String(Math.abs(value)).split('.');
    return [4, 5, 6, 7].map((n) => `${whole}.${decimals.slice(0, n)}`);
  };
  const shared = new Set([...cuts(publicPlace.lat), ...cuts(publicPlace.lng)]);
  return [...new Set(pins.flatMap((p) => [...cuts(p.lat), ...cuts(p.lng)]))].filter(
    (digits) => !shared.has(digits),
  );
}

describe('the exact pin stays with those who may know it', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-web-'));
    await fs.writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Homestay</title></head><div id="root"></div></html>',
    );
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' }, { webRoot });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  // Pinhal Novo, with more digits than any public place would share by chance.
  const PIN = { lat: 38.6312347, lng: -8.9114589 };
  const MOVED = { lat: 38.6327713, lng: -8.9093251 };
  const CITY = 'Pinhal Novo';

  const get = (user: TestUser, url: string) => call(t.app, 'GET', url, user);
  const locationOf = async (created: CreatedProperty, user: TestUser) => {
    const res = await get(user, `/api/properties/${created.property.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { location: PropertyLocation | null }).location;
  };
  const publicPlaceOf = async (created: CreatedProperty) => {
    const [row] = await t.app.database.db
      .select({ lat: properties.publicLat, lng: properties.publicLng })
      .from(properties)
      .where(eq(properties.id, created.property.id));
    if (row?.lat == null || row.lng == null) throw new Error('not placed');
    return { lat: row.lat, lng: row.lng };
  };

  /** Every GET of the API whose only parameter is a property id (or none), as `user`. */
  const everyGet = async (user: TestUser, propertyId: string) => {
    const replies: Array<{ url: string; res: LightMyRequestResponse }> = [];
    const urls = new Set<string>();
    for (const route of t.app.routeCatalog) {
      if (route.method !== 'GET' || !route.url.startsWith('/api/') || route.url.includes('*'))
        continue;
      if (route.url === '/api/realtime') continue;
      const params = route.url.match(/:[A-Za-z0-9_]+/g) ?? [];
      if (params.some((p) => p !== ':id')) continue;
      urls.add(route.url.replaceAll(':id', propertyId));
    }
    for (const url of urls) replies.push({ url, res: await get(user, url) });
    return replies;
  };

  it('shows a helper who is neither a member nor accepted only the circle, everywhere', async () => {
    const created = await createProperty(t.app, {
      fields: { title: 'Cork oak smallholding', city: CITY, region: 'Setúbal', country: 'PT' },
    });
    const { host } = created;
    const helper = await createHelper(t.app);
    // Everything a curious helper can do short of being accepted: a pending
    // request, a question to the host, the property saved.
    const { request } = await createStayRequest(t.app, created, { helper });
    const socket: TestSocket = await openSocket(t.app, helper);
    for (const topic of ['notifications', 'me', 'conversations'])
      expect(await socket.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(`property:${created.property.id}`)).toMatchObject({
      type: 'refused',
    });

    // Placed, moved, then put back: two pins this helper must never read.
    const url = `/api/properties/${created.property.id}/location`;
    expect((await call(t.app, 'PUT', url, host, MOVED)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', url, host, PIN)).statusCode).toBe(200);
    expect(
      (
        await call(t.app, 'PATCH', `/api/properties/${created.property.id}`, host, {
          helpersWanted: 3,
        })
      ).statusCode,
    ).toBe(200);
    const saved = await call(
      t.app,
      'PUT',
      `/api/properties/${created.property.id}/save`,
      helper,
      {},
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const asked = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: created.property.id,
    });
    expect([200, 201], asked.body).toContain(asked.statusCode);
    const conversationId = asked.json().id as string;
    const answered = await call(
      t.app,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      host,
      {
        id: randomUUID(),
        content: 'Happy to tell you more about the farm.',
      },
    );
    expect([200, 201], answered.body).toContain(answered.statusCode);
    await socket.next((f) => f.type === 'event' && f.event.kind === 'conversation.updated');

    const publicPlace = await publicPlaceOf(created);
    const forbidden = pinDigits([PIN, MOVED], publicPlace);
    expect(forbidden.length).toBeGreaterThanOrEqual(12);
    const leaks = (label: string, text: string) =>
      forbidden.filter((digits) => text.includes(digits)).map((d) => `${label}: ${d}`);

    const around = `west=-9.5&south=38.3&east=-8.5&north=38.9`;
    const near = `lat=${publicPlace.lat}&lng=${publicPlace.lng}`;
    const named: Record<string, string> = {
      details: `/api/properties/${created.property.id}`,
      explore: '/api/explore?limit=50',
      'explore near': `/api/explore?limit=50&${near}&radiusKm=5&sort=distance`,
      'explore area': `/api/explore?limit=50&${around}`,
      'explore map': `/api/explore/map?${around}&zoom=19`,
      'explore map, far out': `/api/explore/map?${around}&zoom=3`,
      'explore places': `/api/explore/places?q=${encodeURIComponent(CITY)}`,
      saved: '/api/saved-properties',
    };
    const found: string[] = [];
    for (const [label, path] of Object.entries(named)) {
      const res = await get(helper, path);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      // Each reply really carries the property (else it proves nothing).
      if (label === 'explore places') expect(res.body, label).toContain(CITY);
      else if (label !== 'explore map, far out')
        expect(res.body, label).toContain(created.property.id);
      found.push(...leaks(label, res.body));
    }

    for (const { url: u, res } of await everyGet(helper, created.property.id))
      found.push(...leaks(`GET ${u} (${res.statusCode})`, res.body));

    const page = await t.app.inject({
      method: 'GET',
      url: `/properties/${created.property.id}`,
      headers: helper.headers(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    found.push(...leaks('page HTML', page.body));

    expect(socket.frames.some((f) => f.type === 'event')).toBe(true);
    found.push(...leaks('realtime', JSON.stringify(socket.frames)));
    expect(found).toEqual([]);
    expect(await locationOf(created, helper)).toEqual({
      precision: 'approximate',
      ...publicPlace,
      radiusMetres: 2000,
    });

    // The host accepts: now the helper is told where it is.
    const accepted = await call(t.app, 'POST', `/api/stay-requests/${request.id}/accept`, host, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await locationOf(created, helper)).toEqual({ precision: 'exact', ...PIN });
    socket.close();
  });

  it('shows the pin to the host and an active member, and nobody else who may see the property', async () => {
    const created = await createProperty(t.app, {
      fields: { title: 'Vineyard cottage', city: CITY, country: 'PT' },
    });
    const url = `/api/properties/${created.property.id}/location`;
    expect((await call(t.app, 'PUT', url, created.host, PIN)).statusCode).toBe(200);
    const member = await addMember(t.app, created);
    const exact = { precision: 'exact', ...PIN };
    expect(await locationOf(created, created.host)).toEqual(exact);
    expect(await locationOf(created, member)).toEqual(exact);
    const stranger = await createHelper(t.app);
    expect((await locationOf(created, stranger))?.precision).toBe('approximate');
    // The member leaves and never had a request: back to the circle.
    const left = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/leave`,
      member,
      {},
    );
    expect(left.statusCode, left.body).toBe(200);
    expect((await locationOf(created, member))?.precision).toBe('approximate');
  });
});
