import { randomUUID } from 'node:crypto';
import type { Conversation } from '@shared/api/messaging';
import type { NotificationPage } from '@shared/api/notifications';
import { type PushDevice, pushPayloadSchema } from '@shared/api/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createProperty,
  createUser,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { jobs, pushSubscriptions, suspensions } from '../../db/schema';
import { scheduleJob } from '../../platform/jobs/runner';
import { notify } from '../notifications/service';
import { PUSH_DELIVERY_JOB } from './fan-out';
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  type LocalPushService,
  startLocalPushService,
} from './test-support';
import { PUSH_TTL_SECONDS } from './transport';

const UNREACHABLE = 'http://127.0.0.1:9';
let t: TestApp;
let push: LocalPushService;
beforeAll(async () => {
  push = await startLocalPushService();
  // Port 9 (discard): nothing listens there, so a push to it fails to connect.
  t = await createTestApp({ PUSH_ENDPOINT_ORIGINS: `${push.origin},${UNREACHABLE}` });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});
beforeEach(() => {
  push.received.length = 0;
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

type Subscribed = { device: PushDevice; keys: BrowserKeys; path: string };

/** The browser saying yes: a real key pair, an endpoint on the local push service. */
async function subscribe(user: TestUser, origin = push.origin): Promise<Subscribed> {
  const keys = browserKeys();
  const path = `/send/${randomUUID()}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { ...user.headers(), 'user-agent': ANDROID_CHROME },
    payload: { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { device: res.json() as PushDevice, keys, path };
}

const secondsLater = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A notification made the one way there is (notify(), in a transaction). */
const notifyChore = (userId: string, chore = 'Feed the goats') =>
  t.app.database.db.transaction((tx) =>
    notify(tx, {
      userId,
      type: 'chore_assigned',
      notice: { key: 'choreAssigned', params: { chore, property: 'Quinta do Vale' } },
      referenceId: randomUUID(),
    }),
  );

const deviceRow = async (id: string) =>
  (await t.app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

describe('a push, end to end', () => {
  it('sends the message notification encrypted (aes128gcm) and signed with our VAPID key', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
    const start = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: created.property.id,
    });
    expect(start.statusCode, start.body).toBe(201);
    const conversation = start.json() as Conversation;
    const phone = await subscribe(helper);

    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${conversation.id}/messages`,
      created.host,
      {
        id: randomUUID(),
        content: 'The boat leaves at six',
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.jobs.runDueJobs(secondsLater(1));

    expect(push.received).toHaveLength(1);
    const [received] = push.received;
    if (!received) throw new Error('no push');
    expect(received.path).toBe(phone.path);
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(received.headers.urgency).toBe('high');
    const key = (await call(t.app, 'GET', '/api/push/key', helper)).json() as { publicKey: string };
    expect(received.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.publicKey}$`),
    );

    const feed = (
      await call(t.app, 'GET', '/api/notifications', helper)
    ).json() as NotificationPage;
    const notification = feed.items.find((n) => n.type === 'message');
    const payload = pushPayloadSchema.parse(decryptPush(received, phone.keys));
    expect(payload).toEqual({
      notificationId: notification?.id,
      type: 'message',
      title: notification?.title,
      body: expect.stringContaining('The boat leaves at six'),
      path: `/chat/${conversation.id}`,
      tag: `chat:${conversation.id}`,
    });
    expect((await deviceRow(phone.device.id))?.lastPushedAt).not.toBeNull();

    // Once: running the jobs again sends nothing more.
    await t.app.jobs.runDueJobs(secondsLater(3600));
    expect(push.received).toHaveLength(1);
  });

  it('keeps the text short: at most 200 characters', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    await t.app.database.db.transaction((tx) =>
      notify(tx, {
        userId: user.id,
        type: 'system',
        notice: {
          key: 'choreChangesRequested',
          params: { chore: 'Fence', note: 'word '.repeat(100) },
        },
        referenceId: null,
      }),
    );
    await t.app.jobs.runDueJobs(secondsLater(1));
    const [received] = push.to(phone.path);
    if (!received) throw new Error('no push');
    const payload = pushPayloadSchema.parse(decryptPush(received, phone.keys));
    expect(payload.body.length).toBeLessThanOrEqual(200);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.path).toBeNull();
    expect(payload.tag).toBe(`system:${payload.notificationId}`);
  });
});

describe('what the push service answers', () => {
  it('410: the device is removed and never tried again', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    push.answer(phone.path, 410);
    await notifyChore(user.id);
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(phone.path)).toHaveLength(1);
    expect(await deviceRow(phone.device.id)).toBeUndefined();
    await t.app.jobs.runDueJobs(secondsLater(7200));
    expect(push.to(phone.path)).toHaveLength(1);
  });

  it('500: that device alone is retried later, and succeeds once; the other is pushed once', async () => {
    const user = await createUser(t.app);
    const failing = await subscribe(user);
    const working = await subscribe(user);
    push.answer(failing.path, 500);
    const notification = await notifyChore(user.id);
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(failing.path)).toHaveLength(1);
    expect(push.to(working.path)).toHaveLength(1);
    expect((await deviceRow(failing.device.id))?.lastPushedAt).toBeNull();

    const [job] = await t.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${notification.id}:${failing.device.id}`));
    expect(job).toMatchObject({ attempts: 1, doneAt: null });

    // Not before its back-off (30 s), then once.
    await t.app.jobs.runDueJobs(secondsLater(5));
    expect(push.to(failing.path)).toHaveLength(1);
    await t.app.jobs.runDueJobs(secondsLater(60));
    await t.app.jobs.runDueJobs(secondsLater(3600));
    expect(push.to(failing.path)).toHaveLength(2);
    expect(push.to(working.path)).toHaveLength(1);
    expect((await deviceRow(failing.device.id))?.lastPushedAt).not.toBeNull();
    const retried = pushPayloadSchema.parse(
      decryptPush(push.to(failing.path)[1] as never, failing.keys),
    );
    expect(retried.notificationId).toBe(notification.id);
  });

  it('no answer at all (connection refused): retried later', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user, UNREACHABLE);
    const notification = await notifyChore(user.id);
    await t.app.jobs.runDueJobs(secondsLater(1));
    const [job] = await t.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${notification.id}:${phone.device.id}`));
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job?.lastError).toBeTruthy();
    expect(await deviceRow(phone.device.id)).toBeDefined();
  });

  it('another 4xx: given up at once, the device kept', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    push.answer(phone.path, 400);
    await notifyChore(user.id);
    await t.app.jobs.runDueJobs(secondsLater(1));
    await t.app.jobs.runDueJobs(secondsLater(7200));
    expect(push.to(phone.path)).toHaveLength(1);
    expect(await deviceRow(phone.device.id)).toBeDefined();
  });
});

describe('who gets nothing', () => {
  it('a muted category: not pushed; the others still are', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    const muted = await call(t.app, 'PATCH', '/api/notifications/preferences', user, {
      pushMutedCategories: ['chores'],
    });
    expect(muted.statusCode, muted.body).toBe(200);
    await notifyChore(user.id);
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(phone.path)).toHaveLength(0);

    await t.app.database.db.transaction((tx) =>
      notify(tx, {
        userId: user.id,
        type: 'review_published',
        notice: {
          key: 'reviewPublished',
          params: { property: 'Quinta do Vale', counterpart: 'Ana' },
        },
        referenceId: randomUUID(),
      }),
    );
    await t.app.jobs.runDueJobs(secondsLater(2));
    expect(push.to(phone.path)).toHaveLength(1);
  });

  it('a notification read before its push went: not pushed', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    const notification = await notifyChore(user.id);
    const read = await call(t.app, 'POST', `/api/notifications/${notification.id}/read`, user, {});
    expect(read.statusCode, read.body).toBe(200);
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(phone.path)).toHaveLength(0);
  });

  it('a suspended person: not pushed', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    await notifyChore(user.id);
    await t.app.database.db.insert(suspensions).values({ userId: user.id, reason: 'A test' });
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(phone.path)).toHaveLength(0);
  });

  it('a signed-out device: its row goes with the session, and nothing is sent to it', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    await notifyChore(user.id, 'Made before signing out');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: user.headers(),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await deviceRow(phone.device.id)).toBeUndefined();
    await notifyChore(user.id, 'Made after signing out');
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(phone.path)).toHaveLength(0);
  });

  it('a delivery whose device went meanwhile: skipped, and the job is done without error', async () => {
    const user = await createUser(t.app);
    const phone = await subscribe(user);
    const notification = await notifyChore(user.id);
    const db = t.app.database.db;
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, phone.device.id));
    // As the fan-out would have made it just before the device went.
    const key = `${notification.id}:${phone.device.id}`;
    await scheduleJob(db, {
      kind: PUSH_DELIVERY_JOB,
      key,
      runAt: new Date(),
      payload: { notificationId: notification.id, subscriptionId: phone.device.id, path: null },
    });
    await t.app.jobs.runDueJobs(secondsLater(1));
    expect(push.to(phone.path)).toHaveLength(0);
    const [job] = await db.select().from(jobs).where(eq(jobs.key, key));
    expect(job).toMatchObject({ attempts: 0, lastError: null });
    expect(job?.doneAt).not.toBeNull();
  });
});
