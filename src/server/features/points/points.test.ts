import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedChore, propertyWithMember } from '../../../../tests/helpers/chores';
import { call, createHelper, createHost } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { pointsLedger, profiles } from '../../db/schema';
import { verifyPoints } from './service';

describe('points: bonus, adjustment, ledger, rebuild check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;
  const pointsOf = async (userId: string) =>
    (await db().select().from(profiles).where(eq(profiles.id, userId)))[0]?.points;

  it('a bonus is recorded once per request id, with its reason in the history', async () => {
    const p = await propertyWithMember(t.app);
    const body = {
      requestId: randomUUID(),
      propertyId: p.property.id,
      helperId: p.helper.id,
      amount: 15,
      reason: 'Great week',
    };
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/api/points/bonus', p.host, body),
      call(t.app, 'POST', '/api/points/bonus', p.host, body),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 201]);
    expect(await pointsOf(p.helper.id)).toBe(15);
    expect(a?.json()).toMatchObject({
      amount: 15,
      reason: 'bonus',
      note: 'Great week',
      source: { kind: 'bonus', id: body.requestId, title: null },
    });
    // The same id for a different award: 409.
    const reused = await call(t.app, 'POST', '/api/points/bonus', p.host, { ...body, amount: 99 });
    expect(reused.statusCode).toBe(409);
    // A bonus must be positive; a helper cannot award themselves; another host: 404.
    expect(
      (
        await call(t.app, 'POST', '/api/points/bonus', p.host, {
          ...body,
          requestId: randomUUID(),
          amount: -5,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/api/points/bonus', p.helper, {
          ...body,
          requestId: randomUUID(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'POST', '/api/points/bonus', await createHost(t.app), {
          ...body,
          requestId: randomUUID(),
        })
      ).statusCode,
    ).toBe(404);
    // Not a member: 422.
    const stranger = await createHelper(t.app);
    expect(
      (
        await call(t.app, 'POST', '/api/points/bonus', p.host, {
          ...body,
          requestId: randomUUID(),
          helperId: stranger.id,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('an adjustment may not take a balance below zero', async () => {
    const p = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper); // 25
    const below = await call(t.app, 'POST', '/api/points/adjustments', p.host, {
      requestId: randomUUID(),
      propertyId: p.property.id,
      helperId: p.helper.id,
      amount: -26,
      reason: 'Oops',
    });
    expect(below.statusCode).toBe(422);
    expect(await pointsOf(p.helper.id)).toBe(25);
    const ok = await call(t.app, 'POST', '/api/points/adjustments', p.host, {
      requestId: randomUUID(),
      propertyId: p.property.id,
      helperId: p.helper.id,
      amount: -25,
      reason: 'Oops',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await pointsOf(p.helper.id)).toBe(0);
  });

  it('the host sees the ledger of their properties only; the helper their own', async () => {
    const p = await propertyWithMember(t.app);
    const q = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper);
    await approvedChore(t.app, q, q.helper);
    const host = await call(t.app, 'GET', '/api/points/ledger', p.host);
    expect(
      host.json().items.every((e: { propertyId: string }) => e.propertyId === p.property.id),
    ).toBe(true);
    expect(host.json().items).toHaveLength(1);
    const helper = await call(t.app, 'GET', '/api/points/ledger', q.helper);
    expect(helper.json().items).toHaveLength(1);
    expect(helper.json().items[0].helperId).toBe(q.helper.id);
    // Helpers only for the summary.
    expect((await call(t.app, 'GET', '/api/points', p.host)).statusCode).toBe(403);
  });

  it('the ledger is append-only, and the rebuild check finds a balance changed behind its back', async () => {
    const p = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper);
    expect(await verifyPoints(db())).toEqual([]);
    await expect(db().execute(sql`update points_ledger set amount = amount + 1`)).rejects.toThrow();
    await expect(db().delete(pointsLedger)).rejects.toThrow();
    await db()
      .update(profiles)
      .set({ points: sql`${profiles.points} + 7` })
      .where(eq(profiles.id, p.helper.id));
    const problems = await verifyPoints(db());
    expect(problems).toEqual([
      { kind: 'profile', helperId: p.helper.id, stored: 32, fromLedger: 25 },
    ]);
    await db()
      .update(profiles)
      .set({ points: sql`${profiles.points} - 7` })
      .where(eq(profiles.id, p.helper.id));
    expect(await verifyPoints(db())).toEqual([]);
  });
});
