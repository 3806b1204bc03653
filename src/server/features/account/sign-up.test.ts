import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, TEST_ORIGIN, uniqueEmail } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

describe('sign-up to a profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up, sets an httpOnly SameSite=Lax session cookie, and shows the new profile', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': 'Firefox test' },
      payload: { email: email.toUpperCase(), password: 'a long enough password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email, role: 'user', name: '' });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith('homestay.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    const jar = new CookieJar().store(res);

    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: jar.headers() });
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
    });
  });
});
