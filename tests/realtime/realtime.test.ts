import { randomUUID } from 'node:crypto';
import { type ServerFrame, SIGNED_OUT_CLOSE_CODE } from '@shared/api/realtime';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { conversations, sessions } from '../../src/server/db/schema';
import { notify } from '../../src/server/features/notifications/service';
import { publish } from '../../src/server/platform/realtime/publish';
import { topics } from '../../src/server/platform/realtime/topics';
import { TEST_ORIGIN } from '../helpers/accounts';
import { addMember, call, createHelper, createProperty, createUser } from '../helpers/factories';
import { openSocket, upgradeStatus } from '../helpers/realtime-socket';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  // A second server process on the same PostgreSQL (same config, own listener).
  second = await buildApp(t.config);
  await second.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

const isEvent = (frame: ServerFrame) => frame.type === 'event';

/** A notification titled 'Welcome to <place>'. */
function notifyUser(app: FastifyInstance, userId: string, place: string) {
  return app.database.db.transaction((tx) =>
    notify(tx, {
      userId,
      type: 'system',
      notice: { key: 'welcomeToProperty', params: { property: place } },
      referenceId: null,
    }),
  );
}

describe('the /api/realtime handshake', () => {
  it('refuses another site and a plain GET, and closes a signed-out caller’s socket with 4401', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    // Signed out: the upgrade succeeds (a browser would hide a refused one's
    // status) and the socket closes with the signed-out code, frameless.
    const nobody = await openSocket(t.app, null);
    expect(await nobody.closed).toEqual({ code: SIGNED_OUT_CLOSE_CODE, reason: 'Signed out' });
    expect(nobody.frames).toEqual([]);
    const forged = await openSocket(t.app, null, { cookie: 'homestay.session_token=forged' });
    expect(await forged.closed).toMatchObject({ code: SIGNED_OUT_CLOSE_CODE });
    expect(
      await upgradeStatus(t.app, { origin: 'https://evil.example', cookie: user.jar.header() }),
    ).toBe(403);
    expect(await upgradeStatus(t.app, { origin: TEST_ORIGIN, cookie: user.jar.header() })).toBe(
      101,
    );
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/realtime',
      headers: user.headers(),
    });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toMatchObject({ error: { code: 'upgrade_required' } });
    const plainSignedOut = await t.app.inject({ method: 'GET', url: '/api/realtime' });
    expect(plainSignedOut.statusCode).toBe(401);
    expect(plainSignedOut.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });
});

describe('subscriptions', () => {
  it('delivers the caller own notifications after commit, in sequence, never a rolled-back one', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    const other = await createUser(t.app, { role: 'helper' });
    const ws = await openSocket(t.app, user);
    const answer = await ws.subscribe('notifications');
    expect(answer).toMatchObject({ type: 'subscribed', topic: 'notifications', seq: 0 });

    await notifyUser(t.app, other.id, 'Not for you');
    await t.app.database.db
      .transaction(async (tx) => {
        await notify(tx, {
          userId: user.id,
          type: 'system',
          notice: { key: 'welcomeToProperty', params: { property: 'Rolled back' } },
          referenceId: null,
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const row = await notifyUser(t.app, user.id, 'First');
    await notifyUser(t.app, user.id, 'Second');

    const second = await ws.next((f) => isEvent(f) && f.seq === 2);
    const events = ws.frames.filter(isEvent);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: 'event',
      topic: 'notifications',
      seq: 1,
      event: {
        kind: 'notification.created',
        data: { id: row.id, userId: user.id, title: 'Welcome to First', isRead: false },
      },
    });
    expect(second).toMatchObject({ event: { data: { title: 'Welcome to Second' } } });
    ws.close();
  });

  it('refuses a conversation or property the caller is not part of, and unknown topics', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const stranger = await createHelper(t.app);
    const [conversation] = await t.app.database.db
      .insert(conversations)
      .values({ propertyId: created.property.id, hostId: created.host.id, helperId: member.id })
      .returning();
    const propertyTopic = `property:${created.property.id}`;
    const conversationTopic = `conversation:${conversation?.id}`;

    const strangerSocket = await openSocket(t.app, stranger);
    for (const topic of [propertyTopic, conversationTopic]) {
      expect(await strangerSocket.subscribe(topic)).toMatchObject({
        type: 'refused',
        topic,
        error: { code: 'not_found' },
      });
    }
    expect(await strangerSocket.subscribe('user:someone:notifications')).toMatchObject({
      type: 'refused',
      error: { code: 'bad_topic' },
    });
    strangerSocket.socket.send('not json');
    await strangerSocket.next((f) => f.type === 'refused' && f.error.code === 'bad_request');

    for (const user of [created.host, member]) {
      const ws = await openSocket(t.app, user);
      expect(await ws.subscribe(propertyTopic)).toMatchObject({ type: 'subscribed' });
      expect(await ws.subscribe(conversationTopic)).toMatchObject({ type: 'subscribed' });
      ws.close();
    }
    strangerSocket.close();
  });

  it('stops delivering after unsubscribe', async () => {
    const user = await createUser(t.app, { role: 'host' });
    const ws = await openSocket(t.app, user);
    await ws.subscribe('notifications');
    ws.socket.send(JSON.stringify({ type: 'unsubscribe', topic: 'notifications' }));
    await ws.subscribe('me'); // a round trip: the unsubscribe has been handled
    await notifyUser(t.app, user.id, 'After unsubscribe');
    await t.app.database.db.transaction((tx) =>
      publish(tx, topics.me(user.id), { kind: 'points.changed', data: { points: 3 } }),
    );
    await ws.next((f) => isEvent(f) && f.topic === 'me');
    expect(ws.frames.filter((f) => isEvent(f) && f.topic === 'notifications')).toHaveLength(0);
    ws.close();
  });
});

