import { randomUUID } from 'node:crypto';
import { REWARD_MESSAGES, type Redemption, type Reward } from '@shared/api/rewards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedChore, propertyWithMember } from '../../../../tests/helpers/chores';
import { addMember, call, createHelper, createHost } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { pointsLedger, profiles, propertyHelpers } from '../../db/schema';
import { verifyPoints } from '../points/service';

describe('rewards: catalogue, redemptions reserving points, fulfil and decline', () => {
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

  async function reward(
    p: Awaited<ReturnType<typeof propertyWithMember>>,
    fields: Record<string, unknown> = {},
  ) {
    const res = await call(t.app, 'POST', `/api/properties/${p.property.id}/rewards`, p.host, {
      title: 'Pizza night',
      cost: 30,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Reward;
  }

  it('lets the host keep a catalogue that members see (active only) and others do not', async () => {
    const p = await propertyWithMember(t.app);
    const a = await reward(p);
    const hidden = await reward(p, { title: 'Day off', cost: 200, active: false });
    const host = await call(t.app, 'GET', `/api/properties/${p.property.id}/rewards`, p.host);
    expect(
      host
        .json()
        .items.map((r: Reward) => r.id)
        .sort(),
    ).toEqual([a.id, hidden.id].sort());
    const member = await call(t.app, 'GET', `/api/properties/${p.property.id}/rewards`, p.helper);
    expect(member.json().items.map((r: Reward) => r.id)).toEqual([a.id]);
    const mine = await call(t.app, 'GET', '/api/rewards', p.helper);
    expect(mine.json().items.map((r: Reward) => r.id)).toEqual([a.id]);
    const stranger = await createHelper(t.app);
    expect(
      (await call(t.app, 'GET', `/api/properties/${p.property.id}/rewards`, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PATCH', `/api/rewards/${a.id}`, p.helper, { cost: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'PATCH', `/api/rewards/${hidden.id}`, p.helper, { cost: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PATCH', `/api/rewards/${a.id}`, await createHost(t.app), { cost: 1 }))
        .statusCode,
    ).toBe(404);
    const edit = await call(t.app, 'PATCH', `/api/rewards/${a.id}`, p.host, { cost: 35 });
    expect(edit.json()).toMatchObject({ cost: 35 });
    expect((await call(t.app, 'DELETE', `/api/rewards/${hidden.id}`, p.host)).statusCode).toBe(204);
  });

  it('redeems within the balance, reserves pending costs, deducts on fulfil', async () => {
    const p = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper); // 25
    await approvedChore(t.app, p, p.helper); // 50
    const pizza = await reward(p, { cost: 30 });
    const tooMuch = await reward(p, { title: 'Boat trip', cost: 80 });

    const no = await call(t.app, 'POST', `/api/rewards/${tooMuch.id}/redeem`, p.helper, {});
    expect(no.statusCode).toBe(422);
    expect(no.json().error.message).toBe(REWARD_MESSAGES.notEnough);

    const first = await call(t.app, 'POST', `/api/rewards/${pizza.id}/redeem`, p.helper, {});
    expect(first.statusCode, first.body).toBe(201);
    const redemption = first.json() as Redemption;
    expect(redemption).toMatchObject({ status: 'pending', cost: 30, rewardTitle: 'Pizza night' });
    // 50 − 30 reserved = 20 < 30.
    const second = await call(t.app, 'POST', `/api/rewards/${pizza.id}/redeem`, p.helper, {});
    expect(second.statusCode).toBe(422);

    const summary = await call(t.app, 'GET', '/api/points', p.helper);
    expect(summary.json()).toMatchObject({ points: 50, reserved: 30, available: 20 });

    // The host sees it pending; the helper cannot fulfil it.
    const pending = await call(t.app, 'GET', '/api/redemptions?status=pending', p.host);
    expect(pending.json().items.map((r: Redemption) => r.id)).toEqual([redemption.id]);
    expect(
      (await call(t.app, 'POST', `/api/redemptions/${redemption.id}/fulfil`, p.helper, {}))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/redemptions/${redemption.id}/fulfil`,
          await createHost(t.app),
          {},
        )
      ).statusCode,
    ).toBe(404);

    const fulfil = await call(
      t.app,
      'POST',
      `/api/redemptions/${redemption.id}/fulfil`,
      p.host,
      {},
    );
    expect(fulfil.statusCode, fulfil.body).toBe(200);
    expect(fulfil.json()).toMatchObject({ status: 'fulfilled' });
    expect(await pointsOf(p.helper.id)).toBe(20);
    // Retried: the same answer, no second deduction; declining now: 409.
    const again = await call(t.app, 'POST', `/api/redemptions/${redemption.id}/fulfil`, p.host, {});
    expect(again.statusCode).toBe(200);
    expect(await pointsOf(p.helper.id)).toBe(20);
    expect(
      (await call(t.app, 'POST', `/api/redemptions/${redemption.id}/decline`, p.host, {}))
        .statusCode,
    ).toBe(409);

    const ledger = await call(t.app, 'GET', '/api/points/ledger', p.helper);
    expect(ledger.json().items[0]).toMatchObject({
      amount: -30,
      reason: 'reward_redeemed',
      source: { kind: 'redemption', id: redemption.id, title: 'Pizza night' },
    });
    expect(await verifyPoints(db())).toEqual([]);
  });

  it('declines and cancels without touching points', async () => {
    const p = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper);
    const r = await reward(p, { cost: 10 });
    const a = (await call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, p.helper, {})).json();
    const b = (await call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, p.helper, {})).json();
    const decline = await call(t.app, 'POST', `/api/redemptions/${a.id}/decline`, p.host, {
      reason: 'Out of pizza',
    });
    expect(decline.json()).toMatchObject({ status: 'declined', declineReason: 'Out of pizza' });
    expect(
      (await call(t.app, 'POST', `/api/redemptions/${b.id}/cancel`, p.host, {})).statusCode,
    ).toBe(403);
    const cancel = await call(t.app, 'POST', `/api/redemptions/${b.id}/cancel`, p.helper, {});
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    expect(await pointsOf(p.helper.id)).toBe(25);
    // A reward with redemptions cannot be deleted.
    const del = await call(t.app, 'DELETE', `/api/rewards/${r.id}`, p.host);
    expect(del.statusCode).toBe(422);
  });

  it('two redemptions racing the balance cannot overdraw it', async () => {
    const p = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper); // 25 points
    const r = await reward(p, { cost: 20 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, p.helper, {}),
      ),
    );
    const codes = results.map((x) => x.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422, 422]);
    // Fulfil races too: the one pending redemption is deducted once.
    const id = results.find((x) => x.statusCode === 201)?.json().id;
    await Promise.all([
      call(t.app, 'POST', `/api/redemptions/${id}/fulfil`, p.host, {}),
      call(t.app, 'POST', `/api/redemptions/${id}/fulfil`, p.host, {}),
    ]);
    expect(await pointsOf(p.helper.id)).toBe(5);
    expect(await verifyPoints(db())).toEqual([]);
  });

  it('a fulfilment that would overdraw (after an adjustment) is refused and changes nothing', async () => {
    const p = await propertyWithMember(t.app);
    await approvedChore(t.app, p, p.helper); // 25
    const r = await reward(p, { cost: 20 });
    const redemption = (
      await call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, p.helper, {})
    ).json();
    const adjust = await call(t.app, 'POST', '/api/points/adjustments', p.host, {
      requestId: randomUUID(),
      propertyId: p.property.id,
      helperId: p.helper.id,
      amount: -10,
      reason: 'Counted twice',
    });
    expect(adjust.statusCode, adjust.body).toBe(201);
    const fulfil = await call(
      t.app,
      'POST',
      `/api/redemptions/${redemption.id}/fulfil`,
      p.host,
      {},
    );
    expect(fulfil.statusCode).toBe(422);
    expect(await pointsOf(p.helper.id)).toBe(15);
    const rows = await db()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.referenceId, redemption.id));
    expect(rows).toHaveLength(0);
    const [m] = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, p.helper.id));
    expect(m?.exchangePoints).toBe(15);
    expect(await verifyPoints(db())).toEqual([]);
  });

  it('a helper cannot redeem at a property they are not a member of', async () => {
    const p = await propertyWithMember(t.app);
    const r = await reward(p);
    const outsider = await createHelper(t.app);
    expect(
      (await call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, outsider, {})).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, p.host, {})).statusCode).toBe(
      403,
    );
    // A second member with no points.
    const other = await addMember(t.app, p);
    expect((await call(t.app, 'POST', `/api/rewards/${r.id}/redeem`, other, {})).statusCode).toBe(
      422,
    );
  });
});
