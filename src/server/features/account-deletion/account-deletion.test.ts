import type { DeletionState } from '@shared/api/account-deletion';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../../tests/helpers/accounts';
import {
  addMember,
  call,
  createHelper,
  createProperty,
  createStayRequest,
  createUser,
  signIn,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { secretFromUri, totp } from '../../../../tests/helpers/totp';
import {
  accountDeletions,
  jobs,
  notifications,
  profiles,
  properties,
  propertyHelpers,
  sessions,
  stayRequests,
} from '../../db/schema';
import { ERASE_JOB } from './service';

const DAY = 24 * 60 * 60_000;

describe('account deletion: asking, the grace period, cancelling', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.app.database.db;
  const state = async (user: TestUser) =>
    (await call(t.app, 'GET', '/api/account/deletion', user)).json() as DeletionState;
  const ask = (user: TestUser, body: object) =>
    call(t.app, 'POST', '/api/account/deletion', user, {
      password: user.password,
      confirm: 'DELETE',
      ...body,
    });
  const mailsTo = async (email: string) => {
    await t.app.mailer.idle();
    return smtp.messages.filter((m) => m.to.includes(email));
  };
  const pendingRows = async (userId: string) =>
    db().select().from(accountDeletions).where(eq(accountDeletions.userId, userId));

  it('refuses a wrong password, a missing DELETE and a wrong word, changing nothing', async () => {
    const helper = await createHelper(t.app);
    expect(await state(helper)).toEqual({
      status: 'none',
      requestedAt: null,
      dueAt: null,
      activeMembers: [],
      twoFactorRequired: false,
    });
    const wrong = await ask(helper, { password: 'not my password at all' });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.fields).toEqual([
      { field: 'body.password', message: 'That isn’t your password' },
    ]);
    for (const confirm of [undefined, 'delete', 'DELETE ', 'yes']) {
      const res = await ask(helper, { confirm });
      expect(res.statusCode, `${confirm}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await pendingRows(helper.id)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/profile', helper)).statusCode).toBe(200);
  });

  it('asks: pending for 14 days, signed out everywhere, mailed; a retry does nothing twice', async () => {
    const helper = await createHelper(t.app);
    const phone = await signIn(t.app, helper);
    const { helper: requester, request } = await createStayRequest(
      t.app,
      await createProperty(t.app),
      {
        helper,
      },
    );
    void requester;
    const before = Date.now();
    const res = await ask(helper, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DeletionState;
    expect(body.status).toBe('pending');
    const requestedAt = Date.parse(body.requestedAt ?? '');
    expect(requestedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.dueAt ?? '') - requestedAt).toBe(14 * DAY);

    // Signed out on every device: both cookies are dead, no session row is left.
    expect((await call(t.app, 'GET', '/api/profile', helper)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/profile', phone)).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, helper.id))).toEqual([]);
    // Nobody starts something new with a person who is leaving.
    const [req] = await db().select().from(stayRequests).where(eq(stayRequests.id, request.id));
    expect(req?.status).toBe('withdrawn');

    const erase = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ERASE_JOB), eq(jobs.key, `${helper.id}:${body.requestedAt}`)));
    expect(erase).toHaveLength(1);
    expect(erase[0]?.runAt.toISOString()).toBe(body.dueAt);
    const mails = await mailsTo(helper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Your Homestay account will be deleted');

    // Signing in during the grace period works, and a retried request changes nothing.
    const again = await signIn(t.app, helper);
    const retried = await ask(again, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(body);
    expect(await pendingRows(helper.id)).toHaveLength(1);
    expect(await mailsTo(helper.email)).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/profile', again)).statusCode).toBe(200);
  });

  it('refuses other writes while pending, with 403 deletion_pending; reads still work', async () => {
    const helper = await createHelper(t.app);
    expect((await ask(helper, {})).statusCode).toBe(200);
    const back = await signIn(t.app, helper);
    const patch = await call(t.app, 'PATCH', '/api/profile', back, { bio: 'Still here' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().error.code).toBe('deletion_pending');
    const join = await call(t.app, 'POST', '/api/invites/AAAAAAAAAAAAAAAA/join', back, {});
    expect(join.json().error.code).toBe('deletion_pending');
    expect((await call(t.app, 'GET', '/api/notifications', back)).statusCode).toBe(200);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, helper.id));
    expect(profile?.bio).not.toBe('Still here');
  });

  it('cancels: the row and its job go, a mail says so, the erasure never comes', async () => {
    const helper = await createHelper(t.app);
    const asked = (await ask(helper, {})).json() as DeletionState;
    const back = await signIn(t.app, helper);
    const res = await call(t.app, 'POST', '/api/account/deletion/cancel', back, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as DeletionState).status).toBe('none');
    expect(await pendingRows(helper.id)).toEqual([]);
    const erase = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ERASE_JOB), eq(jobs.key, `${helper.id}:${asked.requestedAt}`)));
    expect(erase).toEqual([]);
    // A retried cancel answers the same and mails nothing more.
    expect((await call(t.app, 'POST', '/api/account/deletion/cancel', back, {})).statusCode).toBe(
      200,
    );
    const mails = await mailsTo(helper.email);
    expect(mails.map((m) => /will not be deleted/.test(m.raw))).toEqual([false, true]);
    // Writes work again, and the grace period passing erases nothing.
    expect((await call(t.app, 'PATCH', '/api/profile', back, { bio: 'Staying' })).statusCode).toBe(
      200,
    );
    await t.app.jobs.runDueJobs(new Date(Date.now() + 15 * DAY));
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, helper.id));
    expect(profile?.email).toBe(helper.email);
    expect(profile?.fullName).toBe('Test helper');
  });

  it('a host with active members: 409 listing them, then ends each stay (each helper told)', async () => {
    const created = await createProperty(t.app);
    const host = created.host;
    const first = await addMember(
      t.app,
      created,
      await createUser(t.app, { role: 'helper', fullName: 'Ana Active' }),
    );
    const second = await addMember(t.app, created);
    const listed = await state(host);
    expect(listed.activeMembers.map((m) => m.helperId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(listed.activeMembers.find((m) => m.helperId === first.id)).toEqual({
      propertyId: created.property.id,
      propertyTitle: created.property.title,
      helperId: first.id,
      helperName: 'Ana Active',
    });

    for (const endStays of [undefined, false]) {
      const refused = await ask(host, { endStays });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('active_members');
      expect(refused.json().error.message).toContain('Ana Active');
    }
    expect(await pendingRows(host.id)).toEqual([]);

    const res = await ask(host, { endStays: true });
    expect(res.statusCode, res.body).toBe(200);
    const memberships = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.propertyId, created.property.id));
    expect(memberships.map((m) => m.status)).toEqual(['removed', 'removed']);
    for (const helper of [first, second]) {
      const told = await db()
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, helper.id), eq(notifications.type, 'membership_removed')),
        );
      expect(told).toHaveLength(1);
    }
    const [property] = await db()
      .select()
      .from(properties)
      .where(eq(properties.id, created.property.id));
    expect(property?.status).toBe('paused');
  });

  it('asks for the two-step code when that is on', async () => {
    const helper = await createHelper(t.app);
    const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', helper, {
      password: helper.password,
    });
    const secret = secretFromUri((enable.json() as { totpURI: string }).totpURI);
    const confirm = await call(t.app, 'POST', '/api/auth/two-factor/verify-totp', helper, {
      code: totp(secret),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    helper.jar.store(confirm);
    expect((await state(helper)).twoFactorRequired).toBe(true);

    const missing = await ask(helper, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[0].field).toBe('body.code');
    const next = totp(secret, Date.now() + 30_000);
    const wrong = await ask(helper, { code: next === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields[0].field).toBe('body.code');
    expect(await pendingRows(helper.id)).toEqual([]);
    const right = await ask(helper, { code: next });
    expect(right.statusCode, right.body).toBe(200);
    expect(await pendingRows(helper.id)).toHaveLength(1);
  });

  it('refuses an operator (revoke first)', async () => {
    const operator = await createUser(t.app);
    await makeAdmin(t.app, operator);
    const res = await ask(operator, {});
    expect(res.statusCode).toBe(422);
    expect(await pendingRows(operator.id)).toEqual([]);
  });
});
