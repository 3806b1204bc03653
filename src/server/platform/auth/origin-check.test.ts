import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { CROSS_ORIGIN_MESSAGE } from './origin-check';

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a state-changing request from another origin, with or without a session', async () => {
    const user = await createUser(t.app);
    const attempts = [
      { method: 'PATCH' as const, url: '/api/profile', payload: { bio: 'pwned' } },
      { method: 'POST' as const, url: '/api/profile/role', payload: { role: 'host' } },
      { method: 'POST' as const, url: '/api/auth/sign-out', payload: {} },
      { method: 'POST' as const, url: '/api/auth/revoke-sessions', payload: {} },
      {
        method: 'POST' as const,
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: user.password },
      },
    ];
    for (const attempt of attempts) {
      for (const headers of [
        { cookie: user.jar.header(), origin: 'https://evil.example' },
        { cookie: user.jar.header(), origin: 'null' },
        { cookie: user.jar.header(), origin: 'http://localhost:3001' },
        { cookie: user.jar.header(), 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]) {
        const res = await t.app.inject({ ...attempt, headers });
        expect(res.statusCode, `${attempt.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'forbidden', message: CROSS_ORIGIN_MESSAGE } });
      }
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: user.headers(),
    });
    expect(profile.json()).toMatchObject({ role: 'user', bio: 'A user made by a test' });
  });

  it('lets same-origin and same-site requests through, and reads from anywhere', async () => {
    const user = await createUser(t.app);
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: user.jar.header(), origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { bio: 'fine' },
    });
    expect(same.statusCode).toBe(200);
    const noOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: user.jar.header() },
      payload: { city: 'Bath' },
    });
    expect(noOrigin.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: {
        cookie: user.jar.header(),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(read.statusCode).toBe(200);
  });

  it('better-auth also wants an Origin on cookie-bearing auth POSTs (its own CSRF check)', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { cookie: user.jar.header() },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', reason: 'MISSING_OR_NULL_ORIGIN' });
  });

  it('counts the loopback aliases of PUBLIC_URL’s port as the app itself, and no other port', async () => {
    const user = await createUser(t.app);
    const signIn = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: user.email, password: user.password },
      });
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await signIn(origin)).statusCode, origin).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000']) {
      expect((await signIn(origin)).statusCode, origin).toBe(403);
    }
  });
});

describe('cross-site requests when PUBLIC_URL is not on loopback', () => {
  it('refuses the loopback origins too', async () => {
    const remote = await createTestApp({
      AUTH_RATE_LIMIT: 'false',
      PUBLIC_URL: 'https://homestay.example',
    });
    try {
      const res = await remote.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { origin: 'http://localhost:3000' },
        payload: { bio: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: CROSS_ORIGIN_MESSAGE } });
    } finally {
      await remote.close();
    }
  });
});
