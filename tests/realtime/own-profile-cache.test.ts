import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 20: each server process answers GET /api/profile from memory once it
// has read it, so the most common signed-in read needs no database round
// trip; a profile or an operator grant changed anywhere, by anything, must
// still be read afresh on every process within a second, and at once on the
// process that saved it. Two app instances on one PostgreSQL, each with its
// own realtime listener, stand for two processes.

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp(t.config);
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

type Reply = { fullName: string | null; points: number; operator: boolean };

async function ownProfile(app: FastifyInstance, headers: Record<string, string>): Promise<Reply> {
  const res = await app.inject({ method: 'GET', url: '/api/profile', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Reply;
}

/** Polls until `check` holds (fails after 1 s). */
async function within1s(check: () => Promise<boolean> | boolean): Promise<void> {
  await expect.poll(check, { timeout: 1_000, interval: 10 }).toBe(true);
}

/** Runs SQL with triggers off, so no process hears of it: only the database knows. */
async function writeSilently(text: string, values: unknown[]) {
  const client = await t.app.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(text, values);
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('the own-profile cache across two processes', () => {
  it('answers a profile it has read without the database', async () => {
    const user = await createUser(t.app, { fullName: 'Ana Before' });
    expect((await ownProfile(second, user.headers())).fullName).toBe('Ana Before');
    // Changed behind every process's back: the copy still answers (which is
    // why every real change sends a notice), the process that never read it asks.
    await writeSilently('update profiles set full_name = $2 where id = $1', [user.id, 'Ana Quiet']);
    expect((await ownProfile(second, user.headers())).fullName).toBe('Ana Before');
    expect((await ownProfile(t.app, user.headers())).fullName).toBe('Ana Quiet');
  });

  it('reads a profile saved on one process afresh there at once, and on the other within a second', async () => {
    const user = await createUser(t.app, { fullName: 'Ana Before' });
    expect((await ownProfile(t.app, user.headers())).fullName).toBe('Ana Before');
    expect((await ownProfile(second, user.headers())).fullName).toBe('Ana Before');

    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: user.headers(),
      payload: { fullName: 'Ana After' },
    });
    expect(saved.statusCode).toBe(200);
    // The process that saved it: its reply waited for the notice.
    expect((await ownProfile(t.app, user.headers())).fullName).toBe('Ana After');
    // The other: as soon as the notice arrives.
    await within1s(async () => (await ownProfile(second, user.headers())).fullName === 'Ana After');
  });

  it('hears of a change made by anything that writes the row (points, a script)', async () => {
    const user = await createUser(t.app);
    expect((await ownProfile(second, user.headers())).points).toBe(0);
    // Not through a route: the trigger on profiles tells every process.
    await t.app.database.pool.query('update profiles set points = points + 5 where id = $1', [
      user.id,
    ]);
    await within1s(async () => (await ownProfile(second, user.headers())).points === 5);
  });

  it('hears of an operator granted and withdrawn', async () => {
    const user = await createUser(t.app);
    expect((await ownProfile(second, user.headers())).operator).toBe(false);
    await t.app.database.pool.query('insert into admins (user_id) values ($1)', [user.id]);
    await within1s(async () => (await ownProfile(second, user.headers())).operator);
    await t.app.database.pool.query('delete from admins where user_id = $1', [user.id]);
    await within1s(async () => !(await ownProfile(second, user.headers())).operator);
  });

  it('keeps nothing while its realtime channel is down, and starts again once it is back', async () => {
    const user = await createUser(t.app, { fullName: 'Ana Before' });
    expect((await ownProfile(second, user.headers())).fullName).toBe('Ana Before');
    expect(second.ownProfileCache.size).toBeGreaterThan(0);

    // Both processes' listening connections are cut (as when PostgreSQL restarts).
    await t.app.database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'homestay-realtime'",
    );
    await within1s(() => !second.ownProfileCache.enabled || second.ownProfileCache.size === 0);
    // Whether or not it is back yet, nothing from before the cut is served:
    await writeSilently('update profiles set full_name = $2 where id = $1', [user.id, 'Ana Quiet']);
    expect((await ownProfile(second, user.headers())).fullName).toBe('Ana Quiet');
    // The listener reconnects within a second and the cache is on again.
    await within1s(() => second.ownProfileCache.enabled);
    expect((await ownProfile(second, user.headers())).fullName).toBe('Ana Quiet');
    expect(second.ownProfileCache.size).toBeGreaterThan(0);
  });
});
