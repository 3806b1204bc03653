/*
 * The job runner: a Postgres-backed queue on the `jobs` table
 * (docs/decisions/040-job-queue.md).
 *
 * How a feature uses it
 *
 *   // 1. Register a handler once, from your feature's routes function
 *   //    (buildApp creates `app.jobs` before any feature registers):
 *   app.jobs.register('chore_reminder', async (job, ctx) => {
 *     // ctx.tx is the transaction that also marks the job done: everything
 *     // written through it commits together with done_at (exactly once).
 *     // ctx.now is the runner's clock (tests pass an explicit time).
 *     await notify(ctx.tx, { … });
 *   });
 *
 *   // 2. Schedule from any transaction (idempotent per kind + key: a second
 *   //    call with the same key does nothing, even after the job ran):
 *   await scheduleJob(tx, { kind: 'chore_reminder', key: choreId, runAt, payload: { choreId } });
 *
 *   // 3. Periodic work (one run per slot across every process):
 *   app.jobs.every('sweep_something', 60_000, async (job, ctx) => { … });
 *
 * Guarantees
 * - A job is a row, so it survives restarts. Each run claims one due row with
 *   `select … for update skip locked` inside a transaction and runs the
 *   handler in a savepoint of that transaction; done_at is set in the same
 *   transaction. Several server processes therefore run each job once, and a
 *   process that dies mid-job leaves the row unlocked and not done: another
 *   run picks it up.
 * - A handler that throws: its savepoint is rolled back (none of its writes
 *   stay), attempts + 1, last_error recorded, run_at pushed back with
 *   exponential backoff (30 s, 1 min, 2 min … capped at 1 h). After
 *   MAX_ATTEMPTS the job is marked done and its last_error kept.
 * - A job of a kind no handler is registered for is left alone (another
 *   version of the server may know it).
 * - Handlers must be idempotent with respect to the outside world (mail):
 *   a crash after a mail left but before commit sends it again on retry.
 *
 * Time: the worker polls every `pollIntervalMs` (JOBS_POLL_INTERVAL_MS, 0 = no
 * polling; tests run with 0) and calls runDueJobs(new Date()). Tests call
 * `app.jobs.runDueJobs(now)` with an explicit time instead of sleeping.
 *
 * Housekeeping: a polling process deletes jobs finished more than
 * FINISHED_JOB_RETENTION_MS ago, once a day (pruneFinished). Keys are kept
 * that long, which is all the idempotence needs: every key names a time
 * (a due date, a mail slot), and nothing schedules a key that old again.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compiled } from '../../db/compiled';
import { jobs } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export type Job = {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Failed attempts before this one. */
  attempts: number;
};

export type JobLog = {
  info(obj: object, message: string): void;
  error(obj: object, message: string): void;
};

export type JobContext = {
  /** The transaction that marks the job done: write through it. */
  tx: Tx;
  /** The runner's clock for this run (explicit in tests). */
  now: Date;
  log: JobLog;
};

export type JobHandler = (job: Job, ctx: JobContext) => Promise<void>;

export type ScheduleInput = {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
};

export const MAX_ATTEMPTS = 10;
const DAY_MS = 24 * 60 * 60_000;
/** How long finished jobs stay readable for operators (and their keys taken). */
export const FINISHED_JOB_RETENTION_MS = 30 * DAY_MS;
const PRUNE_BATCH = 5_000;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failures (1 = first failure). */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Schedules a job in the caller's transaction (or on the database). Idempotent:
 * `on conflict (kind, key) do nothing`, so a retried request or a burst of
 * events with one key make one job. Returns whether a new row was made.
 */
export async function scheduleJob(tx: Queryable, input: ScheduleInput): Promise<boolean> {
  const rows = await insertJob(tx, {
    kind: input.kind,
    key: input.key,
    runAt: input.runAt,
    payload: input.payload ?? {},
  });
  return rows.length > 0;
}

/** Built once (db/compiled.ts): every chat message schedules its mail fallback. */
const insertJob = compiled<
  { kind: string; key: string; runAt: Date; payload: Record<string, unknown> },
  { id: string }[]
>((b) =>
  b
    .insert(jobs)
    .values({
      kind: sql.placeholder('kind'),
      key: sql.placeholder('key'),
      runAt: sql.placeholder('runAt'),
      payload: sql.placeholder('payload'),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id }),
);

