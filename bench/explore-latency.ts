// `npx tsx bench/explore-latency.ts`: Explore's latency, one search at a time,
// over EXPLORE_LISTING_COUNT listed properties, and the plan PostgreSQL
// chooses for each query shape (EXPLAIN ANALYZE). `npm run bench -- explore
// search` measures the same route under concurrent load; this one shows what a
// single helper waits for and why. Figures go in docs/performance.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { ExploreFilters } from '../src/server/features/explore/filters';
import { exploreQuery } from '../src/server/features/explore/service';
import { EXPLORE_LISTING_COUNT, exploreQueryMix, seedListings } from './explore-data';

const ROUNDS = Number(process.env.BENCH_EXPLORE_ROUNDS ?? 400);

/** The query shapes EXPLAINed, and measured one by one. */
const SHAPES: Array<{ name: string; query: string; filters: ExploreFilters }> = [
  { name: 'browse (newest first)', query: '', filters: { limit: 20 } },
  { name: 'text: one common word', query: '?q=farm', filters: { q: 'farm', limit: 20 } },
  { name: 'text: rare word', query: '?q=cheese', filters: { q: 'cheese', limit: 20 } },
  {
    name: 'text: two words',
    query: '?q=goat%20portugal',
    filters: { q: 'goat portugal', limit: 20 },
  },
  { name: 'text: short word (2 letters)', query: '?q=uk', filters: { q: 'uk', limit: 20 } },
  { name: 'country', query: '?country=PT', filters: { country: 'PT', limit: 20 } },
  {
    name: 'type + provides',
    query: '?type=farm&provides=meals,wifi',
    filters: { type: 'farm', provides: ['meals', 'wifi'], limit: 20 },
  },
  {
    name: 'dates',
    query: `?from=${day(30)}&to=${day(51)}`,
    filters: { from: day(30), to: day(51), limit: 20 },
  },
  {
    name: 'text + country + type',
    query: '?q=olive&country=PT&type=farm',
    filters: { q: 'olive', country: 'PT', type: 'farm', limit: 20 },
  },
];

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

async function main(): Promise<void> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-explore-bench-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(scratch, 'data'),
      PUBLIC_URL: 'http://127.0.0.1:3000',
    }),
  );
  try {
    const seeded = Date.now();
    await seedListings(app.database.db, EXPLORE_LISTING_COUNT);
    console.log(
      `Seeded ${EXPLORE_LISTING_COUNT} listed properties (+${EXPLORE_LISTING_COUNT / 10} hidden) in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const signUp = await app.auth.api.signUpEmail({
      body: { email: 'bench-helper@bench.test', password: 'bench password 2026', name: 'Bench' },
      asResponse: true,
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const get = async (query: string) => {
      const started = process.hrtime.bigint();
      const res = await app.inject({
        method: 'GET',
        url: `/api/explore${query}`,
        headers: { cookie },
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200)
        throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms, count: (res.json() as { items: unknown[] }).items.length };
    };
    // Warm-up: caches, JIT, the pool's connections.
    for (let i = 0; i < 50; i++) await get('');

    /** The query alone, as PostgreSQL timed it: robust to other work on the machine. */
    const sqlTimes = async (filters: ExploreFilters) => {
      const { sql, params } = exploreQuery(app.database.db, filters, [], {
        urlBase: app.storage.publicUrlBase,
      }).toSQL();
      const times: number[] = [];
      let plan: string[] = [];
      for (let i = 0; i < 25; i++) {
        const { rows } = await app.database.pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${sql}`,
          params,
        );
        plan = rows.map((row) => row['QUERY PLAN']);
        const line = plan.find((l) => l.startsWith('Execution Time'));
        times.push(Number(line?.match(/[\d.]+/)?.[0] ?? Number.NaN));
      }
      times.sort((a, b) => a - b);
      return { median: percentile(times, 50), min: times[0] ?? Number.NaN, plan };
    };

    console.log(
      '\nOne request at a time. Route: the full HTTP route (session, validation, search,',
    );
    console.log('serializer). SQL: the query alone, EXPLAIN ANALYZE execution time over 25 runs.');
    console.log(
      `${'shape'.padEnd(30)} ${'cards'.padStart(5)} ${'route p50'.padStart(10)} ${'route p99'.padStart(10)} ${'SQL median'.padStart(11)} ${'SQL min'.padStart(8)}  (ms)`,
    );
    const plans: Array<[string, string[]]> = [];
    for (const shape of SHAPES) {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < Math.max(50, ROUNDS / 4); i++) {
        const result = await get(shape.query);
        times.push(result.ms);
        count = result.count;
      }
      times.sort((a, b) => a - b);
      const sqlTime = await sqlTimes(shape.filters);
      plans.push([shape.name, sqlTime.plan]);
      console.log(
        `${shape.name.padEnd(30)} ${String(count).padStart(5)} ${percentile(times, 50).toFixed(2).padStart(10)} ${percentile(times, 99).toFixed(2).padStart(10)} ${sqlTime.median.toFixed(2).padStart(11)} ${sqlTime.min.toFixed(2).padStart(8)}`,
      );
    }
    const mix = exploreQueryMix();
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < ROUNDS; i++) times.push((await get(mix())).ms);
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    console.log(
      `${'the mix (bench/explore-data.ts)'.padEnd(30)} ${''.padStart(5)} ${percentile(times, 50).toFixed(2).padStart(10)} ${percentile(times, 99).toFixed(2).padStart(10)}  (${ROUNDS} requests, max ${times.at(-1)?.toFixed(2)} ms, app CPU ${Math.round((used.user + used.system) / ROUNDS)} µs per request)`,
    );

    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS), last run of each:');
    for (const [name, plan] of plans) {
      console.log(`\n-- ${name}`);
      for (const line of plan) console.log(line);
    }
  } finally {
    await app.close();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
