import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../../tests/helpers/accounts';
import {
  addMember,
  call,
  createHelper,
  createProperty,
  multipartBody,
  type TestUser,
  testPhoto,
  uploadPhotos,
} from '../../../../tests/helpers/factories';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { accounts, dataExports, notifications, sessions } from '../../db/schema';
import { EXPORT_FAILED_MESSAGE } from './export-job';
import { jsonEntry, readZip } from './export-test-helpers';
import { ALREADY_PENDING_MESSAGE } from './service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type ExportView = {
  id: string;
  status: string;
  readyAt: string | null;
  expiresAt: string | null;
  error: string | null;
  downloadUrl: string | null;
};

describe('data export', () => {
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
  const request = (user: TestUser | null, id: string = randomUUID()) =>
    call(t.app, 'POST', '/api/account/exports', user, { id });
  const list = async (user: TestUser) => {
    const res = await call(t.app, 'GET', '/api/account/exports', user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: ExportView[] }).items;
  };
  const download = (user: TestUser | null, id: string) =>
    call(t.app, 'GET', `/api/account/exports/${id}/download`, user);
  const mailsTo = (email: string, subject: string) =>
    smtp.messages.filter((m) => m.to.includes(email) && m.raw.includes(`Subject: ${subject}`));
  const conversationWithMessages = async (
    created: Awaited<ReturnType<typeof createProperty>>,
    helper: TestUser,
    texts: { host: string; helper: string },
  ) => {
    const conversation = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: created.property.id,
    });
    expect([200, 201]).toContain(conversation.statusCode);
    const id = (conversation.json() as { id: string }).id;
    for (const [who, content] of [
      [helper, texts.helper],
      [created.host, texts.host],
    ] as const) {
      const sent = await call(t.app, 'POST', `/api/conversations/${id}/messages`, who, {
        id: randomUUID(),
        content,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    return id;
  };

  it('builds, tells and serves the ZIP, then deletes it after 24 hours (each step at an explicit time)', async () => {
    const created = await createProperty(t.app);
    await expect(
      uploadPhotos(t.app, created.host, created.property.id, [await testPhoto()]),
    ).resolves.toMatchObject({ statusCode: 201 });
    const helper = await addMember(
      t.app,
      created,
      await createHelper(t.app, { fullName: 'Hedda Helper' }),
    );
    const avatar = multipartBody([{ file: await testPhoto({ width: 300, height: 300 }) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...helper.headers(), ...avatar.headers },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await conversationWithMessages(created, helper, {
      helper: 'Hedda here: I can start on Monday',
      host: 'Lovely, the goats will be glad',
    });
    // A decoy: someone else's conversation with the same host.
    const stranger = await addMember(t.app, created);
    await conversationWithMessages(created, stranger, {
      helper: 'A stranger writes this',
      host: 'And the host answers the stranger',
    });

    // Asked: pending, once, whatever the retries.
    const id = randomUUID();
    const asked = await request(helper, id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ id, status: 'pending', downloadUrl: null });
    expect((await request(helper, id)).statusCode).toBe(200);
    const second = await request(helper);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: 'conflict', message: ALREADY_PENDING_MESSAGE });
    expect((await list(helper)).map((e) => [e.id, e.status])).toEqual([[id, 'pending']]);
    expect((await download(helper, id)).statusCode).toBe(404);

    // Built by the job at T1.
    const t1 = new Date(Date.now() + MINUTE);
    const seen = smtp.messages.length;
    await t.app.jobs.runDueJobs(t1);
    const [ready] = await list(helper);
    expect(ready).toMatchObject({
      id,
      status: 'ready',
      readyAt: t1.toISOString(),
      expiresAt: new Date(t1.getTime() + 24 * HOUR).toISOString(),
      downloadUrl: `/api/account/exports/${id}/download`,
    });

    // Told in the app (already counted as mailed, so no digest repeats it) and by mail.
    const [note] = await db().select().from(notifications).where(eq(notifications.referenceId, id));
    expect(note).toMatchObject({
      userId: helper.id,
      type: 'data_export',
      title: 'Your data is ready to download',
      emailedAt: t1,
    });
    await smtp.next(seen);
    const mails = mailsTo(helper.email, 'Your Homestay data is ready');
    expect(mails).toHaveLength(1);
    expect(decodeQuotedPrintable(mails[0]?.raw ?? '')).toContain(
      'http://localhost:3000/profile?tab=data',
    );

    // The owner downloads it; it holds their data, the other side's words
    // in their conversation, their uploads, and nobody else's.
    const res = await download(helper, id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="homestay-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = await readZip(res.rawPayload);
    for (const name of [
      'README.txt',
      'profile.json',
      'properties.json',
      'memberships.json',
      'stays.json',
      'stay-requests.json',
      'agreements.json',
      'onboarding.json',
      'chores.json',
      'points-ledger.json',
      'rewards.json',
      'conversations.json',
      'messages.json',
      'notifications.json',
      'reviews.json',
      'reports.json',
    ])
      expect(zip.has(name), name).toBe(true);
    const profile = jsonEntry<{
      account: [{ email: string }];
      profile: [{ fullName: string; avatarFile: string }];
    }>(zip, 'profile.json');
    expect(profile.account[0].email).toBe(helper.email);
    expect(profile.profile[0].fullName).toBe('Hedda Helper');
    expect(zip.get(profile.profile[0].avatarFile)?.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const messages = jsonEntry<Array<{ content: string; fromYou: boolean }>>(zip, 'messages.json');
    expect(messages.map((m) => [m.content, m.fromYou])).toEqual([
      ['Hedda here: I can start on Monday', true],
      ['Lovely, the goats will be glad', false],
    ]);
    expect(jsonEntry<Array<{ yourSide: string; status: string }>>(zip, 'memberships.json')).toEqual(
      [expect.objectContaining({ yourSide: 'helper', status: 'active' })],
    );
    // The host's property photos are the host's uploads, not the helper's.
    expect([...zip.keys()].filter((name) => name.startsWith('files/'))).toEqual([
      profile.profile[0].avatarFile,
    ]);
    const everything = [...zip.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('A stranger writes this');
    expect(everything).not.toContain(stranger.email);
    const [password] = await db()
      .select({ hash: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, helper.id));
    expect(password?.hash).toBeTruthy();
    expect(everything).not.toContain(password?.hash as string);
    for (const session of await db().select().from(sessions).where(eq(sessions.userId, helper.id)))
      expect(everything).not.toContain(session.token);
    expect(zip.get('README.txt')?.toString('utf8')).toContain('messages.json');

    // Not for anyone else, nor signed out.
    expect((await download(stranger, id)).statusCode).toBe(404);
    expect((await download(created.host, id)).statusCode).toBe(404);
    expect((await download(null, id)).statusCode).toBe(401);

    // A new request is allowed once this one is ready.
    expect((await request(helper)).statusCode).toBe(201);

    // At T1 + 24 h the sweep deletes the file and marks it expired.
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    const key = row?.storageKey as string;
    expect(await t.app.storage.get(key)).not.toBeNull();
    await t.app.jobs.runDueJobs(new Date(t1.getTime() + 24 * HOUR - MINUTE));
    expect((await db().select().from(dataExports).where(eq(dataExports.id, id)))[0]?.status).toBe(
      'ready',
    );
    await t.app.jobs.runDueJobs(new Date(t1.getTime() + 24 * HOUR + 11 * MINUTE));
    const [swept] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(swept).toMatchObject({ status: 'expired', storageKey: null });
    const stored = await t.app.storage.get(key);
    stored?.stream.destroy();
    expect(stored).toBeNull();
    expect((await download(helper, id)).statusCode).toBe(404);
    expect((await list(helper)).find((e) => e.id === id)?.status).toBe('expired');
  });

  it('pages a large account without skipping or repeating a row, ties on the time included', async () => {
    const created = await createProperty(t.app);
    const helper = await addMember(t.app, created);
    const conversationId = await conversationWithMessages(created, helper, {
      helper: 'first from the helper',
      host: 'first from the host',
    });
    // More rows than a page (500), written in one statement each: every
    // notification shares one created_at, so only the id breaks the ties.
    await db().execute(sql`
      insert into notifications (user_id, title, content, type)
      select ${helper.id}, 'Bulk ' || n, 'Bulk note ' || n, 'system' from generate_series(1, 1234) n`);
    await db().execute(sql`
      insert into messages (id, conversation_id, sender_id, content)
      select gen_random_uuid(), ${conversationId}, ${created.host.id}, 'Bulk message ' || n
      from generate_series(1, 1100) n`);
    const id = randomUUID();
    expect((await request(helper, id)).statusCode).toBe(201);
    await t.app.jobs.runDueJobs(new Date(Date.now() + MINUTE));
    const res = await download(helper, id);
    expect(res.statusCode).toBe(200);
    const zip = await readZip(res.rawPayload);
    const notes = jsonEntry<Array<{ id: string; title: string }>>(zip, 'notifications.json');
    const bulk = notes.filter((n) => n.title.startsWith('Bulk '));
    expect(bulk).toHaveLength(1234);
    expect(new Set(notes.map((n) => n.id)).size).toBe(notes.length);
    const messages = jsonEntry<Array<{ id: string; content: string }>>(zip, 'messages.json');
    expect(messages).toHaveLength(1102);
    expect(new Set(messages.map((m) => m.id)).size).toBe(1102);
    // In the conversation's order: the two typed first, then the bulk in sequence.
    expect(messages.slice(0, 3).map((m) => m.content)).toEqual([
      'first from the helper',
      'first from the host',
      'Bulk message 1',
    ]);
    expect(messages.at(-1)?.content).toBe('Bulk message 1100');
  });

  it('refuses the owner once expiresAt has passed, before the sweep has run', async () => {
    const owner = await createHelper(t.app);
    const id = randomUUID();
    expect((await request(owner, id)).statusCode).toBe(201);
    await t.app.jobs.runDueJobs(new Date(Date.now() + MINUTE));
    expect((await download(owner, id)).statusCode).toBe(200);
    // Its 24 hours are over (moved back: the route reads the real clock).
    await db()
      .update(dataExports)
      .set({ readyAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(dataExports.id, id));
    const res = await download(owner, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await list(owner))[0]).toMatchObject({ id, status: 'expired', downloadUrl: null });
  });

  it('marks a build that fails as failed, says so in the app and by mail, and lets the person retry', async () => {
    const owner = await createHelper(t.app);
    // The temporary folder cannot be made: a file stands where it should be.
    const blocker = path.join(t.dataDir, 'tmp', 'data-exports');
    await fs.mkdir(path.dirname(blocker), { recursive: true });
    await fs.rm(blocker, { recursive: true, force: true });
    await fs.writeFile(blocker, 'in the way');
    try {
      const id = randomUUID();
      expect((await request(owner, id)).statusCode).toBe(201);
      const seen = smtp.messages.length;
      await t.app.jobs.runDueJobs(new Date(Date.now() + MINUTE));
      expect((await list(owner))[0]).toMatchObject({
        id,
        status: 'failed',
        error: EXPORT_FAILED_MESSAGE,
        downloadUrl: null,
      });
      const [note] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.referenceId, id));
      expect(note?.title).toBe('Your data export failed');
      await smtp.next(seen);
      expect(mailsTo(owner.email, 'Your Homestay data export failed')).toHaveLength(1);
      expect((await download(owner, id)).statusCode).toBe(404);
    } finally {
      await fs.rm(blocker, { force: true });
    }
    // Retrying works once the cause is gone.
    const retry = randomUUID();
    expect((await request(owner, retry)).statusCode).toBe(201);
    await t.app.jobs.runDueJobs(new Date(Date.now() + MINUTE));
    expect((await list(owner))[0]).toMatchObject({ id: retry, status: 'ready' });
  });

  it('allows five exports a day', async () => {
    const owner = await createHelper(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await request(owner)).statusCode).toBe(201);
      await t.app.jobs.runDueJobs(new Date(Date.now() + MINUTE));
    }
    const res = await request(owner);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(await list(owner)).toHaveLength(5);
  });

  it('will not reuse another person’s request id, and rejects bad input', async () => {
    const a = await createHelper(t.app);
    const b = await createHelper(t.app);
    const id = randomUUID();
    expect((await request(a, id)).statusCode).toBe(201);
    expect((await request(b, id)).statusCode).toBe(409);
    expect(await list(b)).toEqual([]);
    expect((await call(t.app, 'POST', '/api/account/exports', a, {})).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/account/exports', a, { id: 'x' })).statusCode).toBe(
      400,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/exports',
      headers: { origin: TEST_ORIGIN },
      payload: { id: randomUUID() },
    });
    expect(res.statusCode).toBe(401);
    expect((await download(a, 'not-a-uuid')).statusCode).toBe(400);
  });
});
