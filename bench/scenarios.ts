import { EXPLORE_LISTING_COUNT, exploreQueryMix } from './explore-data';
import type { PathSource } from './load';
import { BENCH_ITEM_COUNT } from './targets/db-read';

/**
 * Limits a scenario should stay within on the reference machine (2 cores,
 * docs/performance.md). Ratios are to the baseline of the same run, so they
 * travel between machines better than the absolute figures.
 */
export type Budget = {
  /** Absolute p99 latency, in ms, at the bench's connection count. */
  maxP99Ms?: number;
  /** Lowest acceptable req/s as a fraction of the baseline's req/s. */
  minRpsRatio?: number;
  /**
   * CPU time of the servers' process per request, in µs: the app's own cost,
   * the steadiest figure when other work shares the machine.
   */
  maxServerCpuMicros?: number;
};

export type Scenario = {
  id: string;
  /** What the figure tells you, in a line (printed under the table). */
  measures: string;
  /** A target name from targets/index.ts. */
  target: string;
  /** The request path, shown in the output; nextPath, when set, gives each request its own. */
  path: string;
  nextPath?: PathSource;
  budget?: Budget;
};

export const BASELINE_ID = 'baseline';

/**
 * Every scenario `npm run bench` runs, in order; the baseline comes first and
 * every other one is compared to it. To measure something new, add a target
 * (if the existing servers cannot answer it) and a scenario here.
 */
export const scenarios: Scenario[] = [
  {
    id: BASELINE_ID,
    measures: 'Fastify alone: no plugins, no logger, no database; a tiny JSON',
    target: 'bare',
    path: '/ping',
  },
  {
    id: 'health',
    measures:
      "The real app: its global hooks (helmet, request id, origin check), zod serializer, request log; 'select 1'",
    target: 'app',
    path: '/api/health',
    budget: { maxP99Ms: 30, minRpsRatio: 0.08, maxServerCpuMicros: 250 },
  },
  {
    id: 'db-read',
    measures: `One row by primary key through Drizzle and the app's pool, random id of ${BENCH_ITEM_COUNT}`,
    target: 'db-read',
    path: '/items/:id',
    nextPath: () => `/items/${1 + Math.floor(Math.random() * BENCH_ITEM_COUNT)}`,
    budget: { maxP99Ms: 35, minRpsRatio: 0.06, maxServerCpuMicros: 275 },
  },
  {
    id: 'signed-in-read',
    measures:
      "GET /api/profile with a session cookie, one person: the session check (issue 20's session cache), then the reply (kept per process after the first read, decision 164)",
    target: 'signed-in',
    path: '/api/profile',
    budget: { maxP99Ms: 25, minRpsRatio: 0.3, maxServerCpuMicros: 100 },
  },
  {
    id: 'explore',
    measures: `GET /api/explore as a signed-in helper, newest first, over ${EXPLORE_LISTING_COUNT} listings`,
    target: 'explore',
    path: '/api/explore?limit=20',
    budget: { maxP99Ms: 50 },
  },
  {
    id: 'search',
    measures: `GET /api/explore with the query mix of bench/explore-data.ts (text, filters, both) over ${EXPLORE_LISTING_COUNT} listings`,
    target: 'explore',
    path: '/api/explore?q=…',
    nextPath: (() => {
      const next = exploreQueryMix();
      return () => `/api/explore${next()}`;
    })(),
    budget: { maxP99Ms: 50 },
  },
];
