import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { sessionCookieReader } from '../../src/server/platform/auth/session-cache';
import { TEST_ORIGIN } from '../helpers/accounts';
import { createUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 20: each server process keeps the sessions it checked, so a signed-in
// request needs no database round trip; a revoked session, or a changed
// account, must still stop on every process within a second. Two app
// instances on one PostgreSQL, each with its own realtime listener, stand for
// two processes.

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

const cookieOf = sessionCookieReader(false);

async function profileStatus(app: FastifyInstance, headers: Record<string, string>) {
  return (await app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode;
}

/** Polls until `check` holds; returns how long it took (fails after 1 s). */
async function within1s(check: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  await expect.poll(check, { timeout: 1_000, interval: 10 }).toBe(true);
  return performance.now() - start;
}

/** Removes a row with triggers off, so no process hears of it: only the database knows. */
async function deleteSessionsSilently(userId: string) {
  const client = await t.app.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query('delete from sessions where user_id = $1', [userId]);
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('the session cache across two processes', () => {
  it('answers a known session without the database', async () => {
    const user = await createUser(t.app);
    expect(await profileStatus(second, user.headers())).toBe(200);
    expect(second.sessionCache.get(cookieOf(user.headers().cookie ?? '') ?? '')).toMatchObject({
      userId: user.id,
    });
    // Gone from the database without a notice: the cached check still answers
    // (which is why every real way of ending a session sends one).
    await deleteSessionsSilently(user.id);
    expect(await profileStatus(second, user.headers())).toBe(200);
    // The other process never checked it, so it asks the database.
    expect(await profileStatus(t.app, user.headers())).toBe(401);
  });

  it('stops a session signed out on one process on the other within a second', async () => {
    const user = await createUser(t.app);
    expect(await profileStatus(second, user.headers())).toBe(200);
    expect(await profileStatus(t.app, user.headers())).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...user.headers(), origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    // The process that signed out: at once, its reply waited for the notice.
    expect(await profileStatus(t.app, user.headers())).toBe(401);
    // The other: as soon as the notice arrives.
    const took = await within1s(async () => (await profileStatus(second, user.headers())) === 401);
    expect(took).toBeLessThan(1_000);
  });

  it('reads an account afresh on every process once its role or email changes', async () => {
    // No role yet: the role is chosen once, after sign-up.
    const user = await createUser(t.app);
    const cookie = cookieOf(user.headers().cookie ?? '') ?? '';
    expect(await profileStatus(second, user.headers())).toBe(200);
    expect(second.sessionCache.get(cookie)?.role).toBe('user');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/role',
      headers: user.headers(),
      payload: { role: 'host' },
    });
    expect(res.statusCode).toBe(200);
    await within1s(() => second.sessionCache.get(cookie) === null);
    expect(await profileStatus(second, user.headers())).toBe(200);
    expect(second.sessionCache.get(cookie)?.role).toBe('host');
  });

  it('keeps nothing while its realtime channel is down, and starts again once it is back', async () => {
    const user = await createUser(t.app);
    expect(await profileStatus(second, user.headers())).toBe(200);
    expect(second.sessionCache.size).toBeGreaterThan(0);

    // Both processes' listening connections are cut (as when PostgreSQL restarts).
    await t.app.database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'homestay-realtime'",
    );
    await within1s(() => !second.sessionCache.enabled || second.sessionCache.size === 0);
    // Whether or not it is back yet, nothing from before the cut is served:
    await deleteSessionsSilently(user.id);
    expect(await profileStatus(second, user.headers())).toBe(401);
    // The listener reconnects within a second and the cache is on again.
    await within1s(() => second.sessionCache.enabled);
    const again = await createUser(t.app);
    expect(await profileStatus(second, again.headers())).toBe(200);
    expect(second.sessionCache.size).toBeGreaterThan(0);
  });

  it('shares one session lookup among a page’s requests that arrive together', async () => {
    const user = await createUser(t.app);
    const lookups = vi.spyOn(second.auth.api, 'getSession');
    try {
      second.sessionCache.clear();
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => profileStatus(second, user.headers())),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('never shares a lookup that began before a notice this process heard', async () => {
    const user = await createUser(t.app);
    const getSession = second.auth.api.getSession;
    let started = () => {};
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lookups = vi.spyOn(second.auth.api, 'getSession').mockImplementationOnce((async (
      ...args: Parameters<typeof getSession>
    ) => {
      started();
      await held;
      return getSession(...args);
    }) as typeof getSession);
    try {
      second.sessionCache.clear();
      const first = profileStatus(second, user.headers());
      await firstStarted;
      // A notice arrives while the first lookup is under way (any session's end).
      second.sessionCache.forgetSession('some-other-session');
      const after = profileStatus(second, user.headers());
      await expect.poll(() => lookups.mock.calls.length).toBe(2);
      release();
      expect([await first, await after]).toEqual([200, 200]);
    } finally {
      release();
      lookups.mockRestore();
    }
  });
});
