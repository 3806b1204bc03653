// `npm run bench:notify-commits` (issue 20): how much NOTIFY costs the
// database's commit rate. PostgreSQL serialises the commits of transactions
// that NOTIFY (they take a lock on the notification queue at commit), so 32
// writers that each commit small transactions are measured twice on a scratch
// embedded PostgreSQL: an insert alone, and an insert plus `pg_notify` (with a
// listener, as every server process has one). Prints commits/s for both and
// the ratio; figures in docs/performance.md. A third run writes each event
// to the outbox instead (what `publish` does with REALTIME_URL, migration
// 0022: the row, and at commit a lock on its topic and its position), each
// writer on its own topic as different people are. Exit code 1 on an error;
// there is no budget to miss, the figures inform decision 149.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { OUTBOX_SETTING } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres';
import { migrateDatabase } from '../../src/server/db/migrate';
import { cpuBusyShare } from '../machine';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** As large as a small chat event: the NOTIFY payload of a message. */
const PAYLOAD = JSON.stringify({ topic: 'conversation:x', event: { data: 'x'.repeat(400) } });

const MODES = ['insert', 'insert + pg_notify', 'insert + outbox'] as const;
type Mode = (typeof MODES)[number];

async function run(pool: pg.Pool, mode: Mode): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let commits = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      const client = await pool.connect();
      try {
        if (mode === 'insert + outbox') await client.query(OUTBOX_SETTING);
        while (performance.now() < until) {
          await client.query('begin');
          await client.query('insert into scratch (body) values ($1)', [PAYLOAD]);
          if (mode === 'insert + pg_notify') {
            await client.query("select pg_notify('bench_channel', $1)", [PAYLOAD]);
          } else if (mode === 'insert + outbox') {
            await client.query('select homestay_realtime_publish($1, $2)', [
              `bench:${writer}`,
              PAYLOAD,
            ]);
          }
          await client.query('commit');
          commits += 1;
        }
        await client.query("set homestay.realtime_bus = ''");
      } finally {
        client.release();
      }
    }),
  );
  return commits / SECONDS;
}

async function main() {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-notify-bench-'));
  const busy = await cpuBusyShare();
  console.log(
    `${WRITERS} writers, ${SECONDS} s per run, ${ROUNDS} rounds; ${os.cpus().length} cores, ${(busy * 100).toFixed(0)}% busy before the start (embedded PostgreSQL on a scratch DATA_DIR)`,
  );
  const embedded = await startEmbeddedPostgres({
    dataDir: scratch,
    database: 'postgres',
    log: { info: () => {}, warn: (m) => console.warn(m) },
  });
  const pool = new pg.Pool({ ...embedded.connection, max: WRITERS + 2 });
  const listener = new pg.Client(embedded.connection);
  // The server going away at the end must not throw from an idle connection.
  pool.on('error', () => undefined);
  listener.on('error', () => undefined);
  let heard = 0;
  try {
    await migrateDatabase(pool);
    await pool.query('create table scratch (id bigserial primary key, body text not null)');
    await listener.connect();
    listener.on('notification', () => {
      heard += 1;
    });
    await listener.query('listen bench_channel');
    const figures: Record<Mode, number[]> = {
      insert: [],
      'insert + pg_notify': [],
      'insert + outbox': [],
    };
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternated, so a neighbour's load falls on all alike.
      for (const mode of MODES) {
        const perSecond = await run(pool, mode);
        figures[mode].push(perSecond);
        console.log(`  round ${round}, ${mode}: ${perSecond.toFixed(0)} commits/s`);
        // The relay would empty the outbox; so does this, between runs.
        await pool.query('truncate realtime_outbox');
      }
    }
    const best = (mode: Mode) => Math.max(...figures[mode]);
    const plain = best('insert');
    const notifying = best('insert + pg_notify');
    console.log(`without NOTIFY: ${plain.toFixed(0)} commits/s (best of ${ROUNDS})`);
    console.log(`with NOTIFY:    ${notifying.toFixed(0)} commits/s (best of ${ROUNDS})`);
    const outbox = best('insert + outbox');
    console.log(`with the outbox: ${outbox.toFixed(0)} commits/s (best of ${ROUNDS})`);
    console.log(
      `ratio: ${(notifying / plain).toFixed(2)} with NOTIFY, ${(outbox / plain).toFixed(2)} with the outbox (to without); the listener heard ${heard} notices`,
    );
  } finally {
    await listener.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await embedded.stop().catch(() => undefined);
    await fs.rm(scratch, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
