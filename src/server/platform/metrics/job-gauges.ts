import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

export type JobSources = {
  pool: pg.Pool;
  databaseAvailable: () => boolean;
  /** Kinds this process has handlers for: shown as 0 when the table has none. */
  kinds: () => string[];
  log: { warn(message: string): void };
};

type JobCounts = { kind: string; pending: number; retrying: number; given_up: number };

/** A scrape must not wait on a slow database: past this, the job gauges are left out. */
const QUERY_TIMEOUT_MS = 1_000;

// One pass over `jobs` (finished rows are pruned after 30 days, so it stays
// small). pending: not done yet (due or waiting, retries included);
// retrying: not done and failed at least once; given_up: done with its error
// kept (a success clears last_error).
const COUNT_JOBS = `
  select kind,
         count(*) filter (where done_at is null)::int as pending,
         count(*) filter (where done_at is null and last_error is not null)::int as retrying,
         count(*) filter (where done_at is not null and last_error is not null)::int as given_up
    from jobs
   where done_at is null or last_error is not null
   group by kind`;

/**
 * Job queue depth and failures by kind, read from the `jobs` table at
 * scrape time (the table is shared by every process, so each instance
 * reports the same figures). While the database is away, or the count
 * takes too long, these gauges are left out of the scrape instead of
 * failing it.
 */
export function registerJobGauges(registry: Registry, sources: JobSources) {
  // Both gauges collect in the same scrape: they share one query.
  let inFlight: Promise<JobCounts[] | null> | null = null;
  const counts = () => {
    inFlight ??= countJobs(sources).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  new Gauge({
    name: 'homestay_jobs_pending',
    help: 'Background jobs not done yet (due, waiting or retrying), by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await counts();
      if (!rows) return;
      for (const kind of sources.kinds()) this.set({ kind }, 0);
      for (const row of rows) this.set({ kind: row.kind }, row.pending);
    },
  });
  new Gauge({
    name: 'homestay_jobs_failed',
    help: 'Background jobs whose last attempt failed, by kind; state retrying (will run again) or given_up (after 10 attempts, kept 30 days)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await counts();
      if (!rows) return;
      for (const kind of sources.kinds()) {
        this.set({ kind, state: 'retrying' }, 0);
        this.set({ kind, state: 'given_up' }, 0);
      }
      for (const row of rows) {
        this.set({ kind: row.kind, state: 'retrying' }, row.retrying);
        this.set({ kind: row.kind, state: 'given_up' }, row.given_up);
      }
    },
  });
}

async function countJobs(sources: JobSources): Promise<JobCounts[] | null> {
  if (!sources.databaseAvailable()) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), QUERY_TIMEOUT_MS);
  });
  const query = sources.pool.query<JobCounts>(COUNT_JOBS).then(
    (result) => result.rows,
    (error: Error) => {
      sources.log.warn(`Metrics: counting jobs failed (${error.message})`);
      return null;
    },
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
