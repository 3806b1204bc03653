import { CODE_ALREADY_USED_MESSAGE } from '@shared/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  type TestUser,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { secretFromUri, totp } from '../../../../tests/helpers/totp';

// Issue 24: a TOTP code counts once. The same code sent again within its
// window is refused, and the code that confirmed enrolment cannot sign in.
describe('a two-step code counts once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, jar: CookieJar, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: jar.headers(), ...(payload ? { payload } : {}) });

  /** A sign-in that stopped at "enter your code": the jar holds the pending cookie. */
  async function pendingSignIn(user: TestUser): Promise<CookieJar> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    return new CookieJar().store(res);
  }

  async function enrolled(): Promise<{ user: TestUser; secret: string; enrolCode: string }> {
    const user = await createUser(t.app);
    const enable = await post('/api/auth/two-factor/enable', user.jar, { password: user.password });
    const secret = secretFromUri(enable.json().totpURI);
    const enrolCode = totp(secret);
    const confirm = await post('/api/auth/two-factor/verify-totp', user.jar, { code: enrolCode });
    expect(confirm.statusCode, confirm.body).toBe(200);
    user.jar.store(confirm);
    return { user, secret, enrolCode };
  }

  it('refuses the code that confirmed enrolment at the next sign-in, and takes the next one', async () => {
    const { user, secret, enrolCode } = await enrolled();
    const pending = await pendingSignIn(user);
    const replay = await post('/api/auth/two-factor/verify-totp', pending, { code: enrolCode });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatchObject({
      message: CODE_ALREADY_USED_MESSAGE,
      reason: 'CODE_ALREADY_USED',
    });
    expect(new CookieJar().store(replay).has('homestay.session_token')).toBe(false);

    const next = await post('/api/auth/two-factor/verify-totp', pending, {
      code: totp(secret, Date.now() + 30_000),
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('refuses a code a second time, for another sign-in too', async () => {
    const { user, secret } = await enrolled();
    const code = totp(secret, Date.now() + 30_000);
    const first = await post('/api/auth/two-factor/verify-totp', await pendingSignIn(user), {
      code,
    });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/auth/two-factor/verify-totp', await pendingSignIn(user), {
      code,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(CODE_ALREADY_USED_MESSAGE);
  });

  it('lets only one of two simultaneous sign-ins with one code through', async () => {
    const { user, secret } = await enrolled();
    const code = totp(secret, Date.now() + 30_000);
    const [a, b] = [await pendingSignIn(user), await pendingSignIn(user)];
    const answers = await Promise.all([
      post('/api/auth/two-factor/verify-totp', a, { code }),
      post('/api/auth/two-factor/verify-totp', b, { code }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
