import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { jobs } from '../../db/schema';
import {
  backoffMs,
  FINISHED_JOB_RETENTION_MS,
  JobRunner,
  MAX_ATTEMPTS,
  scheduleJob,
} from './runner';

const silent = { info() {}, error() {} };

describe('job runner (Postgres queue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const rowOf = async (kind: string, key: string) => {
    const rows = await db().select().from(jobs).where(eq(jobs.kind, kind));
    return rows.find((r) => r.key === key);
  };

  it('is on the app, not polling in tests, and scheduling is idempotent per kind and key', async () => {
    expect(t.app.jobs).toBeInstanceOf(JobRunner);
    const at = new Date('2030-01-01T00:00:00Z');
    expect(await scheduleJob(db(), { kind: 'idem', key: 'k', runAt: at, payload: { n: 1 } })).toBe(
      true,
    );
    expect(await scheduleJob(db(), { kind: 'idem', key: 'k', runAt: at, payload: { n: 2 } })).toBe(
      false,
    );
    const rows = await db().select().from(jobs).where(eq(jobs.kind, 'idem'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ n: 1 });
  });

  it('two runners on one database run each job exactly once, and only when due', async () => {
    const seen: string[] = [];
    const handler = async (
      job: { key: string },
      ctx: { tx: Parameters<typeof scheduleJob>[0] },
    ) => {
      // Hold the row a moment so the runners really overlap.
      await ctx.tx.execute(sql`select pg_sleep(0.01)`);
      seen.push(job.key);
    };
    const a = new JobRunner(db(), silent);
    const b = new JobRunner(db(), silent);
    a.register('twice', handler);
    b.register('twice', handler);
    const now = new Date('2031-01-01T00:00:00Z');
    for (let i = 0; i < 12; i++)
      await scheduleJob(db(), {
        kind: 'twice',
        key: `k${i}`,
        runAt: new Date(now.getTime() - 1000 * i),
      });
    await scheduleJob(db(), {
      kind: 'twice',
      key: 'later',
      runAt: new Date(now.getTime() + 60_000),
    });
    const [ranA, ranB] = await Promise.all([a.runDueJobs(now), b.runDueJobs(now)]);
    expect(ranA + ranB).toBe(12);
    expect(seen.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `k${i}`).sort());
    // Done jobs are not run again; the later one waits for its time.
    expect(await a.runDueJobs(now)).toBe(0);
    expect(await b.runDueJobs(new Date(now.getTime() + 60_000))).toBe(1);
    expect(seen.filter((k) => k === 'later')).toHaveLength(1);
    expect(await a.runDueJobs(new Date(now.getTime() + 3_600_000))).toBe(0);
    expect((await rowOf('twice', 'later'))?.doneAt).not.toBeNull();
  });

  it('a throwing handler leaves none of its writes, retries with backoff, then succeeds once', async () => {
    const runner = new JobRunner(db(), silent);
    let calls = 0;
    runner.register('flaky', async (_job, ctx) => {
      calls += 1;
      // A write that must vanish when the handler fails.
      await scheduleJob(ctx.tx, { kind: 'side', key: `from-call-${calls}`, runAt: ctx.now });
      if (calls === 1) throw new Error('crashed mid-job');
    });
    const now = new Date('2032-01-01T00:00:00Z');
    await scheduleJob(db(), { kind: 'flaky', key: 'one', runAt: now });
    expect(await runner.runDueJobs(now)).toBe(1);
    let row = await rowOf('flaky', 'one');
    expect(row?.doneAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('crashed mid-job');
    expect(row?.runAt.getTime()).toBe(now.getTime() + backoffMs(1));
    expect(await rowOf('side', 'from-call-1')).toBeUndefined();
    // Not due again before the backoff has passed.
    expect(await runner.runDueJobs(new Date(now.getTime() + backoffMs(1) - 1))).toBe(0);
    expect(await runner.runDueJobs(new Date(now.getTime() + backoffMs(1)))).toBe(1);
    row = await rowOf('flaky', 'one');
    expect(row?.doneAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
    expect(await rowOf('side', 'from-call-2')).toBeDefined();
    expect(await runner.runDueJobs(new Date(now.getTime() + 10 * 3_600_000))).toBe(0);
    expect(calls).toBe(2);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const runner = new JobRunner(db(), silent);
    runner.register('doomed', async () => {
      throw new Error('always');
    });
    let now = new Date('2033-01-01T00:00:00Z');
    await scheduleJob(db(), { kind: 'doomed', key: 'x', runAt: now });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await runner.runDueJobs(now)).toBe(1);
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    const row = await rowOf('doomed', 'x');
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.doneAt).not.toBeNull();
    expect(row?.lastError).toBe('always');
    expect(await runner.runDueJobs(now)).toBe(0);
  });

  it('a job survives a crashed process: an open claim that never commits is run by another runner', async () => {
    const now = new Date('2034-01-01T00:00:00Z');
    await scheduleJob(db(), { kind: 'survivor', key: 's', runAt: now });
    const runner = new JobRunner(db(), silent);
    let ran = 0;
    runner.register('survivor', async () => {
      ran += 1;
    });
    // A "process" claims the row and dies before committing (rollback).
    await db()
      .transaction(async (tx) => {
        await tx
          .select()
          .from(jobs)
          .where(eq(jobs.kind, 'survivor'))
          .for('update', { skipLocked: true });
        throw new Error('process died');
      })
      .catch(() => undefined);
    expect(await runner.runDueJobs(now)).toBe(1);
    expect(ran).toBe(1);
  });

  it('a periodic job runs once per slot and schedules the next', async () => {
    const a = new JobRunner(db(), silent);
    const b = new JobRunner(db(), silent);
    const runs: string[] = [];
    for (const r of [a, b])
      r.every('sweep', 60_000, async (job) => {
        runs.push(job.key);
      });
    const start = new Date('2035-01-01T00:00:30Z');
    expect(await a.runDueJobs(start)).toBe(0); // schedules 00:01
    const t1 = new Date('2035-01-01T00:01:00Z');
    await Promise.all([a.runDueJobs(t1), b.runDueJobs(t1)]);
    expect(runs).toEqual(['2035-01-01T00:01:00.000Z']);
    const t2 = new Date('2035-01-01T00:02:00Z');
    await Promise.all([a.runDueJobs(t2), b.runDueJobs(t2)]);
    expect(runs).toEqual(['2035-01-01T00:01:00.000Z', '2035-01-01T00:02:00.000Z']);
  });

  it('prunes jobs finished over 30 days ago, keeping recent and unfinished ones', async () => {
    const now = new Date('2045-06-01T00:00:00Z');
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    await db()
      .insert(jobs)
      .values([
        { kind: 'prune', key: 'old', runAt: daysBefore(40), doneAt: daysBefore(31) },
        {
          kind: 'prune',
          key: 'gave-up',
          runAt: daysBefore(60),
          doneAt: daysBefore(45),
          attempts: 10,
          lastError: 'boom',
        },
        { kind: 'prune', key: 'recent', runAt: daysBefore(30), doneAt: daysBefore(29) },
        { kind: 'prune', key: 'pending', runAt: daysBefore(90) },
      ]);
    const runner = new JobRunner(db(), silent);
    expect(await runner.pruneFinished(now)).toBeGreaterThanOrEqual(2);
    const left = await db().select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, 'prune'));
    expect(left.map((row) => row.key).sort()).toEqual(['pending', 'recent']);
    expect(FINISHED_JOB_RETENTION_MS).toBe(30 * 24 * 60 * 60_000);
  });

  it('a polling process skips its polls while the database is away, and runs the due jobs once it is back', async () => {
    let available = false;
    let polls = 0;
    const ran: string[] = [];
    const errors: string[] = [];
    const runner = new JobRunner(
      db(),
      { info() {}, error: (_obj, message) => errors.push(message) },
      {
        pollIntervalMs: 20,
        databaseAvailable: () => {
          polls += 1;
          return available;
        },
      },
    );
    runner.register('while-away', async (job) => {
      ran.push(job.key);
    });
    await scheduleJob(db(), { kind: 'while-away', key: 'k', runAt: new Date(Date.now() - 1_000) });
    runner.start();
    try {
      await expect.poll(() => polls, { timeout: 5_000 }).toBeGreaterThan(3);
      expect(ran).toEqual([]);
      available = true;
      await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['k']);
    } finally {
      await runner.stop();
    }
    expect(errors).toEqual([]);
  });

  it('a polling process prunes once it starts', async () => {
    const longAgo = new Date(Date.now() - FINISHED_JOB_RETENTION_MS - 60_000);
    await db()
      .insert(jobs)
      .values({ kind: 'prune-live', key: 'k', runAt: longAgo, doneAt: longAgo });
    const infos: string[] = [];
    const runner = new JobRunner(
      db(),
      { info: (_obj, message) => infos.push(message), error() {} },
      { pollIntervalMs: 20 },
    );
    runner.start();
    try {
      await expect
        .poll(() => db().select().from(jobs).where(eq(jobs.kind, 'prune-live')), { timeout: 5_000 })
        .toEqual([]);
    } finally {
      await runner.stop();
    }
    expect(infos).toContain('Pruned finished jobs');
  });
});
