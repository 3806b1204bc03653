import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  type TestUser,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { secretFromUri, totp } from '../../../../tests/helpers/totp';
import { twoFactors, users } from '../../db/schema';

describe('two-factor sign-in with TOTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, jar: CookieJar, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: jar.headers(), ...(payload ? { payload } : {}) });

  const signIn = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });

  async function enrol(user: TestUser) {
    const enable = await post('/api/auth/two-factor/enable', user.jar, { password: user.password });
    expect(enable.statusCode, enable.body).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Homestay:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Homestay');
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromUri(totpURI);
    const confirm = await post('/api/auth/two-factor/verify-totp', user.jar, {
      code: totp(secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    user.jar.store(confirm);
    return { secret, backupCodes };
  }

  it('enrols, then asks for a code at sign-in, accepts it, and can be turned off', async () => {
    const user = await createUser(t.app);
    const wrongPassword = await post('/api/auth/two-factor/enable', user.jar, {
      password: 'not my password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    const { secret } = await enrol(user);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorEnabled).toBe(true);
    const [stored] = await t.app.database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    expect(stored?.secret).not.toContain(secret);

    const first = await signIn(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = new CookieJar().store(first);
    expect(pending.has('homestay.session_token')).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: pending.headers() }))
        .statusCode,
    ).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', pending, {
      code: '000000' === totp(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.reason).toBe('INVALID_CODE');

    // The code that confirmed enrolment counts once: the next step's code signs in.
    const verified = await post('/api/auth/two-factor/verify-totp', pending, {
      code: totp(secret, Date.now() + 30_000),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    pending.store(verified);
    expect(pending.has('homestay.session_token')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: pending.headers() }))
        .statusCode,
    ).toBe(200);

    const uri = await post('/api/auth/two-factor/get-totp-uri', pending, {
      password: user.password,
    });
    expect(secretFromUri(uri.json().totpURI)).toBe(secret);

    const disable = await post('/api/auth/two-factor/disable', pending, {
      password: user.password,
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const plain = await signIn(user);
    expect(plain.json()).toMatchObject({ user: { email: user.email } });
  });

  it('lets a backup code stand in for the app, once', async () => {
    const user = await createUser(t.app);
    const { backupCodes } = await enrol(user);
    const code = backupCodes[0] as string;
    const pending = new CookieJar().store(await signIn(user));
    const ok = await post('/api/auth/two-factor/verify-backup-code', pending, { code });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = new CookieJar().store(await signIn(user));
    const reused = await post('/api/auth/two-factor/verify-backup-code', again, { code });
    expect(reused.statusCode).toBe(401);
  });

  it('refuses a code without a pending sign-in, and enrolment when signed out', async () => {
    const anonymous = new CookieJar();
    const verify = await post('/api/auth/two-factor/verify-totp', anonymous, { code: '123456' });
    expect(verify.statusCode).toBe(401);
    const enable = await post('/api/auth/two-factor/enable', anonymous, {
      password: 'whatever password',
    });
    expect(enable.statusCode).toBe(401);
  });
});
