import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  multipartBody,
  type TestUser,
  testPhoto,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { propertyHelpers } from '../../db/schema';

describe('onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const base = (c: CreatedProperty) => `/api/properties/${c.property.id}/onboarding`;
  const completedAt = async (c: CreatedProperty, helper: TestUser) => {
    const [row] = await t.app.database.db
      .select()
      .from(propertyHelpers)
      .where(
        and(eq(propertyHelpers.propertyId, c.property.id), eq(propertyHelpers.helperId, helper.id)),
      );
    return row?.onboardingCompletedAt ?? null;
  };

  async function withItems(titles = ['Keys', 'Wifi', 'Fire exits']) {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c);
    let view: { items: Array<{ id: string; title: string }> } = { items: [] };
    for (const title of titles) {
      const res = await call(t.app, 'POST', `${base(c)}/items`, c.host, {
        title,
        details: `About ${title}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      view = res.json();
    }
    return { c, helper, items: view.items };
  }

  it('host edits the ordered checklist: add, update, reorder, delete', async () => {
    const { c, items } = await withItems();
    expect(items.map((i) => i.title)).toEqual(['Keys', 'Wifi', 'Fire exits']);
    const [keys, wifi, fire] = items;
    if (!keys || !wifi || !fire) throw new Error('items missing');
    const patched = await call(t.app, 'PATCH', `${base(c)}/items/${wifi.id}`, c.host, {
      title: 'Wifi password',
      details: '',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().items[1]).toMatchObject({ title: 'Wifi password', details: null });
    const order = await call(t.app, 'PUT', `${base(c)}/order`, c.host, {
      itemIds: [fire.id, keys.id, wifi.id],
    });
    expect(order.json().items.map((i: { title: string }) => i.title)).toEqual([
      'Fire exits',
      'Keys',
      'Wifi password',
    ]);
    const partial = await call(t.app, 'PUT', `${base(c)}/order`, c.host, { itemIds: [fire.id] });
    expect(partial.statusCode).toBe(422);
    const del = await call(t.app, 'DELETE', `${base(c)}/items/${keys.id}`, c.host);
    expect(del.json().items).toHaveLength(2);
    expect((await call(t.app, 'DELETE', `${base(c)}/items/${keys.id}`, c.host)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'POST', `${base(c)}/items`, c.host, { title: ' ' })).statusCode).toBe(
      400,
    );
  });

  it('helper ticks items (idempotent); completion is recorded, cleared by a new item, set again', async () => {
    const { c, helper, items } = await withItems(['Keys', 'Wifi']);
    const [keys, wifi] = items;
    if (!keys || !wifi) throw new Error('items missing');
    const first = await call(t.app, 'POST', `${base(c)}/items/${keys.id}/acknowledge`, helper, {});
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().mine.acknowledgements[0].acknowledgedAt;
    const again = await call(t.app, 'POST', `${base(c)}/items/${keys.id}/acknowledge`, helper, {});
    expect(again.json().mine).toMatchObject({
      done: 1,
      total: 2,
      completedAt: null,
      acknowledgements: [{ itemId: keys.id, acknowledgedAt: at }],
    });
    const done = await call(t.app, 'POST', `${base(c)}/items/${wifi.id}/acknowledge`, helper, {});
    expect(done.json().mine.completedAt).not.toBeNull();
    expect(await completedAt(c, helper)).not.toBeNull();
    // The host sees progress with times.
    const hostView = (await call(t.app, 'GET', base(c), c.host)).json();
    expect(hostView.mine).toBeNull();
    expect(hostView.members[0]).toMatchObject({ done: 2, total: 2 });
    expect(hostView.members[0].acknowledgements).toHaveLength(2);
    // A new item: not complete any more; ticking it completes again.
    const added = await call(t.app, 'POST', `${base(c)}/items`, c.host, { title: 'Goats' });
    expect(await completedAt(c, helper)).toBeNull();
    const goats = added.json().items[2];
    await call(t.app, 'POST', `${base(c)}/items/${goats.id}/acknowledge`, helper, {});
    expect(await completedAt(c, helper)).not.toBeNull();
  });

  it('needs: the helper adds and removes their own, the host acknowledges', async () => {
    const { c, helper } = await withItems(['Keys']);
    const added = await call(t.app, 'POST', `${base(c)}/needs`, helper, {
      kind: 'allergies',
      details: 'Cats',
    });
    expect(added.statusCode, added.body).toBe(201);
    const need = added.json().mine.needs[0];
    expect(need).toMatchObject({ kind: 'allergies', details: 'Cats', acknowledgedAt: null });
    expect(
      (await call(t.app, 'POST', `${base(c)}/needs`, helper, { kind: 'pets', details: 'x' }))
        .statusCode,
    ).toBe(400);
    // Wrong sides: 403.
    expect(
      (await call(t.app, 'POST', `${base(c)}/needs/${need.id}/acknowledge`, helper, {})).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `${base(c)}/needs`, c.host, { kind: 'diet', details: 'x' }))
        .statusCode,
    ).toBe(403);
    const ack = await call(t.app, 'POST', `${base(c)}/needs/${need.id}/acknowledge`, c.host, {});
    expect(ack.statusCode, ack.body).toBe(200);
    const acknowledgedAt = ack.json().members[0].needs[0].acknowledgedAt;
    expect(acknowledgedAt).not.toBeNull();
    const again = await call(t.app, 'POST', `${base(c)}/needs/${need.id}/acknowledge`, c.host, {});
    expect(again.json().members[0].needs[0].acknowledgedAt).toBe(acknowledgedAt);
    // Another member cannot delete it.
    const other = await addMember(t.app, c);
    expect((await call(t.app, 'DELETE', `${base(c)}/needs/${need.id}`, other)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', base(c), other)).json().mine.needs).toEqual([]);
    const del = await call(t.app, 'DELETE', `${base(c)}/needs/${need.id}`, helper);
    expect(del.json().mine.needs).toEqual([]);
  });

  it('photo: through the image pipeline, replaced and removed; not an image is 400', async () => {
    const { c, items } = await withItems(['Keys']);
    const item = items[0];
    if (!item) throw new Error('no item');
    const upload = (user: TestUser | null, file: Buffer) => {
      const body = multipartBody([{ file }]);
      return t.app.inject({
        method: 'POST',
        url: `${base(c)}/items/${item.id}/photo`,
        headers: { ...(user ? user.headers() : {}), ...body.headers },
        payload: body.payload,
      });
    };
    const res = await upload(c.host, await testPhoto({ withGps: true }));
    expect(res.statusCode, res.body).toBe(200);
    const photoUrl = res.json().items[0].photoUrl;
    expect(photoUrl).toMatch(/onboarding_photos\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.body).not.toContain('secret-farm-address');
    expect((await upload(c.host, Buffer.from('not an image at all'))).statusCode).toBe(400);
    const member = await addMember(t.app, c);
    expect((await upload(member, await testPhoto())).statusCode).toBe(403);
    const removed = await call(t.app, 'DELETE', `${base(c)}/items/${item.id}/photo`, c.host);
    expect(removed.json().items[0].photoUrl).toBeNull();
  });

  it('access matrix: anonymous 401, outsiders 404 (even on a listed property), wrong side 403', async () => {
    const { c, helper, items } = await withItems(['Keys']);
    const item = items[0];
    if (!item) throw new Error('no item');
    const otherHost = await createHost(t.app);
    const outsider = await createHelper(t.app);
    const needView = await call(t.app, 'POST', `${base(c)}/needs`, helper, {
      kind: 'diet',
      details: 'Vegetarian',
    });
    const needId = needView.json().mine.needs[0].id;
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, object | undefined]> =
      [
        ['GET', base(c), undefined],
        ['POST', `${base(c)}/items`, { title: 'x' }],
        ['PATCH', `${base(c)}/items/${item.id}`, { title: 'x' }],
        ['PUT', `${base(c)}/order`, { itemIds: [item.id] }],
        ['DELETE', `${base(c)}/items/${item.id}/photo`, undefined],
        ['POST', `${base(c)}/items/${item.id}/acknowledge`, {}],
        ['POST', `${base(c)}/needs`, { kind: 'diet', details: 'x' }],
        ['POST', `${base(c)}/needs/${needId}/acknowledge`, {}],
        ['DELETE', `${base(c)}/needs/${needId}`, undefined],
        ['DELETE', `${base(c)}/items/${item.id}`, undefined],
      ];
    for (const [method, path, body] of routes) {
      expect((await call(t.app, method, path, null, body)).statusCode, `${method} ${path}`).toBe(
        401,
      );
      for (const who of [otherHost, outsider])
        expect((await call(t.app, method, path, who, body)).statusCode, `${method} ${path}`).toBe(
          404,
        );
    }
    const hostOnly = routes.filter(([, p]) => !p.includes('acknowledge') || p.includes('needs/'));
    for (const [method, path, body] of hostOnly.filter(
      ([m, p]) => m !== 'GET' && !p.endsWith('/needs') && !p.includes(`needs/${needId}`),
    ))
      expect((await call(t.app, method, path, helper, body)).statusCode, `${method} ${path}`).toBe(
        403,
      );
    expect(
      (await call(t.app, 'POST', `${base(c)}/items/${item.id}/acknowledge`, c.host, {})).statusCode,
    ).toBe(403);
    // A member who left sees nothing any more.
    await call(t.app, 'POST', `/api/properties/${c.property.id}/leave`, helper, {});
    expect((await call(t.app, 'GET', base(c), helper)).statusCode).toBe(404);
  });
});
