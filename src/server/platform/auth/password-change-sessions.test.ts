import { SIGNED_OUT_CLOSE_CODE } from '@shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  type TestUser,
} from '../../../../tests/helpers/accounts';
import { openSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// Issue 24: a new password ends every other session of that person, whatever
// the client asks, and closes their open sockets; the device that changed it
// stays signed in.
describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signInElsewhere(user: TestUser): Promise<CookieJar> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': 'the other phone' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return new CookieJar().store(res);
  }

  const sessionOf = async (jar: CookieJar) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: jar.headers() })
    ).json();

  it('signs out every other device and closes its sockets, even when asked not to', async () => {
    const user = await createUser(t.app);
    const other = await signInElsewhere(user);
    const otherSocket = await openSocket(t.app, { jar: other });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.headers(),
      payload: {
        currentPassword: user.password,
        newPassword: 'a brand new passphrase',
        revokeOtherSessions: false,
      },
    });
    expect(res.statusCode).toBe(200);
    user.jar.store(res);

    expect((await otherSocket.closed).code).toBe(SIGNED_OUT_CLOSE_CODE);
    expect(await sessionOf(other)).toBeNull();
    expect((await sessionOf(user.jar))?.user?.id).toBe(user.id);
  });
});
