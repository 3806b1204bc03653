import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, uniqueEmail } from '../../../../tests/helpers/accounts';
import { addMember, call, createProperty } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { invitationOptOuts } from '../../db/schema';

// Issue 24: invitation mail is limited per host and per recipient a day, and
// each mail carries a signed link with which the recipient stops any further
// invitation, without an account.

const HOST_DAILY_LIMIT = 4;

describe('invitation mail: limits and the recipient’s opt-out', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    // A built web app, so the mailed link (a page) can be opened as a browser would.
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-web-'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp(
      { AUTH_RATE_LIMIT: 'false', INVITE_MAILS_PER_HOST_PER_DAY: String(HOST_DAILY_LIMIT) },
      { webRoot },
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  const invite = (created: Awaited<ReturnType<typeof createProperty>>, email: string) =>
    call(t.app, 'POST', `/api/properties/${created.property.id}/invitations`, created.host, {
      email,
    });

  const optOut = (payload: unknown) =>
    call(t.app, 'POST', '/api/invitation-opt-outs', null, payload);

  async function mailsTo(email: string): Promise<string[]> {
    await t.app.mailer.idle();
    const dir = path.join(t.dataDir, 'outbox');
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
      n.endsWith('.txt'),
    );
    const texts = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
    return texts.filter((text) => text.includes(`To: ${email}\n`));
  }

  /** The stop link of the last invitation mailed to `email`. */
  async function stopLinkOf(email: string): Promise<URL> {
    const mails = await mailsTo(email);
    const match = mails.at(-1)?.match(/https?:\/\/\S+\/invitations\/stop\?\S+/);
    if (!match) throw new Error(`no stop link in the mail to ${email}`);
    return new URL(match[0]);
  }

  const optedOut = (email: string) =>
    t.app.database.db
      .select()
      .from(invitationOptOuts)
      .where(eq(invitationOptOuts.email, email.toLowerCase()));

  it('puts a link to stop further invitations in every invitation mail', async () => {
    const created = await createProperty(t.app);
    const email = uniqueEmail('guest');
    expect((await invite(created, email)).statusCode).toBe(201);
    const link = await stopLinkOf(email);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const [mail] = await mailsTo(email);
    expect(mail).toMatch(/do not want invitations/i);
  });

  it('opening the link changes nothing; confirming it stops every host’s invitations', async () => {
    const created = await createProperty(t.app);
    const other = await createProperty(t.app);
    const email = uniqueEmail('stop');
    await invite(created, email);
    const link = await stopLinkOf(email);

    // A GET (a mail scanner following the link, a prefetch) is only the page.
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/text\/html/);
    const apiGet = await t.app.inject({
      method: 'GET',
      url: `/api/invitation-opt-outs${link.search}`,
    });
    expect(apiGet.statusCode).toBe(404);
    expect(await optedOut(email)).toEqual([]);
    expect((await invite(other, email)).statusCode).toBe(201);

    const body = {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
    };
    const confirmed = await optOut(body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email });
    expect((await optOut(body)).statusCode).toBe(200);
    expect((await optedOut(email)).map((row) => row.email)).toEqual([email]);

    const sentBefore = (await mailsTo(email)).length;
    for (const [property, address] of [
      [created, email],
      [other, email.toUpperCase()],
    ] as const) {
      const refused = await invite(property, address);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: {
          code: 'rule_broken',
          message: 'This person has asked not to receive invitations from Homestay.',
        },
      });
    }
    expect(await mailsTo(email)).toHaveLength(sentBefore);
  });

  it('refuses a forged, borrowed or damaged token and records nothing', async () => {
    const created = await createProperty(t.app);
    const email = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    await invite(created, attacker);
    const attackerLink = await stopLinkOf(attacker);
    const attackerToken = attackerLink.searchParams.get('token') ?? '';

    // Made as the server would, with a secret that is not the app's.
    const forged = createHmac('sha256', 'a secret the attacker made up')
      .update(`invitation-opt-out:${email}`)
      .digest('base64url');
    const invalid = {
      error: {
        code: 'bad_request',
        message: 'This link is not valid. Open it again from the invitation mail.',
      },
    };
    for (const token of [forged, attackerToken, `${attackerToken.slice(0, -2)}AA`]) {
      const res = await optOut({ email, token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    expect((await optOut({ email, token: '' })).statusCode).toBe(400);
    expect((await optOut({ email: 'not-an-email', token: forged })).statusCode).toBe(400);
    expect(await optedOut(email)).toEqual([]);
    expect(await optedOut(attacker)).toEqual([]);
    expect((await invite(created, email)).statusCode).toBe(201);
  });

  it(`limits one host to ${HOST_DAILY_LIMIT} invitation mails a day (429)`, async () => {
    const created = await createProperty(t.app);
    for (let i = 0; i < HOST_DAILY_LIMIT; i++)
      expect((await invite(created, uniqueEmail(`day-${i}`))).statusCode).toBe(201);
    const limited = await invite(created, uniqueEmail('one-more'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `You can send up to ${HOST_DAILY_LIMIT} invitations a day. Please try again tomorrow.`,
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3600);
    // Another host is not held back.
    expect((await invite(await createProperty(t.app), uniqueEmail('other'))).statusCode).toBe(201);
  });

  it('limits one address to 3 invitation mails a day, from any host; refused attempts do not count', async () => {
    const first = await createProperty(t.app);
    const second = await createProperty(t.app);
    const email = uniqueEmail('popular');
    // Someone who may not invite to a property does not use the address's allowance up.
    const member = await addMember(t.app, first);
    for (let i = 0; i < 3; i++) {
      const refused = await call(
        t.app,
        'POST',
        `/api/properties/${first.property.id}/invitations`,
        member,
        { email },
      );
      expect(refused.statusCode).toBe(403);
    }
    expect((await invite(first, email)).statusCode).toBe(201);
    expect((await invite(first, email)).statusCode).toBe(201);
    expect((await invite(second, email.toUpperCase())).statusCode).toBe(201);
    const limited = await invite(second, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message:
          'This address has received as many invitations as it can today. Please try again tomorrow.',
      },
    });
    expect(await mailsTo(email)).toHaveLength(3);
    expect((await invite(second, uniqueEmail('someone-else'))).statusCode).toBe(201);
  });
});
