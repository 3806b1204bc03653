import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sessionCookieReader } from '../../src/server/platform/auth/session-cache';
import { TEST_ORIGIN } from '../helpers/accounts';
import { createUser } from '../helpers/factories';
import {
  cutListeningConnections,
  twoProcesses,
  within1s,
  writeSilently,
} from '../helpers/two-processes';

// Issue 20: each server process keeps the sessions it checked, so a signed-in
// request needs no database round trip; a revoked session, or a changed
// account, must still stop on every process within a second. Two app
// instances on one PostgreSQL, each with its own realtime listener, stand for
// two processes.

const apps = twoProcesses();

const cookieOf = sessionCookieReader(false);

async function profileStatus(app: FastifyInstance, headers: Record<string, string>) {
  return (await app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode;
}

describe('the session cache across two processes', () => {
  it('answers a known session without the database', async () => {
    const user = await createUser(apps.first.app);
    expect(await profileStatus(apps.second, user.headers())).toBe(200);
    expect(apps.second.sessionCache.get(cookieOf(user.headers().cookie ?? '') ?? '')).toMatchObject(
      {
        userId: user.id,
      },
    );
    // Gone from the database without a notice: the cached check still answers
    // (which is why every real way of ending a session sends one).
    await writeSilently(apps.first.app, 'delete from sessions where user_id = $1', [user.id]);
    expect(await profileStatus(apps.second, user.headers())).toBe(200);
    // The other process never checked it, so it asks the database.
    expect(await profileStatus(apps.first.app, user.headers())).toBe(401);
  });

  it('stops a session signed out on one process on the other within a second', async () => {
    const user = await createUser(apps.first.app);
    expect(await profileStatus(apps.second, user.headers())).toBe(200);
    expect(await profileStatus(apps.first.app, user.headers())).toBe(200);

    const out = await apps.first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...user.headers(), origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    // The process that signed out: at once, its reply waited for the notice.
    expect(await profileStatus(apps.first.app, user.headers())).toBe(401);
    // The other: as soon as the notice arrives.
    const took = await within1s(
      async () => (await profileStatus(apps.second, user.headers())) === 401,
    );
    expect(took).toBeLessThan(1_000);
  });

  it('reads an account afresh on every process once its role or email changes', async () => {
    // No role yet: the role is chosen once, after sign-up.
    const user = await createUser(apps.first.app);
    const cookie = cookieOf(user.headers().cookie ?? '') ?? '';
    expect(await profileStatus(apps.second, user.headers())).toBe(200);
    expect(apps.second.sessionCache.get(cookie)?.role).toBe('user');

    const res = await apps.first.app.inject({
      method: 'POST',
      url: '/api/profile/role',
      headers: user.headers(),
      payload: { role: 'host' },
    });
    expect(res.statusCode).toBe(200);
    await within1s(() => apps.second.sessionCache.get(cookie) === null);
    expect(await profileStatus(apps.second, user.headers())).toBe(200);
    expect(apps.second.sessionCache.get(cookie)?.role).toBe('host');
  });

  it('keeps nothing while its realtime channel is down, and starts again once it is back', async () => {
    const user = await createUser(apps.first.app);
    expect(await profileStatus(apps.second, user.headers())).toBe(200);
    expect(apps.second.sessionCache.size).toBeGreaterThan(0);

    // Both processes' listening connections are cut (as when PostgreSQL restarts).
    await cutListeningConnections(apps.first.app);
    await within1s(() => !apps.second.sessionCache.enabled || apps.second.sessionCache.size === 0);
    // Whether or not it is back yet, nothing from before the cut is served:
    await writeSilently(apps.first.app, 'delete from sessions where user_id = $1', [user.id]);
    expect(await profileStatus(apps.second, user.headers())).toBe(401);
    // The listener reconnects within a second and the cache is on again.
    await within1s(() => apps.second.sessionCache.enabled);
    const again = await createUser(apps.first.app);
    expect(await profileStatus(apps.second, again.headers())).toBe(200);
    expect(apps.second.sessionCache.size).toBeGreaterThan(0);
  });

  it('shares one session lookup among a page’s requests that arrive together', async () => {
    const user = await createUser(apps.first.app);
    const lookups = vi.spyOn(apps.second.auth.api, 'getSession');
    try {
      apps.second.sessionCache.clear();
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => profileStatus(apps.second, user.headers())),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('never shares a lookup that began before a notice this process heard', async () => {
    const user = await createUser(apps.first.app);
    const getSession = apps.second.auth.api.getSession;
    let started = () => {};
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lookups = vi.spyOn(apps.second.auth.api, 'getSession').mockImplementationOnce((async (
      ...args: Parameters<typeof getSession>
    ) => {
      started();
      await held;
      return getSession(...args);
    }) as typeof getSession);
    try {
      apps.second.sessionCache.clear();
      const first = profileStatus(apps.second, user.headers());
      await firstStarted;
      // A notice arrives while the first lookup is under way (any session's end).
      apps.second.sessionCache.forgetSession('some-other-session');
      const after = profileStatus(apps.second, user.headers());
      await expect.poll(() => lookups.mock.calls.length).toBe(2);
      release();
      expect([await first, await after]).toEqual([200, 200]);
    } finally {
      release();
      lookups.mockRestore();
    }
  });
});
