import { randomUUID } from 'node:crypto';
import type { Message, MessagePage } from '@shared/api/messaging';
import { RealtimeClient, type SocketLike } from '@shared/realtime-client';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_ORIGIN, type TestUser } from '../../../../tests/helpers/accounts';
import { addMember, call, createProperty } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { buildApp } from '../../app';
import { messages } from '../../db/schema';

/*
 * The fault test of issue 6: two clients, each on its own server process
 * (one PostgreSQL), chat through dropped sockets, a server restart, resends
 * of the same id, and writes made right as a socket (re)subscribes. Each
 * client runs the tab's real RealtimeClient and keeps what the chat page
 * keeps (a store merged from events and refetches). At the end each must hold
 * exactly the committed messages, in order, once; and every socket must have
 * delivered its events in sequence.
 */

let t: TestApp;
let other: FastifyInstance;
let otherPort: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  other = await buildApp(t.config);
  await other.listen({ host: '127.0.0.1', port: 0 });
  otherPort = portOf(other);
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ChatClient = ReturnType<typeof chatClient>;

/** What a chat tab does, in Node: one RealtimeClient, a merge-only store, retried sends. */
function chatClient(name: string, user: TestUser, port: () => number, conversationId: string) {
  const store = new Map<string, Message>();
  /** Seqs of message events in arrival order, per socket. */
  const deliveries: number[][] = [];
  let opened = 0;
  const onOpenHooks: (() => void)[] = [];
  const base = () => `http://127.0.0.1:${port()}`;
  const headers = () => ({ cookie: user.jar.header(), origin: TEST_ORIGIN });

  const refetch = async () => {
    let cursor: string | null = null;
    for (;;) {
      const url = `${base()}/api/conversations/${conversationId}/messages?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      let response: Response;
      try {
        response = await fetch(url, { headers: headers() });
      } catch {
        return; // server down: the next resync catches up
      }
      if (!response.ok) return;
      const page = (await response.json()) as MessagePage;
      for (const message of page.items) store.set(message.id, message);
      if (!page.nextCursor) return;
      cursor = page.nextCursor;
    }
  };

  const realtime = new RealtimeClient({
    minDelayMs: 20,
    maxDelayMs: 200,
    createSocket: () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port()}/api/realtime`, { headers: headers() });
      const log: number[] = [];
      deliveries.push(log);
      socket.on('open', () => {
        opened += 1;
        for (const hook of onOpenHooks.splice(0)) hook();
      });
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'event') log.push(frame.seq);
      });
      socket.on('error', () => undefined);
      return socket as unknown as SocketLike;
    },
  });
  const stop = realtime.subscribe(`conversation:${conversationId}`, {
    onEvent: (event) => {
      if (event.kind === 'message.created') store.set(event.data.id, event.data);
    },
    onResync: () => void refetch(),
  });

  /** Sends until the server answers (same id on every try), like the chat's retry. */
  const send = async (content: string, id = randomUUID()) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        const response = await fetch(`${base()}/api/conversations/${conversationId}/messages`, {
          method: 'POST',
          headers: { ...headers(), 'content-type': 'application/json' },
          body: JSON.stringify({ id, content }),
        });
        if (response.status === 201 || response.status === 200) return id;
      } catch {
        // connection refused while the server restarts
      }
      await sleep(25);
    }
    throw new Error(`${name}: could not send ${content}`);
  };

  return {
    name,
    store,
    deliveries,
    opened: () => opened,
    onNextOpen: (hook: () => void) => onOpenHooks.push(hook),
    send,
    realtime,
    refetch,
    close: () => {
      stop();
      realtime.shutdown();
    },
  };
}

async function until(check: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function dropSocketsOf(app: FastifyInstance, userId: string) {
  for (const connection of app.realtime.hub.all()) {
    if (connection.userId === userId) connection.socket.terminate();
  }
}

describe('realtime fault test: two clients, two server processes', () => {
  it('ends with exactly the committed messages, in order, once, through drops, a restart and resends', async () => {
    const created = await createProperty(t.app);
    const host = created.host;
    const helper = await addMember(t.app, created);
    const started = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: created.property.id,
    });
    expect(started.statusCode).toBe(201);
    const conversationId = (started.json() as { id: string }).id;

    const hostPort = portOf(t.app);
    const hostClient = chatClient('host', host, () => hostPort, conversationId);
    const helperClient = chatClient('helper', helper, () => otherPort, conversationId);
    await until(() => hostClient.opened() === 1 && helperClient.opened() === 1);
    await sleep(100); // both subscriptions confirmed

    const sent: Promise<string>[] = [];
    const burst = (client: ChatClient, label: string, n: number) => {
      for (let i = 0; i < n; i++) sent.push(client.send(`${client.name} ${label} ${i}`));
    };

    // 1. Plain traffic both ways, with resends of the same id (a retry after a lost answer).
    burst(hostClient, 'warm-up', 5);
    burst(helperClient, 'warm-up', 5);
    const resent = randomUUID();
    sent.push(hostClient.send('host resent', resent));
    sent.push(hostClient.send('host resent', resent));
    await Promise.all(sent);
    // The same id from the other side, with other content, is refused and stores nothing.
    const clash = await call(
      t.app,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      helper,
      {
        id: resent,
        content: 'helper clash',
      },
    );
    expect(clash.statusCode).toBe(409);

    // 2. Dropped sockets; the other side writes right as the socket comes back.
    hostClient.onNextOpen(() => burst(helperClient, 'at host resubscribe', 5));
    dropSocketsOf(t.app, host.id);
    burst(helperClient, 'while host is dropped', 5);
    await until(() => hostClient.opened() === 2);

    // 3. Restart the helper's server process (same port), writing throughout.
    helperClient.onNextOpen(() => burst(hostClient, 'at helper resubscribe', 5));
    burst(hostClient, 'before restart', 3);
    await other.close();
    burst(hostClient, 'while down', 5);
    burst(helperClient, 'sent while their server is down', 3);
    other = await buildApp(t.config);
    await other.listen({ host: '127.0.0.1', port: otherPort });
    await until(() => helperClient.opened() >= 2);

    // 4. A last burst, then quiet.
    burst(hostClient, 'final', 5);
    burst(helperClient, 'final', 5);
    await Promise.all(sent);

    const committed = await t.app.database.db
      .select({ id: messages.id, seq: messages.seq, content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.seq));

    // Nothing doubled in the database: one row per logical send.
    const logicalSends = new Set(await Promise.all(sent));
    expect(committed).toHaveLength(logicalSends.size);
    expect(new Set(committed.map((m) => m.id))).toEqual(logicalSends);

    const view = (client: ChatClient) =>
      [...client.store.values()]
        .sort((a, b) => a.seq - b.seq)
        .map((m) => ({ id: m.id, seq: m.seq, content: m.content }));
    await until(
      () =>
        hostClient.store.size === committed.length && helperClient.store.size === committed.length,
    );
    for (const client of [hostClient, helperClient]) {
      // Exactly the committed messages, in commit order, once each.
      expect(view(client)).toEqual(committed);
      // Each socket delivered its events in sequence, without repeats.
      for (const seqs of client.deliveries) {
        for (let i = 1; i < seqs.length; i++) {
          expect(seqs[i]).toBeGreaterThan(seqs[i - 1] as number);
        }
      }
    }
    hostClient.close();
    helperClient.close();
  }, 60_000);
});
