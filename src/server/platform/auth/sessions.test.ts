import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  type TestUser,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { migrationsFolder } from '../../db/migrate';
import { sessions } from '../../db/schema';
import { SESSION_ABSOLUTE_TIMEOUT_SECONDS, SESSION_IDLE_TIMEOUT_SECONDS } from './session-policy';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions: list, revoke, timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signInAs(user: TestUser, userAgent: string): Promise<CookieJar> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': userAgent },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return new CookieJar().store(res);
  }

  const status = async (jar: CookieJar) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: jar.headers() })).statusCode;

  const list = async (jar: CookieJar) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: jar.headers(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<{
      id: string;
      token: string;
      userAgent: string;
      updatedAt: string;
      createdAt: string;
    }>;
  };

  it('lists the caller’s sessions with device and last seen, and none of anyone else’s', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const phone = await signInAs(user, 'Mozilla/5.0 (iPhone) Safari');
    const laptop = await signInAs(user, 'Mozilla/5.0 (X11; Linux) Firefox');
    await signInAs(other, 'decoy');
    const sessionsSeen = await list(phone);
    expect(sessionsSeen.map((s) => s.userAgent).sort()).toEqual(
      ['Mozilla/5.0 (X11; Linux) Firefox', 'Mozilla/5.0 (iPhone) Safari', 'vitest'].sort(),
    );
    for (const s of sessionsSeen)
      expect(Date.parse(s.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await list(laptop)).toHaveLength(3);
  });

  it('revokes one session, all others, or all', async () => {
    const user = await createUser(t.app);
    const a = await signInAs(user, 'device A');
    const b = await signInAs(user, 'device B');
    const c = await signInAs(user, 'device C');
    const bToken = (await list(a)).find((s) => s.userAgent === 'device B')?.token;
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: a.headers(),
      payload: { token: bToken },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(await status(b)).toBe(401);
    expect(await status(a)).toBe(200);

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: a.headers(),
    });
    expect(others.statusCode, others.body).toBe(200);
    expect(await status(c)).toBe(401);
    expect(await status(user.jar)).toBe(401);
    expect(await status(a)).toBe(200);
    expect(await list(a)).toHaveLength(1);

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: a.headers(),
      payload: {},
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await status(a)).toBe(401);
  });

  it('cannot revoke another user’s session', async () => {
    const user = await createUser(t.app);
    const victim = await createUser(t.app);
    const victimToken = (await list(victim.jar))[0]?.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: user.headers(),
      payload: { token: victimToken },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(await status(victim.jar)).toBe(200);
  });

  it('ends a session left idle past its expiry (idle timeout)', async () => {
    const user = await createUser(t.app);
    expect(await status(user.jar)).toBe(200);
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    // Written behind the app's back: wait until its session cache has heard (issue 20).
    await t.app.sessionCache.settle();
    expect(await status(user.jar)).toBe(401);
  });

  it('rolls an active session forward and moves its last-seen time', async () => {
    const user = await createUser(t.app);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.app.database.db
      .update(sessions)
      .set({
        updatedAt: twoHoursAgo,
        expiresAt: new Date(twoHoursAgo.getTime() + SESSION_IDLE_TIMEOUT_SECONDS * 1000),
      })
      .where(eq(sessions.userId, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers() });
    expect(res.statusCode).toBe(200);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toContain(
      'homestay.session_token=',
    );
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + SESSION_IDLE_TIMEOUT_SECONDS * 1000 - 60_000,
    );
  });

  it('never lets a session outlive 30 days from sign-in, however active (absolute timeout)', async () => {
    const user = await createUser(t.app);
    // Signed in 29.9 days ago and used all along: a refresh asks for 7 more days, the cap allows ~2.4 h.
    const createdAt = new Date(Date.now() - 29.9 * DAY);
    await t.app.database.db
      .update(sessions)
      .set({
        createdAt,
        updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      })
      .where(eq(sessions.userId, user.id));
    expect(await status(user.jar)).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBe(
      createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000,
    );

    // Past the cap: the session is over whatever its expiry said.
    await t.app.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.userId, user.id));
    await t.app.sessionCache.settle();
    expect(await status(user.jar)).toBe(401);
  });

  it('keeps the trigger and the documented constant in step', () => {
    const sql = fs.readFileSync(
      path.join(migrationsFolder(), '0002_profile_and_session_triggers.sql'),
      'utf8',
    );
    const days = SESSION_ABSOLUTE_TIMEOUT_SECONDS / 86_400;
    expect(sql.match(/interval '(\d+) days'/g)).toEqual([
      `interval '${days} days'`,
      `interval '${days} days'`,
    ]);
  });
});
