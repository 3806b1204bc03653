import type { SavedPropertyPage } from '@shared/api/saved-properties';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createHost,
  createProperty,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { savedProperties } from '../../db/schema';

describe('saved properties', () => {
  let t: TestApp;
  let helper: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    helper = await createHelper(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsOf = (userId: string, propertyId: string) =>
    t.app.database.db
      .select()
      .from(savedProperties)
      .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
  const save = (user: TestUser, id: string) =>
    call(t.app, 'PUT', `/api/properties/${id}/save`, user, {});
  const unsave = (user: TestUser, id: string) =>
    call(t.app, 'DELETE', `/api/properties/${id}/save`, user);
  const list = async (user: TestUser, query = '') => {
    const res = await call(t.app, 'GET', `/api/saved-properties${query}`, user);
    expect(res.statusCode).toBe(200);
    return res.json() as SavedPropertyPage;
  };

  it('saves and unsaves idempotently', async () => {
    const { property } = await createProperty(t.app);
    for (let n = 0; n < 2; n++) {
      const res = await save(helper, property.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ propertyId: property.id, saved: true });
    }
    expect(await rowsOf(helper.id, property.id)).toHaveLength(1);
    const ids = await call(t.app, 'GET', '/api/saved-properties/ids', helper);
    expect(ids.json().ids).toContain(property.id);
    for (let n = 0; n < 2; n++) {
      const res = await unsave(helper, property.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ propertyId: property.id, saved: false });
    }
    expect(await rowsOf(helper.id, property.id)).toHaveLength(0);
  });

  it('answers 404 for what the helper may not see, and 403 to hosts', async () => {
    const draft = await createProperty(t.app, { status: 'draft' });
    const paused = await createProperty(t.app, { status: 'paused' });
    expect((await save(helper, draft.property.id)).statusCode).toBe(404);
    expect((await save(helper, paused.property.id)).statusCode).toBe(404);
    expect((await save(helper, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const listed = await createProperty(t.app);
    const host = await createHost(t.app);
    expect((await save(host, listed.property.id)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/saved-properties', host)).statusCode).toBe(403);
    expect((await save(helper, 'not-an-id')).statusCode).toBe(400);
  });

  it('lists newest first, marks paused and full, drops deleted, and never shows others', async () => {
    const me = await createHelper(t.app);
    const other = await createHelper(t.app);
    const a = await createProperty(t.app, { fields: { title: 'First saved' } });
    const b = await createProperty(t.app, { fields: { title: 'Paused later' } });
    const c = await createProperty(t.app, { fields: { title: 'Deleted later' } });
    const d = await createProperty(t.app, { fields: { title: 'Full one' } });
    for (const p of [a, b, c, d]) expect((await save(me, p.property.id)).statusCode).toBe(200);
    const decoy = await createProperty(t.app, { fields: { title: 'Decoy' } });
    expect((await save(other, decoy.property.id)).statusCode).toBe(200);

    // Paused by its host: still listed, marked.
    await call(t.app, 'PATCH', `/api/properties/${b.property.id}`, b.host, { status: 'paused' });
    // Deleted by its host: its rows go with it.
    expect(
      (await call(t.app, 'DELETE', `/api/properties/${c.property.id}`, c.host)).statusCode,
    ).toBe(204);
    // Full: its one window's one place is taken by an accepted stay.
    const window = await call(
      t.app,
      'POST',
      `/api/properties/${d.property.id}/help-windows`,
      d.host,
      {
        startDate: daysFromNow(5),
        endDate: daysFromNow(20),
        helpersWanted: 1,
      },
    );
    expect(window.statusCode).toBe(201);
    const questions = d.property.terms?.screeningQuestions ?? [];
    const sent = await call(t.app, 'POST', `/api/properties/${d.property.id}/requests`, other, {
      startDate: daysFromNow(5),
      endDate: daysFromNow(21),
      message: 'Hello',
      answers: questions.map((q) => ({ questionId: q.id, answer: 'Yes' })),
    });
    expect(sent.statusCode).toBe(201);
    const accepted = await call(
      t.app,
      'POST',
      `/api/stay-requests/${sent.json().id}/accept`,
      d.host,
      {},
    );
    expect(accepted.statusCode).toBe(200);

    const page = await list(me);
    expect(page.items.map((i) => [i.title, i.paused, i.full])).toEqual([
      ['Full one', false, true],
      ['Paused later', true, false],
      ['First saved', false, false],
    ]);
    expect(page.items.map((i) => i.id)).not.toContain(decoy.property.id);

    // Pages by cursor.
    const first = await list(me, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.title)).toEqual(['First saved']);
    expect(second.nextCursor).toBeNull();
  });
});
