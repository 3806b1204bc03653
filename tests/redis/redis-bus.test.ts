import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@shared/api/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { conversations } from '../../src/server/db/schema';
import { addMember, call, createProperty } from '../helpers/factories';
import { openSocket } from '../helpers/realtime-socket';
import { startTestRedis, type TestRedis } from '../helpers/redis-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 20, decision 149: with REALTIME_URL, two server processes on one
// PostgreSQL pass events through the outbox and Redis instead of NOTIFY.

let redis: TestRedis;
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  redis = await startTestRedis();
  t = await createTestApp({ REALTIME_URL: redis.url });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  second = await buildApp(t.config);
  await second.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await second?.close();
  await t?.close();
  await redis?.stop();
});

const isMessage = (id: string) => (frame: ServerFrame) =>
  frame.type === 'event' && frame.event.kind === 'message.created' && frame.event.data.id === id;

describe('two server processes with REALTIME_URL', () => {
  it('deliver a chat message sent on one to a socket on the other, through the outbox', async () => {
    expect(t.app.realtime.bus.kind).toBe('redis');
    expect(second.realtime.bus.kind).toBe('redis');
    const created = await createProperty(t.app);
    const helper = await addMember(t.app, created);
    const [conversation] = await t.app.database.db
      .insert(conversations)
      .values({ propertyId: created.property.id, hostId: created.host.id, helperId: helper.id })
      .returning();
    const topic = `conversation:${conversation?.id}`;
    const onSecond = await openSocket(second, helper);
    expect(await onSecond.subscribe(topic)).toMatchObject({ type: 'subscribed' });

    const id = randomUUID();
    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${conversation?.id}/messages`,
      created.host,
      {
        id,
        content: 'Through Redis',
      },
    );
    expect(sent.statusCode).toBe(201);
    expect(await onSecond.next(isMessage(id))).toMatchObject({
      type: 'event',
      topic,
      seq: 1,
      event: { kind: 'message.created', data: { id, content: 'Through Redis' } },
    });
    // It went through the outbox, which the relay has emptied.
    await expect
      .poll(async () => (await t.app.database.pool.query('select 1 from realtime_outbox')).rowCount)
      .toBe(0);

    // Redis goes away: sends still succeed; once it is back, the socket is
    // asked to refetch and the message sent meanwhile arrives.
    await redis.stop();
    const during = randomUUID();
    const meanwhile = await call(
      t.app,
      'POST',
      `/api/conversations/${conversation?.id}/messages`,
      created.host,
      { id: during, content: 'While Redis was away' },
    );
    expect(meanwhile.statusCode).toBe(201);
    await redis.start();
    await onSecond.next((f) => f.type === 'resync');
    expect(await onSecond.next(isMessage(during))).toMatchObject({ type: 'event', seq: 2 });
    onSecond.close();
  });
});
