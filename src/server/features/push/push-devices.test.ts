import { randomUUID } from 'node:crypto';
import type { PushDevice, PushDeviceList } from '@shared/api/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn, type TestUser } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { pushSubscriptions, vapidKeys } from '../../db/schema';
import { MAX_DEVICES_PER_PERSON } from './devices';
import { ENDPOINT_NOT_ALLOWED_MESSAGE } from './endpoints';
import { browserKeys } from './test-support';
import { loadVapidKeys } from './vapid';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await t?.close();
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;

function subscription(endpoint = fcmEndpoint()) {
  const keys = browserKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const post = (user: TestUser, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { ...user.headers(), 'user-agent': IPHONE_SAFARI },
    payload: body as object,
  });

const list = async (user: TestUser) => {
  const res = await call(t.app, 'GET', '/api/push/devices', user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PushDeviceList).items;
};

describe('the VAPID key', () => {
  it('is made once, kept in the database, and the same for every instance', async () => {
    const user = await createUser(t.app);
    const res = await call(t.app, 'GET', '/api/push/key', user);
    expect(res.statusCode, res.body).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    const rows = await t.app.database.db.select().from(vapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.publicKey).toBe(publicKey);
    // Another instance starting on the same database reads the same pair.
    expect(await loadVapidKeys(t.app.database.db, undefined)).toEqual({
      publicKey,
      privateKey: rows[0]?.privateKey,
    });
    // Configured keys win, and the stored pair is left alone.
    const configured = { publicKey: 'configured-public', privateKey: 'configured-private' };
    expect(await loadVapidKeys(t.app.database.db, configured)).toEqual(configured);
  });

  it('needs a session, as every push route does', async () => {
    const id = randomUUID();
    for (const [method, url, body] of [
      ['GET', '/api/push/key'],
      ['GET', '/api/push/devices'],
      ['POST', '/api/push/devices', subscription()],
      ['DELETE', `/api/push/devices/${id}`],
    ] as const) {
      const res = await call(t.app, method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });
});

describe('devices', () => {
  it('saves a device (201), knows it again (200), and lists it as this device', async () => {
    const user = await createUser(t.app);
    const body = subscription();
    const first = await post(user, body);
    expect(first.statusCode, first.body).toBe(201);
    const device = first.json() as PushDevice;
    expect(device).toMatchObject({
      label: 'Safari on iPhone',
      lastPushedAt: null,
      thisDevice: true,
    });
    const again = await post(user, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as PushDevice).id).toBe(device.id);
    expect(await list(user)).toEqual([device]);

    // The same person on another device (session) sees it, not as this one.
    const laptop = await signIn(t.app, user);
    expect(await list(laptop)).toEqual([{ ...device, thisDevice: false }]);
  });

  it('moves a shared browser to the last person who said yes', async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const body = subscription();
    const made = (await post(first, body)).json() as PushDevice;
    const moved = await post(second, body);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as PushDevice).id).toBe(made.id);
    expect(await list(first)).toEqual([]);
    expect((await list(second)).map((d) => d.id)).toEqual([made.id]);
    const [row] = await t.app.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, made.id));
    expect(row?.userId).toBe(second.id);
  });

  it('lists and removes only your own: another person’s id is not found', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const device = (await post(owner, subscription())).json() as PushDevice;
    await post(other, subscription());
    expect((await list(owner)).map((d) => d.id)).toEqual([device.id]);

    const stranger = await call(t.app, 'DELETE', `/api/push/devices/${device.id}`, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: { code: 'not_found', message: 'Device not found' } });
    expect(await list(owner)).toHaveLength(1);

    const removed = await call(t.app, 'DELETE', `/api/push/devices/${device.id}`, owner);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await list(owner)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/push/devices/${device.id}`, owner)).statusCode).toBe(
      404,
    );
  });

  it(`keeps at most ${MAX_DEVICES_PER_PERSON} devices a person, dropping the oldest`, async () => {
    const user = await createUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i <= MAX_DEVICES_PER_PERSON; i += 1) {
      const res = await post(user, subscription());
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as PushDevice).id);
    }
    const kept = (await list(user)).map((d) => d.id);
    expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON);
    expect(kept).not.toContain(ids[0]);
    expect(kept).toContain(ids[MAX_DEVICES_PER_PERSON]);
  });
});

describe('bad input', () => {
  it('refuses an endpoint that is not a known push service (422), so the server posts nowhere else', async () => {
    const user = await createUser(t.app);
    for (const endpoint of [
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://127.0.0.1/send',
      'http://127.0.0.1:10/send',
    ]) {
      const res = await post(user, subscription(endpoint));
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json()).toEqual({
        error: { code: 'rule_broken', message: ENDPOINT_NOT_ALLOWED_MESSAGE },
      });
    }
    // The operator's extra origin (PUSH_ENDPOINT_ORIGINS) is allowed, over http too.
    expect((await post(user, subscription('http://127.0.0.1:9/send/1'))).statusCode).toBe(201);
    expect(await list(user)).toHaveLength(1);
  });

  it('answers 400 with the error shape for a malformed subscription or id', async () => {
    const user = await createUser(t.app);
    const good = subscription();
    for (const body of [
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: 'not base64url!!!' } },
      { endpoint: good.endpoint },
    ]) {
      const res = await post(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
    const badId = await call(t.app, 'DELETE', '/api/push/devices/not-an-id', user);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await list(user)).toEqual([]);
  });
});