describe('across processes and sizes', () => {
  it('delivers events committed by another server process on the same database', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    const onFirst = await openSocket(t.app, user);
    const onSecond = await openSocket(second, user);
    await onFirst.subscribe('notifications');
    await onSecond.subscribe('notifications');
    await notifyUser(second, user.id, 'From process two');
    await notifyUser(t.app, user.id, 'From process one');
    for (const ws of [onFirst, onSecond]) {
      await ws.next((f) => isEvent(f) && f.seq === 2);
      const titles = ws.frames
        .filter(isEvent)
        .map((f) =>
          f.type === 'event' && f.event.kind === 'notification.created' ? f.event.data.title : '',
        );
      expect(titles).toEqual(['Welcome to From process two', 'Welcome to From process one']);
      ws.close();
    }
  });

  it('sends a transaction’s events in publish order around its savepoints, none from one rolled back', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    const ws = await openSocket(t.app, user);
    await ws.subscribe('me');
    const points = (value: number) =>
      ({ kind: 'points.changed', data: { points: value } }) as const;
    await t.app.database.db.transaction(async (tx) => {
      await publish(tx, topics.me(user.id), points(1));
      await tx.transaction(async (kept) => {
        await publish(kept, topics.me(user.id), points(2));
      });
      await tx
        .transaction(async (undone) => {
          await publish(undone, topics.me(user.id), points(99));
          throw new Error('roll back the savepoint');
        })
        .catch(() => undefined);
      await publish(tx, topics.me(user.id), points(3));
    });
    await ws.next((f) => isEvent(f) && f.seq === 3);
    const values = ws.frames
      .filter(isEvent)
      .map((f) =>
        f.type === 'event' && f.event.kind === 'points.changed' ? f.event.data.points : -1,
      );
    expect(values).toEqual([1, 2, 3]);
    ws.close();
  });

  it('carries an event too large for NOTIFY by reference, keeping the order around it', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    const ws = await openSocket(t.app, user);
    await ws.subscribe('me');
    const big = '😀'.repeat(4000); // 16,000 bytes of UTF-8
    const bigNotification = {
      id: randomUUID(),
      userId: user.id,
      title: 'A long one',
      content: big,
      type: 'system',
      referenceId: null,
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    await t.app.database.db.transaction(async (tx) => {
      await publish(tx, topics.me(user.id), { kind: 'points.changed', data: { points: 1 } });
      await publish(tx, topics.me(user.id), {
        kind: 'notification.created',
        data: bigNotification,
      });
      await publish(tx, topics.me(user.id), { kind: 'points.changed', data: { points: 3 } });
    });
    await ws.next((f) => isEvent(f) && f.seq === 3);
    const kinds = ws.frames.filter(isEvent).map((f) => (f.type === 'event' ? f.event.kind : ''));
    expect(kinds).toEqual(['points.changed', 'notification.created', 'points.changed']);
    const bigFrame = ws.frames.find(
      (f) => f.type === 'event' && f.event.kind === 'notification.created',
    );
    expect(
      bigFrame?.type === 'event' &&
        bigFrame.event.kind === 'notification.created' &&
        bigFrame.event.data.content,
    ).toBe(big);
    ws.close();
  });
});

describe('sessions', () => {
  it('closes the socket when its session is signed out', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    const ws = await openSocket(t.app, user);
    await ws.subscribe('notifications');
    const out = await call(t.app, 'POST', '/api/auth/sign-out', user, {});
    expect(out.statusCode).toBe(200);
    expect(await ws.closed).toMatchObject({ code: SIGNED_OUT_CLOSE_CODE });
  });

  it('closes the socket of a session that expired', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    const ws = await openSocket(t.app, user);
    await ws.subscribe('notifications');
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    await t.app.realtime.sweepExpiredSessions();
    expect(await ws.closed).toMatchObject({ code: SIGNED_OUT_CLOSE_CODE });
  });
});
