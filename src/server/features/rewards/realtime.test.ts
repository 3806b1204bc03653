import type { RealtimeEventKind, ServerFrame } from '@shared/api/realtime';
import type { Redemption, Reward } from '@shared/api/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedChore, propertyWithMember } from '../../../../tests/helpers/chores';
import { addMember, call } from '../../../../tests/helpers/factories';
import { openSocket, type TestSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// Rewards live (issue 8): the host's "Rewards to hand out" and the helper's
// requests follow `redemption.changed` on their own `me` topics; a helper's
// catalogue follows `reward.changed` / `reward.deleted` on property:{id}.
// Another member of the property never hears of someone else's redemption.

describe('rewards over the realtime hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const isEvent =
    (kind: RealtimeEventKind, match: (data: Record<string, unknown>) => boolean = () => true) =>
    (f: ServerFrame) =>
      f.type === 'event' && f.event.kind === kind && match({ ...f.event.data });

  async function redemptionEvent(ws: TestSocket, id: string, status: string) {
    const frame = await ws.next(
      isEvent('redemption.changed', (d) => d.id === id && d.status === status),
    );
    return frame.type === 'event' && frame.event.kind === 'redemption.changed'
      ? frame.event.data
      : null;
  }

  it('publishes redemption.changed on commit to the host and the helper only, as the API presents it', async () => {
    const p = await propertyWithMember(t.app);
    const other = await addMember(t.app, p);
    await approvedChore(t.app, p, p.helper);
    const topic = `property:${p.property.id}`;
    const hostWs = await openSocket(t.app, p.host);
    const helperWs = await openSocket(t.app, p.helper);
    const otherWs = await openSocket(t.app, other);
    for (const ws of [hostWs, helperWs, otherWs]) {
      expect(await ws.subscribe('me')).toMatchObject({ type: 'subscribed' });
      expect(await ws.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    }

    const created = await call(t.app, 'POST', `/api/properties/${p.property.id}/rewards`, p.host, {
      title: 'Pizza night',
      cost: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reward = created.json() as Reward;
    const seen = await otherWs.next(isEvent('reward.changed', (d) => d.id === reward.id));
    expect(seen).toMatchObject({ topic: `property:${p.property.id}`, event: { data: reward } });

    // A redemption that breaks the balance rolls back: nothing is announced.
    const pricey = await call(t.app, 'POST', `/api/properties/${p.property.id}/rewards`, p.host, {
      title: 'Day off',
      cost: 10_000,
    });
    const refused = await call(
      t.app,
      'POST',
      `/api/rewards/${(pricey.json() as Reward).id}/redeem`,
      p.helper,
      {},
    );
    expect(refused.statusCode).toBe(422);

    // create → cancel
    const first = await call(t.app, 'POST', `/api/rewards/${reward.id}/redeem`, p.helper, {});
    expect(first.statusCode, first.body).toBe(201);
    const asked = first.json() as Redemption;
    expect(await redemptionEvent(hostWs, asked.id, 'pending')).toEqual(asked);
    expect(await redemptionEvent(helperWs, asked.id, 'pending')).toEqual(asked);
    const cancel = await call(t.app, 'POST', `/api/redemptions/${asked.id}/cancel`, p.helper, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await redemptionEvent(hostWs, asked.id, 'cancelled')).toEqual(cancel.json());

    // create → fulfil
    const second = (
      await call(t.app, 'POST', `/api/rewards/${reward.id}/redeem`, p.helper, {})
    ).json() as Redemption;
    await redemptionEvent(hostWs, second.id, 'pending');
    const fulfil = await call(t.app, 'POST', `/api/redemptions/${second.id}/fulfil`, p.host, {});
    expect(fulfil.statusCode, fulfil.body).toBe(200);
    expect(await redemptionEvent(helperWs, second.id, 'fulfilled')).toEqual(fulfil.json());
    expect(await redemptionEvent(hostWs, second.id, 'fulfilled')).toEqual(fulfil.json());

    // create → decline with a reason
    const third = (
      await call(t.app, 'POST', `/api/rewards/${reward.id}/redeem`, p.helper, {})
    ).json() as Redemption;
    const decline = await call(t.app, 'POST', `/api/redemptions/${third.id}/decline`, p.host, {
      reason: 'Not this week',
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(await redemptionEvent(helperWs, third.id, 'declined')).toMatchObject({
      declineReason: 'Not this week',
    });

    // Making a reward inactive takes it out of members' catalogues; so does deleting one.
    const off = await call(t.app, 'PATCH', `/api/rewards/${reward.id}`, p.host, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    const gone = await otherWs.next(isEvent('reward.deleted', (d) => d.id === reward.id));
    expect(gone).toMatchObject({ event: { data: { id: reward.id } } });
    const removed = await call(
      t.app,
      'DELETE',
      `/api/rewards/${(pricey.json() as Reward).id}`,
      p.host,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    await otherWs.next(isEvent('reward.deleted', (d) => d.id === (pricey.json() as Reward).id));
    await hostWs.next(isEvent('reward.deleted', (d) => d.id === (pricey.json() as Reward).id));

    // Everything above committed before that last event: the other member heard
    // no redemption, and the inactive reward never went out with its data.
    const kinds = (ws: TestSocket) =>
      ws.frames.flatMap((f) => (f.type === 'event' ? [f.event.kind] : []));
    expect(kinds(otherWs)).not.toContain('redemption.changed');
    expect(
      otherWs.frames.some(
        (f) =>
          f.type === 'event' && f.event.kind === 'reward.changed' && f.event.data.active === false,
      ),
    ).toBe(false);
    // The refused redemption announced nothing: pending events are exactly the three created.
    const pendings = hostWs.frames.filter(
      (f) =>
        f.type === 'event' &&
        f.event.kind === 'redemption.changed' &&
        f.event.data.status === 'pending',
    );
    expect(pendings).toHaveLength(3);
    for (const ws of [hostWs, helperWs, otherWs]) ws.close();
  });
});
