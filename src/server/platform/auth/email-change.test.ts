import { EMAIL_CHANGE_MESSAGES } from '@shared/api/email-change';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createUser,
  TEST_ORIGIN,
  type TestUser,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import {
  type CapturedMail,
  decodeQuotedPrintable,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { profiles, sessions, users, verifications } from '../../db/schema';
import {
  confirmEmailChange,
  type EmailChangeDeps,
  pendingEmailChange,
  requestEmailChange,
  undoEmailChange,
} from './email-change';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const textOf = (mail: CapturedMail) =>
  /content-transfer-encoding:\s*quoted-printable/i.test(mail.raw)
    ? decodeQuotedPrintable(mail.raw)
    : mail.raw;

function tokenIn(mail: CapturedMail, path: string): string {
  const match = textOf(mail).match(new RegExp(`${path}\\?token=([A-Za-z0-9_.%-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${mail.raw.slice(0, 2000)}`);
  return decodeURIComponent(match[1]);
}
const confirmTokenIn = (mail: CapturedMail) => tokenIn(mail, '/api/account/email-change/confirm');
const undoTokenIn = (mail: CapturedMail) => tokenIn(mail, '/email-change/undo');
const subjectOf = (mail: CapturedMail) => mail.raw.match(/^Subject: (.*)$/m)?.[1];

describe('changing the email address (issue 19)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let deps: EmailChangeDeps;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SMTP_URL: smtp.url });
    deps = {
      db: t.app.database.db,
      mailer: t.app.mailer,
      publicUrl: TEST_ORIGIN,
      sendPasswordReset: async (email) => {
        await t.app.auth.api.requestPasswordReset({ body: { email } });
      },
    };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (user: TestUser, newEmail: string, currentPassword = user.password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email-change',
      headers: user.headers(),
      payload: { newEmail, currentPassword },
    });
  const state = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/account/email-change', headers: user.headers() });
  const open = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/account/email-change/confirm?token=${encodeURIComponent(token)}`,
    });
  const undo = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email-change/undo',
      headers: { origin: TEST_ORIGIN },
      payload: { token },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
  const emailOf = async (id: string) => {
    const [row] = await t.app.database.db
      .select({ account: users.email, profile: profiles.email, verified: users.emailVerified })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, id));
    return row;
  };

  it('checks the password, then mails a link to the new address; the old one stays until it is opened', async () => {
    const user = await createUser(t.app);
    const newEmail = uniqueEmail('moved');
    let seen = smtp.messages.length;

    const wrong = await ask(user, newEmail, 'not my password at all');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(EMAIL_CHANGE_MESSAGES.wrongPassword);
    await t.app.mailer.idle();
    expect(smtp.messages).toHaveLength(seen);
    expect((await state(user)).json()).toEqual({ pending: null });

    const asked = await ask(user, newEmail.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().pending.newEmail).toBe(newEmail);
    expect((await state(user)).json()).toEqual(asked.json());

    const link = await smtp.next(seen);
    expect(link.to).toEqual([newEmail]);
    expect(subjectOf(link)).toBe('Confirm your new Homestay email');
    expect(textOf(link)).toContain('expires in 24 hours');
    seen = smtp.messages.length;

    // Not yet: the account still has its old address.
    expect(await emailOf(user.id)).toEqual({
      account: user.email,
      profile: user.email,
      verified: true,
    });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);

    // Opened in another browser (no session): the address changes, profiles follows.
    const opened = await open(confirmTokenIn(link));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile?tab=security&email-change=changed');
    expect(await emailOf(user.id)).toEqual({
      account: newEmail,
      profile: newEmail,
      verified: true,
    });
    expect((await state(user)).json()).toEqual({ pending: null });

    // The session that asked keeps working, with the new address.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: user.headers(),
    });
    expect(session.json().user.email).toBe(newEmail);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);

    // The old address is told, with a way back.
    const notice = await smtp.next(seen);
    expect(notice.to).toEqual([user.email]);
    expect(subjectOf(notice)).toBe('Your Homestay email address was changed');
    expect(textOf(notice)).toContain(newEmail);
    expect(textOf(notice)).toContain("This wasn't me");
    expect(undoTokenIn(notice)).toMatch(new RegExp(`^${user.id}\\.`));

    // The link works once.
    const again = await open(confirmTokenIn(link));
    expect(again.headers.location).toBe('/profile?tab=security&email-change=invalid');
  });

  it('answers the same for an address that has an account; its owner gets a notice, no link', async () => {
    const owner = await createUser(t.app);
    const asker = await createUser(t.app);
    const free = await ask(asker, uniqueEmail('free'));
    await t.app.mailer.idle();
    const seen = smtp.messages.length;

    const taken = await ask(asker, owner.email);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().pending)).toEqual(Object.keys(free.json().pending));
    expect(taken.json().pending.newEmail).toBe(owner.email);
    expect((await state(asker)).json().pending.newEmail).toBe(owner.email);

    const mail = await smtp.next(seen);
    expect(mail.to).toEqual([owner.email]);
    expect(subjectOf(mail)).toBe('Someone tried to use your address on Homestay');
    expect(textOf(mail)).not.toContain('/api/account/email-change/confirm');
    expect((await emailOf(asker.id))?.account).toBe(asker.email);
    expect((await emailOf(owner.id))?.account).toBe(owner.email);
  });

  it('refuses the address the account already has, and a bad link changes nothing', async () => {
    const user = await createUser(t.app);
    const same = await ask(user, user.email);
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toEqual({
      code: 'rule_broken',
      message: EMAIL_CHANGE_MESSAGES.sameAddress,
    });

    const forged = await open(`${user.id}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/profile?tab=security&email-change=invalid');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/account/email-change/confirm?token=nope',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation_failed');
    expect((await emailOf(user.id))?.account).toBe(user.email);
  });

  it("'This wasn't me' puts the old address back, ends every session and mails a reset link, once", async () => {
    const user = await createUser(t.app);
    const otherDevice = new CookieJar().store(await signIn(user.email, user.password));
    const newEmail = uniqueEmail('taken-over');
    let seen = smtp.messages.length;
    await ask(user, newEmail);
    await open(confirmTokenIn(await smtp.next(seen)));
    const notice = await smtp.next(seen + 1);
    seen = smtp.messages.length;

    const restored = await undo(undoTokenIn(notice));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ email: user.email });
    expect(await emailOf(user.id)).toEqual({
      account: user.email,
      profile: user.email,
      verified: true,
    });
    expect(
      await t.app.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toEqual([]);
    for (const headers of [user.headers(), otherDevice.headers()]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/account/email-change', headers });
      expect(res.statusCode).toBe(401);
    }

    const reset = await smtp.next(seen);
    expect(reset.to).toEqual([user.email]);
    expect(subjectOf(reset)).toBe('Reset your Homestay password');

    const twice = await undo(undoTokenIn(notice));
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(EMAIL_CHANGE_MESSAGES.undoGone);
  });

  it('each step at explicit times: the link lasts 24 hours, a retry within a minute mails once, the undo 7 days', async () => {
    const user = await createUser(t.app);
    const viewer = { userId: user.id, email: user.email };
    const first = uniqueEmail('timed');
    const t0 = new Date('2026-03-02T09:00:00.000Z');
    let seen = smtp.messages.length;

    const pending = await requestEmailChange(deps, viewer, first, t0, 'en');
    expect(pending).toEqual({ newEmail: first, expiresAt: '2026-03-03T09:00:00.000Z' });
    const firstLink = await smtp.next(seen);
    // A retry 30 s later: the same change, no second mail.
    expect(
      await requestEmailChange(deps, viewer, first, new Date(t0.getTime() + 30_000), 'en'),
    ).toEqual(pending);
    await t.app.mailer.idle();
    expect(smtp.messages).toHaveLength(seen + 1);

    // Asked again two minutes later: a new link, and the first one stops working.
    const t1 = new Date(t0.getTime() + 2 * 60_000);
    seen = smtp.messages.length;
    await requestEmailChange(deps, viewer, first, t1, 'en');
    const secondLink = await smtp.next(seen);
    expect(await confirmEmailChange(deps, confirmTokenIn(firstLink), t1, 'en')).toBe('invalid');

    const beforeExpiry = new Date(t1.getTime() + DAY - 1);
    expect(await pendingEmailChange(deps.db, user.id, beforeExpiry)).toEqual({
      newEmail: first,
      expiresAt: new Date(t1.getTime() + DAY).toISOString(),
    });
    const atExpiry = new Date(t1.getTime() + DAY);
    expect(await pendingEmailChange(deps.db, user.id, atExpiry)).toBeNull();
    expect(await confirmEmailChange(deps, confirmTokenIn(secondLink), atExpiry, 'en')).toBe(
      'expired',
    );
    expect((await emailOf(user.id))?.account).toBe(user.email);

    // A fresh change, confirmed within its day; its undo link lasts 7 days.
    const second = uniqueEmail('timed');
    const t2 = new Date('2026-03-10T12:00:00.000Z');
    seen = smtp.messages.length;
    await requestEmailChange(deps, viewer, second, t2, 'en');
    const link = await smtp.next(seen);
    const t3 = new Date(t2.getTime() + 23 * HOUR);
    expect(await confirmEmailChange(deps, confirmTokenIn(link), t3, 'en')).toBe('changed');
    const notice = await smtp.next(seen + 1);
    const undoRows = await t.app.database.db
      .select({ expiresAt: verifications.expiresAt, value: verifications.value })
      .from(verifications)
      .where(like(verifications.identifier, `email-change-undo:${user.id}:%`));
    expect(undoRows).toEqual([
      { expiresAt: new Date(t3.getTime() + 7 * DAY), value: expect.any(String) },
    ]);
    // The account's id is in the value, where account erasure looks for it.
    expect(JSON.parse(undoRows[0]?.value ?? '{}')).toEqual({
      userId: user.id,
      oldEmail: user.email,
      newEmail: second,
    });
    await expect(
      undoEmailChange(deps, undoTokenIn(notice), new Date(t3.getTime() + 7 * DAY)),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect((await emailOf(user.id))?.account).toBe(second);
  });
});
