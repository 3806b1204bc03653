// The server of `npm run bench -- explore-100k` (bench/explore-100k.ts), in its
// own process so the load generator does not share its event loop: the real
// app on a scratch DATA_DIR (embedded PostgreSQL), seeded with 100,000
// listings and a signed-in helper with skills, listening on loopback; on
// 'explain', EXPLAIN ANALYZE of the query shapes measured. Stops (closing the app, which
// stops PostgreSQL, and removing the data) on 'stop', a signal, or when the
// parent goes away.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { exploreMapSql } from '../src/server/features/explore/map';
import { townsSql } from '../src/server/features/explore/places';
import { CANDIDATE_CAP, exploreQuery } from '../src/server/features/explore/service';
import { viewerSkillKeys } from '../src/server/platform/viewer-skills';
import { benchPerson } from './bench-person';
import { appModules, poolSizeFromShell } from './built-app';
import { cpuTimeMicros } from './cpu-time';
import {
  BENCH_VIEWER_SKILLS,
  EXPLORE_100K_COUNT,
  explore100kMix,
  seedExplore100k,
} from './explore-100k-data';

export type Explore100kReady = {
  type: 'ready';
  origin: string;
  cookie: string;
  seedSeconds: number;
  postgresVersion: string;
  /** The app's DATABASE_POOL_SIZE as it ran (its default, or the environment's). */
  poolSize: number;
};
export type Explore100kPlans = {
  type: 'plans';
  /** Per shape: the plan of EXPLAIN (ANALYZE, BUFFERS) of one request of it. */
  plans: Array<{ name: string; query: string; plan: string[] }>;
};
export type Explore100kMessage =
  | Explore100kReady
  | Explore100kPlans
  | { type: 'failed'; message: string }
  | { type: 'cpu-time'; node: number; postgres: number | null };

const scratchDir = process.env.BENCH_SCRATCH_DIR;
if (!scratchDir) throw new Error('BENCH_SCRATCH_DIR is not set: run bench/explore-100k.ts');
const dataDir = path.join(scratchDir, 'data');
const send = (message: Explore100kMessage) => {
  if (process.connected) process.send?.(message);
};

const appPromise = appModules().then(({ buildApp, loadConfig }) =>
  buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      ...poolSizeFromShell(),
    }),
  ),
);

async function start(): Promise<void> {
  const app = await appPromise;
  const started = Date.now();
  await seedExplore100k(app.database.db, EXPLORE_100K_COUNT);
  const seedSeconds = (Date.now() - started) / 1000;

  const { id, cookie } = await benchPerson(app, 'bench-100k@bench.test', 'helper');
  await app.database.pool.query('update profiles set skills = $2 where id = $1', [
    id,
    BENCH_VIEWER_SKILLS,
  ]);

  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const { rows } = await app.database.pool.query<{ server_version: string }>('show server_version');
  viewerId = id;
  send({
    type: 'ready',
    origin,
    cookie,
    seedSeconds,
    postgresVersion: rows[0]?.server_version ?? 'unknown',
    poolSize: app.config.databasePoolSize,
  });
}

let viewerId = '';

/** EXPLAIN (ANALYZE, BUFFERS) of one request of each zoom from the mix, as the route runs it. */
async function explainShapes(): Promise<Explore100kPlans['plans']> {
  const app = await appPromise;
  // One request of each zoom from the mix, as the route runs it (with the viewer).
  const keys = await viewerSkillKeys(app.database.db, viewerId);
  const dialect = new PgDialect({ casing: 'snake_case' });
  const mix = explore100kMix('explore-100k:explain');
  const plans: Explore100kPlans['plans'] = [];
  const explain = async (name: string, query: string, text: { sql: string; params: unknown[] }) => {
    const { rows } = await app.database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${text.sql}`,
      text.params,
    );
    plans.push({ name, query, plan: rows.map((row) => row['QUERY PLAN']) });
  };
  const seen = new Set<number>();
  while (seen.size < 3) {
    const { zoom, query } = mix();
    if (seen.has(zoom)) continue;
    seen.add(zoom);
    const filters = {
      from: query.get('from') ?? undefined,
      to: query.get('to') ?? undefined,
      west: Number(query.get('west')),
      south: Number(query.get('south')),
      east: Number(query.get('east')),
      north: Number(query.get('north')),
      sort: 'fit' as const,
      limit: 20,
      viewerId,
    };
    await explain(
      `list, zoom ${zoom}`,
      query.toString(),
      exploreQuery(app.database.db, filters, keys, {
        candidateCap: CANDIDATE_CAP,
        urlBase: app.storage.publicUrlBase,
      }).toSQL(),
    );
    if (zoom === 9) {
      const { sort: _sort, limit: _limit, ...mapFilters } = filters;
      await explain(
        'map, zoom 9',
        query.toString(),
        dialect.sqlToQuery(exploreMapSql({ ...mapFilters, zoom })),
      );
    }
  }
  await explain(
    "towns: the sums each process keeps (places.ts's TOWNS_FRESH_MS)",
    '',
    dialect.sqlToQuery(townsSql()),
  );

  return plans;
}

let stopping: Promise<void> | undefined;
function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    await appPromise.then((app) => app.close()).catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    process.exit(code);
  })();
  return stopping;
}

process.on('message', (message: { type: 'stop' | 'cpu-time' | 'explain' }) => {
  if (message.type === 'stop') void stop(0);
  if (message.type === 'explain') {
    void explainShapes().then(
      (plans) => send({ type: 'plans', plans }),
      (error: unknown) => send({ type: 'failed', message: String(error) }),
    );
  }
  if (message.type === 'cpu-time') {
    void cpuTimeMicros(dataDir).then((time) => send({ type: 'cpu-time', ...time }));
  }
});
process.on('disconnect', () => void stop(1));
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void stop(1);
}, 500).unref();
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

start().catch((error: unknown) => {
  send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  void stop(1);
});
