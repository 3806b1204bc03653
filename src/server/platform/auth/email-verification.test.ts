import fs from 'node:fs/promises';
import path from 'node:path';
import { EMAIL_NOT_VERIFIED_MESSAGES } from '@shared/api/auth';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  type TestUser,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { call, createProperty, daysFromNow } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { properties, sessions, stayRequests, users } from '../../db/schema';
import { VERIFICATION_MAIL_LIMITED_MESSAGE, VERIFICATION_MAIL_LIMITS } from './verification-routes';

/** The outbox's readable copies, oldest first. */
async function mails(t: TestApp): Promise<string[]> {
  await t.app.mailer.idle();
  const dir = path.join(t.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.txt'),
  );
  return Promise.all(names.sort().map((n) => fs.readFile(path.join(dir, n), 'utf8')));
}

const verificationMailsTo = async (t: TestApp, email: string) =>
  (await mails(t)).filter(
    (m) => m.includes(`To: ${email}`) && m.includes('Subject: Verify your Homestay email'),
  );

/** The link of the last verification mail to `email`, as a path to inject. */
async function linkFor(t: TestApp, email: string): Promise<string> {
  const mail = (await verificationMailsTo(t, email)).at(-1);
  const link = mail?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function signUp(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: 'verify me please 1' },
  });
}

const resend = (t: TestApp, user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verification-mail', headers: user.headers() });

async function isVerified(t: TestApp, id: string) {
  const [row] = await t.app.database.db
    .select({ v: users.emailVerified })
    .from(users)
    .where(eq(users.id, id));
  return row?.v;
}

describe('verified email (issue 14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a link at sign-up; a registered address gets the same answer and no verification mail', async () => {
    const email = uniqueEmail('verify');
    const first = await signUp(t, email);
    expect(first.statusCode).toBe(200);
    expect(await verificationMailsTo(t, email)).toHaveLength(1);
    const again = await signUp(t, email);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await verificationMailsTo(t, email)).toHaveLength(1);
  });

  it('the link verifies, signs in and lands on the dashboard', async () => {
    const email = uniqueEmail('verify');
    await signUp(t, email);
    // Opened in another browser: no session yet.
    const res = await t.app.inject({ method: 'GET', url: await linkFor(t, email) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?verified=1');
    const jar = new CookieJar().store(res);
    expect(jar.has('homestay.session_token')).toBe(true);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: jar.headers(),
    });
    expect(session.json().user).toMatchObject({ email, emailVerified: true });
  });

  it('the link does not sign in past a two-step code', async () => {
    const email = uniqueEmail('verify');
    await signUp(t, email);
    await t.app.database.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.email, email));
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    const before = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    const res = await t.app.inject({ method: 'GET', url: await linkFor(t, email) });
    expect(res.headers.location).toBe('/dashboard?verified=1');
    expect(new CookieJar().store(res).has('homestay.session_token')).toBe(false);
    expect(await isVerified(t, user?.id ?? '')).toBe(true);
    const after = await t.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(after).toHaveLength(before.length);
  });

  it('a bad or expired link lands on the dashboard, which says so', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=abc.def.ghi',
    });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/dashboard?verified=invalid');

    const user = await createUser(t.app, { verified: false });
    const secret = new TextEncoder().encode((await t.app.auth.$context).secret);
    const expired = await new SignJWT({ email: user.email, userId: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${expired}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?verified=expired');
    expect(await isVerified(t, user.id)).toBe(false);

    const noToken = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.code).toBe('validation_failed');
  });

  it('until verified: no stay request, no property, no conversation; the profile still works', async () => {
    const { property } = await createProperty(t.app);
    const helper = await createUser(t.app, { role: 'helper', verified: false });
    const host = await createUser(t.app, { role: 'host', verified: false });

    const request = await call(t.app, 'POST', `/api/properties/${property.id}/requests`, helper, {
      startDate: daysFromNow(10),
      endDate: daysFromNow(20),
      message: 'I would love to help.',
      answers: [],
    });
    expect(request.statusCode).toBe(403);
    expect(request.json().error).toEqual({
      code: 'email_not_verified',
      message: EMAIL_NOT_VERIFIED_MESSAGES.stayRequest,
    });

    const listing = await call(t.app, 'POST', '/api/properties', host, {
      title: 'Olive farm by the sea',
      type: 'farm',
      city: 'Tavira',
      region: 'Algarve',
      country: 'PT',
      description: 'A small organic farm with olive trees, goats and a view of the sea.',
      address: '1 Rua das Oliveiras',
      postalCode: '8800-000',
      amenities: ['Garden'],
      houseRules: 'No smoking indoors.',
      helpersWanted: 2,
    });
    expect(listing.statusCode).toBe(403);
    expect(listing.json().error).toEqual({
      code: 'email_not_verified',
      message: EMAIL_NOT_VERIFIED_MESSAGES.property,
    });

    const chat = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: property.id,
    });
    expect(chat.statusCode).toBe(403);
    expect(chat.json().error).toEqual({
      code: 'email_not_verified',
      message: EMAIL_NOT_VERIFIED_MESSAGES.conversation,
    });

    const db = t.app.database.db;
    expect(
      await db.select().from(stayRequests).where(eq(stayRequests.helperId, helper.id)),
    ).toEqual([]);
    expect(await db.select().from(properties).where(eq(properties.hostId, host.id))).toEqual([]);

    expect((await call(t.app, 'GET', '/api/profile', helper)).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', '/api/profile', helper, { city: 'Bath' })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/api/properties/${property.id}`, helper)).statusCode).toBe(
      200,
    );

    // Once verified, the same request goes through.
    await t.app.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, helper.id));
    // Written behind the app's back: wait until its session cache has heard (issue 20).
    await t.app.sessionCache.settle();
    const chatAfter = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: property.id,
    });
    expect(chatAfter.statusCode).toBe(201);
  });

  it('Resend mails a new link, answers the same when verified, and is rate-limited', async () => {
    const user = await createUser(t.app, { verified: false });
    const before = (await verificationMailsTo(t, user.email)).length;
    const first = await resend(t, user);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: true });
    expect(await verificationMailsTo(t, user.email)).toHaveLength(before + 1);

    // The new link works in the browser that asked for it.
    const res = await t.app.inject({
      method: 'GET',
      url: await linkFor(t, user.email),
      headers: user.headers(),
    });
    expect(res.headers.location).toBe('/dashboard?verified=1');
    expect(await isVerified(t, user.id)).toBe(true);

    const verified = await resend(t, user);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe(first.body);
    expect(await verificationMailsTo(t, user.email)).toHaveLength(before + 1);

    const limited = await createUser(t.app, { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATION_MAIL_LIMITS.perUser.max; i++) {
      statuses.push((await resend(t, limited)).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const over = await resend(t, limited);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({
      code: 'rate_limited',
      message: VERIFICATION_MAIL_LIMITED_MESSAGE,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/verification-mail',
          headers: { origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
  });
});
