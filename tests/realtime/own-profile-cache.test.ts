import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import {
  cutListeningConnections,
  twoProcesses,
  within1s,
  writeSilently,
} from '../helpers/two-processes';

// Issue 20: each server process answers GET /api/profile from memory once it
// has read it, so the most common signed-in read needs no database round
// trip; a profile or an operator grant changed anywhere, by anything, must
// still be read afresh on every process within a second, and at once on the
// process that saved it. Two app instances on one PostgreSQL, each with its
// own realtime listener, stand for two processes.

const apps = twoProcesses();

type Reply = { fullName: string | null; points: number; operator: boolean };

async function ownProfile(app: FastifyInstance, headers: Record<string, string>): Promise<Reply> {
  const res = await app.inject({ method: 'GET', url: '/api/profile', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Reply;
}

describe('the own-profile cache across two processes', () => {
  it('answers a profile it has read without the database', async () => {
    const user = await createUser(apps.first.app, { fullName: 'Ana Before' });
    expect((await ownProfile(apps.second, user.headers())).fullName).toBe('Ana Before');
    // Changed behind every process's back: the copy still answers (which is
    // why every real change sends a notice), the process that never read it asks.
    await writeSilently(apps.first.app, 'update profiles set full_name = $2 where id = $1', [
      user.id,
      'Ana Quiet',
    ]);
    expect((await ownProfile(apps.second, user.headers())).fullName).toBe('Ana Before');
    expect((await ownProfile(apps.first.app, user.headers())).fullName).toBe('Ana Quiet');
  });

  it('reads a profile saved on one process afresh there at once, and on the other within a second', async () => {
    const user = await createUser(apps.first.app, { fullName: 'Ana Before' });
    expect((await ownProfile(apps.first.app, user.headers())).fullName).toBe('Ana Before');
    expect((await ownProfile(apps.second, user.headers())).fullName).toBe('Ana Before');

    const saved = await apps.first.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: user.headers(),
      payload: { fullName: 'Ana After' },
    });
    expect(saved.statusCode).toBe(200);
    // The process that saved it: its reply waited for the notice.
    expect((await ownProfile(apps.first.app, user.headers())).fullName).toBe('Ana After');
    // The other: as soon as the notice arrives.
    await within1s(
      async () => (await ownProfile(apps.second, user.headers())).fullName === 'Ana After',
    );
  });

  it('hears of a change made by anything that writes the row (points, a script)', async () => {
    const user = await createUser(apps.first.app);
    expect((await ownProfile(apps.second, user.headers())).points).toBe(0);
    // Not through a route: the trigger on profiles tells every process.
    await apps.first.app.database.pool.query(
      'update profiles set points = points + 5 where id = $1',
      [user.id],
    );
    await within1s(async () => (await ownProfile(apps.second, user.headers())).points === 5);
  });

  it('hears of an operator granted and withdrawn', async () => {
    const user = await createUser(apps.first.app);
    expect((await ownProfile(apps.second, user.headers())).operator).toBe(false);
    await apps.first.app.database.pool.query('insert into admins (user_id) values ($1)', [user.id]);
    await within1s(async () => (await ownProfile(apps.second, user.headers())).operator);
    await apps.first.app.database.pool.query('delete from admins where user_id = $1', [user.id]);
    await within1s(async () => !(await ownProfile(apps.second, user.headers())).operator);
  });

  it('keeps nothing while its realtime channel is down, and starts again once it is back', async () => {
    const user = await createUser(apps.first.app, { fullName: 'Ana Before' });
    expect((await ownProfile(apps.second, user.headers())).fullName).toBe('Ana Before');
    expect(apps.second.ownProfileCache.size).toBeGreaterThan(0);

    // Both processes' listening connections are cut (as when PostgreSQL restarts).
    await cutListeningConnections(apps.first.app);
    await within1s(
      () => !apps.second.ownProfileCache.enabled || apps.second.ownProfileCache.size === 0,
    );
    // Whether or not it is back yet, nothing from before the cut is served:
    await writeSilently(apps.first.app, 'update profiles set full_name = $2 where id = $1', [
      user.id,
      'Ana Quiet',
    ]);
    expect((await ownProfile(apps.second, user.headers())).fullName).toBe('Ana Quiet');
    // The listener reconnects within a second and the cache is on again.
    await within1s(() => apps.second.ownProfileCache.enabled);
    expect((await ownProfile(apps.second, user.headers())).fullName).toBe('Ana Quiet');
    expect(apps.second.ownProfileCache.size).toBeGreaterThan(0);
  });
});
