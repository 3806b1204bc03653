import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import type { RealtimeEvent } from '@shared/api/realtime';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createRealtimeBus, type RealtimeBus } from '../../src/server/platform/realtime/bus';
import { publish } from '../../src/server/platform/realtime/publish';
import { realtimeStream } from '../../src/server/platform/realtime/redis-bus';
import { startTestRedis, type TestRedis } from '../helpers/redis-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Issue 20, decision 149: both buses keep the same promises. Each "process"
// here is a database pool and a bus, as a server process has; handlers record
// what they are given. Every transaction bumps a counter row of its topic
// before it publishes, so the counter's values are that topic's commit order.

type Kind = 'notify' | 'redis';
type Received = { topic: string; n: number };
type Instance = {
  database: Database;
  bus: RealtimeBus;
  received: Received[];
  resyncs: number;
  close(): Promise<void>;
};

const quiet = process.env.DEBUG_BUS
  ? { info: console.log, warn: console.log }
  : { info: () => {}, warn: () => {} };
let redis: TestRedis;
let dataDir: string;

beforeAll(async () => {
  redis = await startTestRedis();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-bus-contract-'));
});

afterAll(async () => {
  await redis?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function counterEvent(n: number): RealtimeEvent {
  return { kind: 'points.changed', data: { points: n } };
}

async function startInstance(
  kind: Kind,
  database: TestDatabase,
  log: { info(m: string): void; warn(m: string): void } = quiet,
): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...(kind === 'redis' ? { REALTIME_URL: redis.url } : {}),
  });
  const opened = await openDatabase(config, quiet);
  const instance: Instance = {
    database: opened,
    received: [],
    resyncs: 0,
    bus: createRealtimeBus({
      realtimeUrl: config.realtimeUrl,
      database: opened,
      relayPollMs: 100,
      log,
      handlers: {
        onEvent: (topic, event) => {
          if (event.kind === 'points.changed')
            instance.received.push({ topic, n: event.data.points });
        },
        onResync: () => {
          instance.resyncs += 1;
        },
        onSessionEnded: () => {},
        onSessionChanged: () => {},
        onUserChanged: () => {},
        onProfileChanged: () => {},
        onListening: () => {},
        onLost: () => {},
      },
    }),
    async close() {
      await instance.bus.stop();
      await opened.close();
    },
  };
  await instance.bus.start();
  return instance;
}

/**
 * One transaction: bumps the counters of `topics` (in sorted order, as a
 * careful writer locks rows), publishes each new value to its topic in the
 * order given, and commits, or rolls back when `rollBack`.
 */
async function write(on: Instance, topics: string[], rollBack = false): Promise<void> {
  await on.database.db
    .transaction(async (tx) => {
      const values = new Map<string, number>();
      for (const topic of [...topics].sort()) {
        const result = await tx.execute<{ n: number }>(
          sql`insert into contract_counters (topic, n) values (${topic}, 1)
              on conflict (topic) do update set n = contract_counters.n + 1 returning n`,
        );
        values.set(topic, Number(result.rows[0]?.n));
      }
      for (const topic of topics) await publish(tx, topic, counterEvent(values.get(topic) ?? 0));
      if (rollBack) throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

class RolledBack extends Error {}

async function committedCounts(on: Instance): Promise<Map<string, number>> {
  const result = await on.database.pool.query<{ topic: string; n: number }>(
    'select topic, n from contract_counters',
  );
  return new Map(result.rows.map((row) => [row.topic, Number(row.n)]));
}

/** What `instance` received on `topic`, in order. */
const seen = (instance: Instance, topic: string) =>
  instance.received.filter((r) => r.topic === topic).map((r) => r.n);

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Waits until `instance` has received exactly 1..n, in order, on each topic. */
async function expectAllDelivered(instance: Instance, counts: Map<string, number>) {
  const expected = Object.fromEntries([...counts].map(([topic, n]) => [topic, oneToN(n)]));
  await expect
    .poll(
      () => Object.fromEntries([...counts.keys()].map((topic) => [topic, seen(instance, topic)])),
      { timeout: 10_000, interval: 20 },
    )
    .toEqual(expected);
}

/**
 * A database of its own for a suite, with the contract's counters table
 * (made once by a first instance), and the instances the suite starts on it,
 * each closed after the suite (`start`).
 */
function contractDatabase(kind: Kind) {
  let database: TestDatabase | undefined;
  const open: Instance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const admin = await startInstance(kind, database);
    await admin.database.pool.query(
      'create table contract_counters (topic text primary key, n integer not null)',
    );
    await admin.close();
  });
  afterAll(async () => {
    for (const instance of open) await instance.close().catch(() => undefined);
    await database?.drop();
  });
  const current = () => {
    if (!database) throw new Error('the suite has not started');
    return database;
  };
  return {
    get database() {
      return current();
    },
    async start(log?: Parameters<typeof startInstance>[2]) {
      const instance = await startInstance(kind, current(), log);
      open.push(instance);
      return instance;
    },
  };
}

describe.each<Kind>(['notify', 'redis'])('the %s bus', (kind) => {
  const suite = contractDatabase(kind);
  const start = () => suite.start();

  it('delivers every committed event once, in commit order per topic, to every process, never a rolled-back one', async () => {
    const a = await start();
    const b = await start();
    const topics = ['order:a', 'order:b', 'order:c', 'order:d'].map((t) => `${t}:${kind}`);
    // 16 writers on two processes; each transaction publishes to two topics,
    // in either order (the outbox locks topics in one order at commit).
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        const on = w % 2 === 0 ? a : b;
        for (let i = 0; i < 15; i++) {
          const first = topics[(w + i) % topics.length] as string;
          const second = topics[(w + i + 1 + (i % 2)) % topics.length] as string;
          await write(on, i % 2 === 0 ? [first, second] : [second, first], i % 5 === 4);
        }
      }),
    );
    const counts = await committedCounts(a);
    expect([...counts.values()].reduce((x, y) => x + y, 0)).toBe(16 * 12 * 2);
    await expectAllDelivered(a, counts);
    await expectAllDelivered(b, counts);
  });

  it('loses nothing when a process stops between its commits and their sending, and another starts', async () => {
    const subscriber = await start();
    const publisher = await start();
    const topic = `restart:${kind}`;
    for (let i = 0; i < 20; i++) await write(publisher, [topic]);
    // The publisher's bus stops mid-stream (as when its process dies): what
    // it commits from now on is left for someone else to send.
    await publisher.bus.stop();
    await Promise.all(Array.from({ length: 20 }, () => write(publisher, [topic])));
    await publisher.database.close();
    const successor = await start();
    for (let i = 0; i < 20; i++) await write(successor, [topic]);
    await expectAllDelivered(subscriber, new Map([[topic, 60]]));
    // The successor hears what was committed after it started.
    await expect
      .poll(() => seen(successor, topic).slice(-20), { timeout: 10_000, interval: 20 })
      .toEqual(oneToN(60).slice(-20));
  });
});

