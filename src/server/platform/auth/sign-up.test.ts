import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { profiles } from '../../db/schema';

describe('sign-up, sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { origin: TEST_ORIGIN, ...headers },
    });

  it('signs up, sets an httpOnly SameSite=Lax session cookie, and shows the new profile', async () => {
    const email = uniqueEmail();
    const res = await post(
      '/api/auth/sign-up/email',
      { email: email.toUpperCase(), password: 'a long enough password' },
      { 'user-agent': 'Firefox test' },
    );
    expect(res.statusCode, res.body).toBe(200);
    // The same body a registered address gets (see sign-up-privacy.test.ts).
    expect(res.json()).toEqual({ status: true });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith('homestay.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(res.headers['cache-control']).toBe('no-store');
    const jar = new CookieJar().store(res);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: jar.headers(),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      email,
      role: 'user',
      points: 0,
      fullName: null,
      bio: null,
      isComplete: false,
      hasSeenWelcome: false,
      customChoreGroups: [],
      hostSignupInviteStatus: null,
    });

    const session2 = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: jar.headers(),
    });
    expect(session2.json()).toMatchObject({
      user: { email, role: 'user' },
      session: { userAgent: 'Firefox test' },
    });
  });

  it('makes the profile in the same transaction as the user (a database trigger)', async () => {
    const user = await createUser(t.app);
    const rows = await t.app.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(rows).toHaveLength(1);
    // And the fallback: a profile row lost somehow is made again on read.
    await t.app.database.db.delete(profiles).where(eq(profiles.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, role: 'user' });
  });

  it('refuses passwords shorter than 12 or longer than 128 characters, and bad emails', async () => {
    const short = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'elevenchars',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'validation_failed',
      fields: [{ field: 'body.password', message: 'Password must be at least 12 characters' }],
    });
    const long = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'x'.repeat(129),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0].message).toBe('Password must be at most 128 characters');
    const ok = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'x'.repeat(128),
    });
    expect(ok.statusCode).toBe(200);
    const email = await post('/api/auth/sign-up/email', {
      email: 'not-an-email',
      password: TEST_PASSWORD,
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.fields[0]).toEqual({
      field: 'body.email',
      message: 'Enter a valid email address',
    });
  });

  it('never lets sign-up set the role, points or anything else', async () => {
    for (const extra of [
      { role: 'host' },
      { points: 1000 },
      { emailVerified: true },
      { image: 'x' },
    ]) {
      const res = await post('/api/auth/sign-up/email', {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        ...extra,
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('answers a second sign-up with the same email as it answers a new one, and keeps the first password', async () => {
    const user = await createUser(t.app);
    const again = await post('/api/auth/sign-up/email', {
      email: user.email,
      password: 'another long password',
    });
    // Issue 24: no 422 USER_ALREADY_EXISTS any more, which told anyone the address was registered.
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: true });
    const signIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('signs in with a new session id each time, and refuses a wrong password with 401', async () => {
    const user = await createUser(t.app);
    const first = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const second = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(first.statusCode).toBe(200);
    const tokenOf = (res: typeof first) =>
      ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('homestay.session_token='));
    expect(tokenOf(first)).toBeDefined();
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    expect(tokenOf(first)).not.toContain(user.jar.header().split('=')[1] ?? 'none');

    const wrong = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong password!!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'unauthenticated',
      reason: 'INVALID_EMAIL_OR_PASSWORD',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: 'wrong password!!',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const user = await createUser(t.app);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: user.headers(),
    });
    expect(before.statusCode).toBe(200);
    const stale = user.headers();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: user.headers(),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true });
    user.jar.store(out);
    expect(user.jar.has('homestay.session_token')).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: stale });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: { code: 'unauthenticated', message: 'You must be signed in' },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: stale,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
  });

  it('answers only the endpoints we expose: the rest of better-auth is 404', async () => {
    const user = await createUser(t.app);
    for (const url of [
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/change-email',
      '/api/auth/sign-in/social',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: {}, headers: user.headers() });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('publishes the JWT signing keys at /api/auth/jwks and /.well-known/jwks.json', async () => {
    const user = await createUser(t.app);
    const token = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: user.headers(),
    });
    expect(token.statusCode, token.body).toBe(200);
    const jwt = token.json().token as string;
    const [header, payload] = jwt
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString() || '{}'));
    expect(payload).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      iss: TEST_ORIGIN,
      aud: TEST_ORIGIN,
    });
    const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys.map((k: { kid: string }) => k.kid)).toContain(header.kid);
    const same = await t.app.inject({ method: 'GET', url: '/api/auth/jwks' });
    expect(same.json()).toEqual(jwks.json());
    expect(JSON.stringify(jwks.json())).not.toMatch(/"d"\s*:/);
  });
});
