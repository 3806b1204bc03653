import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChore, propertyWithMember, submittedChore } from '../../../../tests/helpers/chores';
import { call, createHelper } from '../../../../tests/helpers/factories';
import { openSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { canSubscribeToProperty } from '../../platform/access/property-members';

// Chores live: the member sees the host's new chore on property:{id}, the
// host sees the submission, and the helper's points rise on `me` when the
// host approves (issue 8's end-to-end loop, server side).

describe('chores over the realtime hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes chore.changed to host and members and points.changed to the helper', async () => {
    const p = await propertyWithMember(t.app);
    const topic = `property:${p.property.id}`;
    const helperWs = await openSocket(t.app, p.helper);
    const hostWs = await openSocket(t.app, p.host);
    expect(await helperWs.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    expect(await helperWs.subscribe('me')).toMatchObject({ type: 'subscribed' });
    expect(await hostWs.subscribe(topic)).toMatchObject({ type: 'subscribed' });

    const chore = await createChore(t.app, p, { assigneeId: p.helper.id });
    const seen = await helperWs.next(
      (f) => f.type === 'event' && f.event.kind === 'chore.changed' && f.event.data.id === chore.id,
    );
    expect(seen).toMatchObject({ event: { data: { status: 'open', title: 'Feed the goats' } } });

    const submitted = await submittedChore(t.app, p, p.helper);
    await hostWs.next(
      (f) =>
        f.type === 'event' &&
        f.event.kind === 'chore.changed' &&
        f.event.data.id === submitted.id &&
        f.event.data.status === 'submitted',
    );
    const approve = await call(t.app, 'POST', `/api/chores/${submitted.id}/approve`, p.host, {});
    expect(approve.statusCode).toBe(200);
    const points = await helperWs.next(
      (f) => f.type === 'event' && f.event.kind === 'points.changed',
    );
    expect(points).toMatchObject({ event: { data: { points: 25 } } });
    helperWs.close();
    hostWs.close();
  });

  it('lets only the host and active members follow a property', async () => {
    const p = await propertyWithMember(t.app);
    const stranger = await createHelper(t.app);
    const db = t.app.database.db;
    expect(await canSubscribeToProperty(db, p.host.id, p.property.id)).toBe(true);
    expect(await canSubscribeToProperty(db, p.helper.id, p.property.id)).toBe(true);
    expect(await canSubscribeToProperty(db, stranger.id, p.property.id)).toBe(false);
    await call(t.app, 'POST', `/api/properties/${p.property.id}/leave`, p.helper, {});
    expect(await canSubscribeToProperty(db, p.helper.id, p.property.id)).toBe(false);
    const ws = await openSocket(t.app, stranger);
    expect(await ws.subscribe(`property:${p.property.id}`)).toMatchObject({ type: 'refused' });
    ws.close();
  });
});