describe('the redis bus when Redis goes away, or sends twice', () => {
  const suite = contractDatabase('redis');

  it('keeps committing, then delivers everything committed meanwhile once Redis is back, and asks clients to refetch', async () => {
    const a = await suite.start();
    const b = await suite.start();
    const topic = 'outage';
    for (let i = 0; i < 10; i++) await write(a, [topic]);
    await expectAllDelivered(b, new Map([[topic, 10]]));
    await a.bus.flush();
    await b.bus.flush();

    await redis.stop();
    // Writes go on: their events wait in the outbox.
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(i % 2 ? a : b, [topic])));
    const waiting = await a.database.pool.query('select count(*)::int as n from realtime_outbox');
    expect(waiting.rows[0].n).toBe(10);
    expect(seen(b, topic)).toEqual(oneToN(10));

    await redis.start();
    await expectAllDelivered(a, new Map([[topic, 20]]));
    await expectAllDelivered(b, new Map([[topic, 20]]));
    expect(a.resyncs).toBeGreaterThan(0);
    expect(b.resyncs).toBeGreaterThan(0);
    await expect
      .poll(async () => (await a.database.pool.query('select 1 from realtime_outbox')).rowCount)
      .toBe(0);
  });

  it('drops an entry sent again (a relay that died between sending and deleting)', async () => {
    const a = await suite.start();
    const topic = 'twice';
    for (let i = 0; i < 3; i++) await write(a, [topic]);
    await expectAllDelivered(a, new Map([[topic, 3]]));
    // Every entry in the stream so far, appended once more.
    const client = createClient({ url: redis.url });
    const stream = realtimeStream(suite.database.name);
    await client.connect();
    try {
      const entries = (await client.sendCommand(['XRANGE', stream, '-', '+'])) as [
        string,
        string[],
      ][];
      for (const [, fields] of entries) await client.sendCommand(['XADD', stream, '*', ...fields]);
    } finally {
      client.destroy();
    }
    await write(a, [topic]);
    await expectAllDelivered(a, new Map([[topic, 4]]));
  });

  it('warns once when Redis refuses to read the stream, and reads again once it can', async () => {
    const warnings: string[] = [];
    const a = await suite.start({
      info: () => {},
      warn: (m) => warnings.push(m),
    });
    const client = createClient({ url: redis.url });
    await client.connect();
    const stream = realtimeStream(suite.database.name);
    try {
      // Something else took the key: XREAD answers WRONGTYPE.
      await client.sendCommand(['DEL', stream]);
      await client.sendCommand(['SET', stream, 'not a stream']);
      // Seen by the next read: the one blocked now may wait out its 5 s.
      await expect
        .poll(() => warnings.filter((w) => w.includes(`cannot read ${stream}`)).length, {
          timeout: 10_000,
        })
        .toBe(1);
      await client.sendCommand(['DEL', stream]);
    } finally {
      client.destroy();
    }
    const topic = 'readable-again';
    await write(a, [topic]);
    await expectAllDelivered(a, new Map([[topic, 1]]));
    expect(warnings.filter((w) => w.includes(`cannot read ${stream}`))).toHaveLength(1);
  });
});
