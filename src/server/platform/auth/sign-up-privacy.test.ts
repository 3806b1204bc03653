import fs from 'node:fs/promises';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { requestLimits } from '../../db/schema';

// Issue 24: sign-up must not tell whether an address is registered. The owner
// of a registered address hears of the attempt by mail instead, at most once
// an hour, so the form cannot be used to flood them.

async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.txt'),
  );
  const texts = await Promise.all(names.sort().map((n) => fs.readFile(path.join(dir, n), 'utf8')));
  return texts.filter((text) => text.includes(`To: ${email}\n`));
}

describe('sign-up does not reveal registered addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string, password = 'someone else typed this') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });

  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });

  it('answers a registered address with the same status and body as a new one', async () => {
    const owner = await createUser(t.app);
    const fresh = await signUp(uniqueEmail('fresh'), TEST_PASSWORD);
    const taken = await signUp(owner.email);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(taken.statusCode, taken.body).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    // Nobody is signed in as the owner, and the owner's password stands.
    expect(new CookieJar().store(taken).has('homestay.session_token')).toBe(false);
    expect((await signIn(owner.email, 'someone else typed this')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('signs a new address in, unverified, and mails it the verification link (issue 14)', async () => {
    const email = uniqueEmail('new');
    const res = await signUp(email, TEST_PASSWORD);
    const jar = new CookieJar().store(res);
    expect(jar.has('homestay.session_token')).toBe(true);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: jar.headers(),
    });
    expect(session.json()).toMatchObject({ user: { email, emailVerified: false } });
    await t.app.mailer.idle();
    const mails = await mailsTo(t.dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Verify your Homestay email');
  });

  it('mails the owner that someone tried to sign up, with links to log in and to reset the password', async () => {
    const owner = await createUser(t.app);
    await signUp(owner.email.toUpperCase());
    await t.app.mailer.idle();
    const mails = await mailsTo(t.dataDir, owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    expect(mail).toContain('Subject: Someone tried to sign up with your address');
    expect(mail).toContain(`${TEST_ORIGIN}/login`);
    expect(mail).toContain(`${TEST_ORIGIN}/reset-password`);
    expect(mail).not.toContain('someone else typed this');
  });

  it('sends that mail at most once an hour per address', async () => {
    const owner = await createUser(t.app);
    await signUp(owner.email);
    await signUp(owner.email);
    await signUp(owner.email);
    await t.app.mailer.idle();
    expect(await mailsTo(t.dataDir, owner.email)).toHaveLength(1);

    // An hour later the owner may hear of a new attempt.
    await t.app.database.db
      .update(requestLimits)
      .set({ windowStartedAt: new Date(Date.now() - 61 * 60_000) })
      .where(like(requestLimits.key, 'sign-up-notice:%'));
    await signUp(owner.email);
    await t.app.mailer.idle();
    expect(await mailsTo(t.dataDir, owner.email)).toHaveLength(2);
  });
});
