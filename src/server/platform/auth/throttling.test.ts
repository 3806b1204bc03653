import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN, uniqueEmail } from '../../../../tests/helpers/accounts';
import { resetTokenFrom } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { ACCOUNT_LOCKED_MESSAGE } from './routes';

function signIn(t: TestApp, email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

describe('failed sign-ins are slowed per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real limit is 100 an hour; 3 keeps the test fast. No per-address limit here.
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', LOGIN_FAILURE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 once an account has had its failures, from any address, even with the right password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await signIn(t, user.email, 'wrong password!!', `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(t, user.email, user.password, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { code: 'rate_limited', message: ACCOUNT_LOCKED_MESSAGE },
    });
    expect(locked.headers['retry-after']).toBe('3600');
    // Another account is not affected.
    const other = await createUser(t.app);
    expect((await signIn(t, other.email, other.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('treats an email without an account the same way (no hint which exist)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++)
      expect((await signIn(t, email, 'wrong password!!', '10.0.2.1')).statusCode).toBe(401);
    expect((await signIn(t, email, 'wrong password!!', '10.0.2.1')).statusCode).toBe(429);
  });

  it('lets the owner back in after a password reset', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) await signIn(t, user.email, 'wrong password!!', '10.0.3.1');
    expect((await signIn(t, user.email, user.password, '10.0.3.1')).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email },
    });
    await t.app.mailer.idle();
    const dir = path.join(t.dataDir, 'outbox');
    const txt = (await fs.readdir(dir))
      .filter((n) => n.endsWith('.txt'))
      .sort()
      .at(-1) as string;
    const token = resetTokenFrom(await fs.readFile(path.join(dir, txt), 'utf8'));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: 'a new password after lockout' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await signIn(t, user.email, 'a new password after lockout', '10.0.3.1')).statusCode,
    ).toBe(200);
  });
});

describe('sign-in attempts are slowed per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 after 10 attempts a minute from one address; another address still gets in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn(t, uniqueEmail(), 'wrong password!!', '192.0.2.10')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await signIn(t, uniqueEmail(), 'wrong password!!', '192.0.2.10');
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: expect.any(String),
    });
    const user = await createUser(t.app);
    expect((await signIn(t, user.email, user.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('never limits reading the session: people sharing one address stay signed in', async () => {
    const user = await createUser(t.app);
    const signedIn = await signIn(t, user.email, user.password, '192.0.2.30');
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        remoteAddress: '192.0.2.30',
        headers: { cookie },
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('ignores a client’s own X-Forwarded-For (TRUST_PROXY is off)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '192.0.2.20',
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': `198.51.100.${i}`,
          'x-homestay-client-ip': `198.51.100.${i}`,
        },
        payload: { email: uniqueEmail(), password: 'wrong password!!' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[10]).toBe(429);
  });
});
