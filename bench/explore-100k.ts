// `npm run bench -- explore-100k` (or `npx tsx bench/explore-100k.ts`):
// Explore at scale (issue 18). 100,000 listed properties around 300 towns
// (bench/explore-100k-data.ts); every request is what a helper's map sends:
// the map's area, dates and sort=fit (their skills), 20 cards. Measures
// the full route over HTTP (session, validation, the query, serializer)
// against a server in its own process (bench/explore-100k-server.ts):
//
// - one request at a time: p50/p95/p99 (budget: p95 <= 50 ms), and the same
//   areas' map clusters and town suggestions, for information;
// - 50 connections, each sending its next request when the last is
//   answered: p99 (budget: p99 <= 100 ms), printed with the req/s it ran at;
//   then steady arrivals at a quarter and half that rate (an open loop).
//
// Then the plans (EXPLAIN ANALYZE, BUFFERS) of one request per zoom.
// Environment (defaults): BENCH_100K_REQUESTS one-at-a-time requests (600),
// BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_DURATION seconds per round
// (10), BENCH_WARMUP seconds (5), BENCH_LOG_LEVEL of the app (info),
// DATABASE_POOL_SIZE of the app (its default), BENCH_PROFILE: the server's CPU
// profile to this folder, BENCH_JSON: also write the figures to this file.
// The server runs with scripts/server-node-flags.mjs. Exit code 1 on errors
// under load, 2 when a figure is over its budget, 0 otherwise.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { measuredApp } from './built-app';
import { EXPLORE_100K_COUNT, explore100kMix } from './explore-100k-data';
import type { Explore100kMessage, Explore100kPlans, Explore100kReady } from './explore-100k-server';
import { type CpuClock, type Measurement, runLoad } from './load';
import { cpuBusyShare } from './machine';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const READY_TIMEOUT_MS = 30 * 60_000;
const BUDGET = { sequentialP95Ms: 50, concurrentP99Ms: 100 };

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number > 0`);
  return value;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ] as number;
}

type Summary = { requests: number; p50: number; p95: number; p99: number; max: number };
function summarise(times: number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (label: string, s: Summary) =>
  `  ${label.padEnd(34)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}  (${s.requests} requests)`;

/**
 * Requests at a steady `rate` per second (evenly spaced arrivals, an open
 * loop), at most `connections` at once: the latency at a load the server can
 * carry, where the closed loop measures its queue at saturation. Each
 * request's time counts from when it was due, so waiting for a free
 * connection counts too.
 */
async function offeredLoad(
  origin: string,
  nextPath: () => string,
  connections: number,
  seconds: number,
  rate: number,
  headers: Record<string, string>,
): Promise<{ summary: Summary; failed: number; maxInFlight: number }> {
  const times: number[] = [];
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  let inFlight = 0;
  let maxInFlight = 0;
  let failed = 0;
  const free: Array<() => void> = [];
  const one = async (due: number) => {
    while (inFlight >= connections) await new Promise<void>((resolve) => free.push(resolve));
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const res = await fetch(`${origin}${nextPath()}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
    } catch {
      failed++;
    } finally {
      inFlight--;
      free.shift()?.();
      times.push(performance.now() - due);
    }
  };
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  return { summary: summarise(times), failed, maxInFlight };
}

