import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN, uniqueEmail } from '../../../../tests/helpers/accounts';
import {
  resetTokenFrom,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { verifications } from '../../db/schema';

const NEW_PASSWORD = 'a brand new password 2026';

async function outboxFiles(dataDir: string, ext: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith(ext))
    .sort()
    .map((n) => path.join(dir, n));
}

function requestReset(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });
}

function resetPassword(t: TestApp, token: string, newPassword = NEW_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: TEST_ORIGIN },
    payload: { token, newPassword },
  });
}

function signIn(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

describe('password reset through the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a single-use link; the new password works and every old session ends', async () => {
    const user = await createUser(t.app);
    const secondDevice = await signIn(t, user.email, user.password);
    const secondCookie = String(
      ([] as string[]).concat(secondDevice.headers['set-cookie'] ?? [])[0],
    ).split(';')[0];

    const res = await requestReset(t, user.email);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mailer.idle();
    const [txt] = await outboxFiles(t.dataDir, '.txt');
    const [eml] = await outboxFiles(t.dataDir, '.eml');
    expect(eml).toBeDefined();
    const mail = await fs.readFile(txt as string, 'utf8');
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('Subject: Reset your Homestay password');
    expect(mail).toMatch(/expires in 60 minutes/);
    expect(mail).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    const token = resetTokenFrom(mail);

    // Tokens are stored hashed: the database never holds the one in the link.
    const stored = await t.app.database.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await resetPassword(t, token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    for (const cookie of [user.jar.header(), secondCookie]) {
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      expect(profile.statusCode).toBe(401);
    }
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await resetPassword(t, token, 'yet another password!');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'bad_request', reason: 'INVALID_TOKEN' });
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const user = await createUser(t.app);
    const before = (await outboxFiles(t.dataDir, '.txt')).length;
    const known = await requestReset(t, user.email);
    const unknown = await requestReset(t, uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    await t.app.mailer.idle();
    expect((await outboxFiles(t.dataDir, '.txt')).length).toBe(before + 1);
  });

  it('refuses an expired link, a made-up token, and a too-short new password', async () => {
    const user = await createUser(t.app);
    const seen = (await outboxFiles(t.dataDir, '.txt')).length;
    await requestReset(t, user.email);
    await t.app.mailer.idle();
    const files = await outboxFiles(t.dataDir, '.txt');
    expect(files.length).toBe(seen + 1);
    const token = resetTokenFrom(await fs.readFile(files[files.length - 1] as string, 'utf8'));

    const short = await resetPassword(t, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('validation_failed');

    await t.app.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await resetPassword(t, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.reason).toBe('INVALID_TOKEN');

    const madeUp = await resetPassword(t, 'x'.repeat(24));
    expect(madeUp.statusCode).toBe(400);
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('password reset over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      AUTH_RATE_LIMIT: 'false',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Homestay <help@homestay.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail to the SMTP server, text and HTML, and the link works', async () => {
    const user = await createUser(t.app);
    const seen = smtp.messages.length;
    expect((await requestReset(t, user.email)).statusCode).toBe(200);
    const mail = await smtp.next(seen);
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('help@homestay.test');
    expect(mail.raw).toMatch(/^Subject: Reset your Homestay password/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = resetTokenFrom(mail.raw);
    expect((await resetPassword(t, token)).statusCode).toBe(200);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await outboxFiles(t.dataDir, '.txt')).toEqual([]);
  });
});