/** The start of the slot after `now` for a periodic job of `intervalMs`. */
function nextSlot(now: Date, intervalMs: number): Date {
  return new Date((Math.floor(now.getTime() / intervalMs) + 1) * intervalMs);
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly periodic = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  private lastPrunedAt = 0;
  /** The poll in progress (its run, then its pruning), when polling. */
  private polling: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
    private readonly options: {
      pollIntervalMs: number;
      batchSize?: number;
      /**
       * False while the database is away: polls are skipped rather than
       * failing (and logging an error) every interval until it is back.
       */
      databaseAvailable?: () => boolean;
    } = {
      pollIntervalMs: 0,
    },
  ) {}

  /** Registers the handler for a kind (one per kind). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind))
      throw new Error(`A job handler for "${kind}" is already registered`);
    this.handlers.set(kind, handler);
  }

  /**
   * A periodic job: runs once per `intervalMs` slot across all processes (the
   * slot's start time is the key). Each run schedules the next slot; start()
   * and runDueJobs() make sure the next one exists.
   */
  every(kind: string, intervalMs: number, handler: JobHandler): void {
    if (intervalMs < 1000) throw new Error('A periodic job runs at most once a second');
    this.periodic.set(kind, intervalMs);
    this.register(kind, async (job, ctx) => {
      await handler(job, ctx);
      const next = nextSlot(ctx.now, intervalMs);
      await scheduleJob(ctx.tx, { kind, key: next.toISOString(), runAt: next });
    });
  }

  /** Registered kinds (for diagnostics and tests). */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Starts polling (no-op when the interval is 0). */
  start(): void {
    this.stopped = false;
    if (this.options.pollIntervalMs <= 0 || this.timer) return;
    const tick = () => {
      this.timer = undefined;
      if (this.stopped) return;
      if (this.options.databaseAvailable?.() === false) {
        this.timer = setTimeout(tick, this.options.pollIntervalMs);
        return;
      }
      this.polling = this.runDueJobs(new Date())
        .then(() => this.pruneDaily(new Date()))
        .catch((error: unknown) => this.log.error({ err: error }, 'Job runner poll failed'))
        .finally(() => {
          this.polling = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs);
        });
    };
    this.timer = setTimeout(tick, Math.min(1000, this.options.pollIntervalMs));
  }

  /** Stops polling and waits for a run in progress, and for a poll's pruning. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    // A poll prunes after its run: without this, a stop (a shutdown) could
    // close the pool under that delete.
    await this.polling;
  }

  /**
   * Runs every job due at `now` (run_at <= now, not done, of a registered
   * kind), one transaction each, until none is left or `batchSize` ran.
   * Returns how many ran (successfully or not). Safe to call concurrently, from
   * several processes.
   */
  async runDueJobs(now: Date = new Date()): Promise<number> {
    const run = this.runBatch(now);
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = undefined;
    }
  }

  /**
   * Deletes jobs finished before `now` − FINISHED_JOB_RETENTION_MS, in
   * batches (short transactions). Returns how many went.
   */
  async pruneFinished(now: Date = new Date()): Promise<number> {
    const before = new Date(now.getTime() - FINISHED_JOB_RETENTION_MS);
    let total = 0;
    for (;;) {
      const batch = this.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(lt(jobs.doneAt, before))
        .limit(PRUNE_BATCH);
      const deleted = await this.db
        .delete(jobs)
        .where(inArray(jobs.id, batch))
        .returning({ id: jobs.id });
      total += deleted.length;
      if (deleted.length < PRUNE_BATCH || this.stopped) return total;
    }
  }

  private async pruneDaily(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrunedAt < DAY_MS) return;
    this.lastPrunedAt = now.getTime();
    const pruned = await this.pruneFinished(now);
    if (pruned > 0) this.log.info({ pruned }, 'Pruned finished jobs');
  }

  private async runBatch(now: Date): Promise<number> {
    await this.ensurePeriodic(now);
    const limit = this.options.batchSize ?? 100;
    let count = 0;
    while (count < limit && !this.stopped) {
      const ran = await this.runOne(now);
      if (!ran) break;
      count += 1;
    }
    return count;
  }

  private async ensurePeriodic(now: Date): Promise<void> {
    for (const [kind, intervalMs] of this.periodic) {
      const exists = await this.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt)))
        .limit(1);
      if (exists.length > 0) continue;
      const next = nextSlot(now, intervalMs);
      await scheduleJob(this.db, { kind, key: next.toISOString(), runAt: next });
    }
  }

  /** Claims and runs one due job; false when none was due. */
  private async runOne(now: Date): Promise<boolean> {
    const kinds = this.kinds();
    if (kinds.length === 0) return false;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), inArray(jobs.kind, kinds)))
        .orderBy(asc(jobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const handler = this.handlers.get(row.kind);
      if (!handler) return false;
      const job: Job = {
        id: row.id,
        kind: row.kind,
        key: row.key,
        payload: row.payload,
        runAt: row.runAt,
        attempts: row.attempts,
      };
      try {
        // A savepoint: a throwing handler's writes are undone, the claim stays.
        await tx.transaction(async (inner) => handler(job, { tx: inner, now, log: this.log }));
        await tx.update(jobs).set({ doneAt: now, lastError: null }).where(eq(jobs.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= MAX_ATTEMPTS;
        this.log.error(
          { err: error, job: { id: row.id, kind: row.kind, key: row.key, attempts } },
          giveUp ? 'Job failed for the last time' : 'Job failed; will retry',
        );
        await tx
          .update(jobs)
          .set({
            attempts,
            lastError: message.slice(0, 2000),
            runAt: giveUp ? row.runAt : new Date(now.getTime() + backoffMs(attempts)),
            doneAt: giveUp ? now : null,
          })
          .where(eq(jobs.id, row.id));
      }
      return true;
    });
  }
}