/** Starts the server process; resolves when it listens with its data seeded. */
function startServer(scratch: string, logFile: string) {
  return new Promise<{
    child: ChildProcess;
    ready: Explore100kReady;
    cpu: CpuClock;
    explain: () => Promise<Explore100kPlans['plans']>;
  }>((resolve, reject) => {
    void fs.open(logFile, 'a').then((log) => {
      const child = fork(path.join(benchDir, 'explore-100k-server.ts'), [], {
        // BENCH_PROFILE=dir writes the server process's CPU profile there (node --cpu-prof).
        execArgv: [
          ...SERVER_NODE_FLAGS,
          '--import',
          'tsx',
          ...(process.env.BENCH_PROFILE
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
            : []),
        ],
        env: { ...process.env, BENCH_SCRATCH_DIR: scratch },
        stdio: ['ignore', log.fd, 'inherit', 'ipc'],
      });
      void log.close();
      const waiting: Array<(time: { node: number; postgres: number | null }) => void> = [];
      const cpu: CpuClock = () =>
        new Promise((answer) => {
          waiting.push(answer);
          child.send({ type: 'cpu-time' });
        });
      const plansWanted: Array<(plans: Explore100kPlans['plans']) => void> = [];
      const explain = () =>
        new Promise<Explore100kPlans['plans']>((answer) => {
          plansWanted.push(answer);
          child.send({ type: 'explain' });
        });
      const timer = setTimeout(
        () => reject(new Error('the server was not ready in 30 minutes')),
        READY_TIMEOUT_MS,
      );
      child.on('message', (message: Explore100kMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve({ child, ready: message, cpu, explain });
        } else if (message.type === 'failed') {
          clearTimeout(timer);
          reject(new Error(message.message));
        } else if (message.type === 'plans') {
          plansWanted.shift()?.(message.plans);
        } else if (message.type === 'cpu-time') {
          waiting.shift()?.({ node: message.node, postgres: message.postgres });
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before it was ready`));
      });
    }, reject);
  });
}

export async function runExplore100k(): Promise<number> {
  const requests = setting('BENCH_100K_REQUESTS', 600);
  const connections = setting('BENCH_CONNECTIONS', 50);
  const rounds = setting('BENCH_ROUNDS', 3);
  const duration = setting('BENCH_DURATION', 10);
  const warmup = setting('BENCH_WARMUP', 5);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-explore-100k-'));
  const logFile = path.join(scratch, 'server.log');
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.send({ type: 'stop' });
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    }
    await fs.rm(scratch, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    const busy = await cpuBusyShare();
    const loadBefore = os.loadavg()[0] ?? 0;
    console.log(
      `Seeding ${EXPLORE_100K_COUNT.toLocaleString('en')} listings for ${measuredApp()} (embedded PostgreSQL on a scratch DATA_DIR; a few minutes)...`,
    );
    const server = await startServer(scratch, logFile);
    child = server.child;
    const { origin, cookie } = server.ready;
    const headers = { cookie };
    const get = async (url: string) => {
      const started = process.hrtime.bigint();
      const res = await fetch(`${origin}${url}`, { headers });
      const body = await res.text();
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 300)}`);
      return { elapsed, body };
    };

    const mix = explore100kMix();
    const listPath = () => `/api/explore?${mix().query}`;
    for (let i = 0; i < 100; i++) await get(listPath()); // caches, JIT, the pool

    // One request at a time.
    const byZoom = new Map<number, number[]>();
    const all: number[] = [];
    const mapTimes: number[] = [];
    let cards = 0;
    const cpuBefore = await server.cpu();
    const started = Date.now();
    const measured = explore100kMix('explore-100k:sequential');
    for (let i = 0; i < requests; i++) {
      const { zoom, query } = measured();
      const { elapsed, body } = await get(`/api/explore?${query}`);
      cards += (JSON.parse(body) as { items: unknown[] }).items.length;
      all.push(elapsed);
      byZoom.set(zoom, [...(byZoom.get(zoom) ?? []), elapsed]);
    }
    const seconds = (Date.now() - started) / 1000;
    const cpuAfter = await server.cpu();
    const perRequest = (a: number | null, b: number | null) =>
      a === null || b === null ? null : Math.round((b - a) / requests);
    const mapMix = explore100kMix('explore-100k:map');
    for (let i = 0; i < Math.min(200, requests); i++) {
      const { zoom, query } = mapMix();
      const area = ['west', 'south', 'east', 'north', 'from', 'to']
        .map((k) => `${k}=${query.get(k)}`)
        .join('&');
      mapTimes.push((await get(`/api/explore/map?${area}&zoom=${zoom}`)).elapsed);
    }
    const townTimes: number[] = [];
    const prefixes = ['ma', 'ka', 'ba', 'li', 'sa', 'por', 'nel', 'val', 'que', 'kyo'];
    for (let i = 0; i < Math.min(200, requests); i++) {
      townTimes.push((await get(`/api/explore/places?q=${prefixes[i % prefixes.length]}`)).elapsed);
    }

    // 50 connections.
    const concurrent: Measurement[] = [];
    await runLoad(origin, listPath, connections, warmup, { headers });
    for (let round = 0; round < rounds; round++) {
      concurrent.push(
        await runLoad(origin, listPath, connections, duration, { headers, cpuClock: server.cpu }),
      );
    }
    const median = [...concurrent].sort((a, b) => a.latencyMs.p99 - b.latencyMs.p99)[
      Math.floor(concurrent.length / 2)
    ] as Measurement;
    // Steady arrivals at a quarter and at half the rate the closed loop reached.
    const offered = [];
    for (const share of [0.25, 0.5]) {
      const rate = Math.max(1, Math.round(median.requestsPerSecond * share));
      offered.push({
        rate,
        ...(await offeredLoad(origin, listPath, connections, duration, rate, headers)),
      });
    }
    const plans = await server.explain();
    await stop();

    const sequential = summarise(all);
    const failed =
      offered.some((o) => o.failed > 0) ||
      concurrent.some((m) => m.errors + m.timeouts + m.non2xx > 0);
    const verdict = (value: number, budget: number) =>
      value <= budget ? `within the ${budget} ms budget` : `OVER the ${budget} ms budget`;

    console.log(
      `\nExplore over ${EXPLORE_100K_COUNT.toLocaleString('en')} listings: area + dates + sort=fit, 20 cards (bench/explore-100k.ts)`,
    );
    console.log(
      `Machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim()}), load average ${loadBefore.toFixed(1)} and ${Math.round(busy * 100)} % busy before the start (other work shares it); PostgreSQL ${server.ready.postgresVersion}, Node ${process.version}; seeded in ${Math.round(server.ready.seedSeconds)} s.`,
    );
    console.log(
      `\nOne request at a time (${requests} requests, ${(requests / seconds).toFixed(0)} req/s, ${(cards / requests).toFixed(1)} cards each; CPU per request: server ${perRequest(cpuBefore.node, cpuAfter.node)} µs + PostgreSQL ${perRequest(cpuBefore.postgres, cpuAfter.postgres)} µs):`,
    );
    console.log(line('list, all zooms', sequential));
    for (const zoom of [...byZoom.keys()].sort((a, b) => b - a)) {
      console.log(line(`list, zoom ${zoom}`, summarise(byZoom.get(zoom) ?? [])));
    }
    console.log(line('map clusters (same areas + dates)', summarise(mapTimes)));
    console.log(line('town suggestions (2-3 letters)', summarise(townTimes)));
    console.log(
      `  => p95 ${ms(sequential.p95)}: ${verdict(sequential.p95, BUDGET.sequentialP95Ms)}`,
    );
    console.log(
      `\n${connections} connections (closed loop: each sends its next request when answered; ${rounds} rounds of ${duration} s; the app's pool of ${server.ready.poolSize} database connections):`,
    );
    for (const [i, m] of concurrent.entries()) {
      console.log(
        `  round ${i + 1}: ${m.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(m.latencyMs.p50)}, p99 ${ms(m.latencyMs.p99)}, max ${ms(m.latencyMs.max)}; CPU per request server ${Math.round(m.cpuMicrosPerRequest.server ?? 0)} µs + PostgreSQL ${Math.round(m.cpuMicrosPerRequest.postgres ?? 0)} µs${m.errors + m.timeouts + m.non2xx ? `; ${m.errors} errors, ${m.timeouts} timeouts, ${m.non2xx} non-2xx` : ''}`,
      );
    }
    console.log(
      `  => p99 ${ms(median.latencyMs.p99)} at ${median.requestsPerSecond.toFixed(0)} req/s and ${connections} connections (median round): ${verdict(median.latencyMs.p99, BUDGET.concurrentP99Ms)}`,
    );
    console.log(
      `\nSteady arrivals (evenly spaced, at most ${connections} at once, ${duration} s each; time counted from when each was due):`,
    );
    for (const o of offered) {
      console.log(line(`list at ${o.rate} req/s (${o.maxInFlight} at once at most)`, o.summary));
    }
    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS; one request of each shape, after the load):');
    for (const { name, query, plan } of plans) {
      console.log(`\n-- ${name}: ${query}`);
      for (const row of plan) console.log(row);
    }
    if (process.env.BENCH_JSON) {
      await fs.writeFile(
        process.env.BENCH_JSON,
        `${JSON.stringify(
          {
            recordedAt: new Date().toISOString(),
            machine: {
              cpus: os.availableParallelism(),
              cpuModel: os.cpus()[0]?.model.trim(),
              loadAverageBefore: loadBefore,
              cpuBusyBeforePercent: Math.round(busy * 100),
              postgres: server.ready.postgresVersion,
              node: process.version,
              databasePoolSize: server.ready.poolSize,
            },
            listings: EXPLORE_100K_COUNT,
            sequential: {
              ...sequential,
              byZoom: Object.fromEntries([...byZoom].map(([z, t]) => [z, summarise(t)])),
            },
            map: summarise(mapTimes),
            towns: summarise(townTimes),
            concurrent: { connections, rounds: concurrent },
            offered,
            budget: BUDGET,
          },
          null,
          2,
        )}\n`,
      );
    }
    // Over a budget is a failure too (issue 20), told apart from errors.
    const over =
      sequential.p95 > BUDGET.sequentialP95Ms || median.latencyMs.p99 > BUDGET.concurrentP99Ms;
    if (over) console.error('\nOver a budget (see the => lines): exit code 2.');
    return failed ? 1 : over ? 2 : 0;
  } catch (error) {
    console.error(`\nThe bench failed: ${error instanceof Error ? error.message : String(error)}`);
    const log = await fs.readFile(logFile, 'utf8').catch(() => '');
    console.error(
      `Last lines of the server log:\n${log.trimEnd().split('\n').slice(-20).join('\n')}`,
    );
    return 1;
  } finally {
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runExplore100k().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
