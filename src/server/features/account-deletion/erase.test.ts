import { randomUUID } from 'node:crypto';
import type { DeletionState } from '@shared/api/account-deletion';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../../tests/helpers/accounts';
import {
  addMember,
  call,
  createProperty,
  createUser,
  multipartBody,
  type TestUser,
  testPhoto,
  uploadPhotos,
} from '../../../../tests/helpers/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import {
  accountDeletions,
  notificationPreferences,
  pointsLedger,
  profiles,
  properties,
  propertyHelpers,
  stays,
  users,
} from '../../db/schema';
import { eraseDueAccounts } from './erase-due';

// The erasure at the end of the grace period (issue 19): run with explicit
// times, then every text, varchar, array and jsonb column of every table is
// searched for the person's email, names and file keys, and the storage for
// their files. What others need stays, shown as 'Deleted user'.

const DAY = 24 * 60 * 60_000;

/** Every (table, column) holding text of some kind, and the rows in which `needle` appears. */
async function rowsCarrying(pool: pg.Pool, needle: string): Promise<string[]> {
  const columns = await pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
  );
  expect(columns.rows.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = await pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where strpos("${column}"::text, $1) > 0`,
      [needle],
    );
    if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.storage.list()) keys.push(key);
  return keys;
}

describe('account erasure', () => {
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

  async function uploadAvatar(user: TestUser) {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const body = multipartBody([{ file: png, filename: 'me.png', contentType: 'image/png' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.headers(), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    if (!row?.avatarKey) throw new Error('no avatar key');
    return row.avatarKey;
  }

  async function askDeletion(user: TestUser, endStays?: boolean) {
    const res = await call(t.app, 'POST', '/api/account/deletion', user, {
      password: user.password,
      confirm: 'DELETE',
      ...(endStays === undefined ? {} : { endStays }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeletionState;
  }

  async function startChat(helper: TestUser, host: TestUser, propertyId: string) {
    const started = await call(t.app, 'POST', '/api/conversations', helper, { propertyId });
    expect(started.statusCode, started.body).toBe(201);
    const id = (started.json() as { id: string }).id;
    for (const [who, content] of [
      [helper, 'Hello, I am looking forward to the olive harvest.'],
      [host, 'Welcome! The goats are waiting for you.'],
    ] as const) {
      const sent = await call(t.app, 'POST', `/api/conversations/${id}/messages`, who, {
        id: randomUUID(),
        content,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    return id;
  }

  it('erases a helper at the end of the grace period, once; the host’s chat shows Deleted user', async () => {
    const created = await createProperty(t.app);
    const host = created.host;
    const helper = await createUser(t.app, {
      role: 'helper',
      fullName: 'Zelda Quillfeather',
      bio: 'I love goats and olive trees.',
    });
    await call(t.app, 'PATCH', '/api/profile', helper, {
      phone: '+351 912 345 678',
      skills: ['Goat milking', 'Olive pruning'],
      spokenLanguages: ['pt', 'en'],
    });
    const avatarKey = await uploadAvatar(helper);
    await addMember(t.app, created, helper);
    const conversationId = await startChat(helper, host, created.property.id);
    // Others' rows that quote the helper: a report and its snapshot, a block.
    const reported = await call(t.app, 'POST', '/api/reports', host, {
      targetType: 'user',
      targetId: helper.id,
      reason: 'other',
      details: 'Zelda Quillfeather asked for my address twice.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const blocker = await createUser(t.app, { role: 'host' });
    expect(
      (await call(t.app, 'POST', '/api/blocks', blocker, { userId: helper.id })).statusCode,
    ).toBe(201);
    // Leaving writes the stay record the host keeps.
    expect(
      (await call(t.app, 'POST', `/api/properties/${created.property.id}/leave`, helper, {}))
        .statusCode,
    ).toBe(200);

    const asked = await askDeletion(helper);
    const dueAt = new Date(asked.dueAt ?? '');

    // A minute early: nothing happens.
    await t.app.jobs.runDueJobs(new Date(dueAt.getTime() - 60_000));
    const [early] = await db().select().from(users).where(eq(users.id, helper.id));
    expect(early?.email).toBe(helper.email);

    const erasedAt = new Date(Date.parse(asked.requestedAt ?? '') + 15 * DAY);
    await t.app.jobs.runDueJobs(erasedAt);
    await t.app.mailer.idle();

    const [row] = await db()
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, helper.id));
    expect(row?.erasedAt?.toISOString()).toBe(erasedAt.toISOString());
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, helper.id));
    expect(profile).toMatchObject({
      fullName: 'Deleted user',
      email: `deleted-${helper.id}@deleted.invalid`,
      avatarUrl: null,
      avatarKey: null,
      bio: null,
      phone: null,
      skills: [],
      spokenLanguages: [],
    });

    // No row, nor file, carries the person any more.
    const pool = t.app.database.pool;
    for (const needle of [helper.email, 'Zelda Quillfeather', 'Goat milking', avatarKey])
      expect(await rowsCarrying(pool, needle), needle).toEqual([]);
    expect((await storedKeys(t)).filter((key) => key.includes(helper.id))).toEqual([]);

    // What the host needs stays: the chat, the helper's words, the stay record.
    const chat = await call(t.app, 'GET', `/api/conversations/${conversationId}`, host);
    expect(chat.statusCode).toBe(200);
    expect(chat.json().otherParty).toEqual({
      id: helper.id,
      fullName: 'Deleted user',
      avatarUrl: null,
    });
    const messages = await call(
      t.app,
      'GET',
      `/api/conversations/${conversationId}/messages`,
      host,
    );
    expect(messages.body).toContain('looking forward to the olive harvest');
    expect(await db().select().from(stays).where(eq(stays.helperId, helper.id))).toHaveLength(1);
    // ...but nobody can write to someone who can never read it: closed, in a block's words.
    expect(chat.json().block).toBe('closed');
    const reply = await call(t.app, 'POST', `/api/conversations/${conversationId}/messages`, host, {
      id: randomUUID(),
      content: 'Are you still there?',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('conversation_closed');

    // The old address got the last mail; the account cannot sign in.
    // (Unread notifications are still mailed during the grace period.)
    const accountMails = () =>
      smtp.messages
        .filter((m) => m.to.includes(helper.email))
        .map((m) => m.raw.match(/Subject: (.*)/)?.[1])
        .filter((subject) => subject?.includes('account'));
    expect(accountMails()).toEqual([
      'Your Homestay account will be deleted',
      'Your Homestay account has been deleted',
    ]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: helper.email, password: helper.password },
    });
    expect(signIn.statusCode).toBe(401);

    // Nothing still addressed to the erased account is ever mailed.
    const [prefs] = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, helper.id));
    expect(prefs?.emailEnabled).toBe(false);

    // Running again (another process, a retry) erases nothing twice and mails nothing more.
    await t.app.jobs.runDueJobs(new Date(erasedAt.getTime() + DAY));
    await t.app.mailer.idle();
    expect(accountMails()).toHaveLength(2);
    expect(smtp.messages.filter((m) => m.to.some((to) => to.endsWith('.invalid')))).toEqual([]);
  });

  it('erases a host: properties with history retired and stripped, the rest deleted; helpers keep stays and points', async () => {
    const host = await createUser(t.app, { role: 'host', fullName: 'Bartholomew Oakenshield' });
    const created = await createProperty(t.app, { host });
    const empty = await createProperty(t.app, { host, fields: { title: 'Empty barn' } });
    const photo = await uploadPhotos(t.app, host, created.property.id, [await testPhoto()]);
    expect(photo.statusCode, photo.body).toBe(201);
    const photoKeys = (
      await t.app.database.pool.query<{ image_key: string; thumbnail_key: string }>(
        'select image_key, thumbnail_key from property_photos where property_id = $1',
        [created.property.id],
      )
    ).rows.flatMap((r) => [r.image_key, r.thumbnail_key]);
    expect(photoKeys).toHaveLength(2);
    const helper = await addMember(t.app, created);
    const bonus = await call(t.app, 'POST', '/api/points/bonus', host, {
      requestId: randomUUID(),
      propertyId: created.property.id,
      helperId: helper.id,
      amount: 15,
      reason: 'Great work with the goats',
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    const conversationId = await startChat(helper, host, created.property.id);

    await askDeletion(host, true);
    const [asked] = await db()
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, host.id));
    if (!asked) throw new Error('no deletion row');
    await t.app.jobs.runDueJobs(new Date(asked.requestedAt.getTime() + 15 * DAY));

    const [kept] = await db()
      .select()
      .from(properties)
      .where(eq(properties.id, created.property.id));
    expect(kept).toMatchObject({
      status: 'paused',
      title: created.property.title,
      description: null,
      address: null,
      postalCode: null,
      houseRules: null,
    });
    expect(kept?.inviteCode).not.toBe(created.property.inviteCode);
    expect(
      await db().select().from(properties).where(eq(properties.id, empty.property.id)),
    ).toEqual([]);

    // The helper's stay record and points are intact.
    expect(await db().select().from(stays).where(eq(stays.helperId, helper.id))).toHaveLength(1);
    const [membership] = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, helper.id));
    expect(membership?.exchangePoints).toBe(15);
    expect(
      await db().select().from(pointsLedger).where(eq(pointsLedger.helperId, helper.id)),
    ).toHaveLength(1);
    const chat = await call(t.app, 'GET', `/api/conversations/${conversationId}`, helper);
    expect(chat.json().otherParty.fullName).toBe('Deleted user');

    const pool = t.app.database.pool;
    for (const needle of [host.email, 'Bartholomew Oakenshield', ...photoKeys])
      expect(await rowsCarrying(pool, needle), needle).toEqual([]);
    const keys = await storedKeys(t);
    for (const key of photoKeys) expect(keys).not.toContain(key);
  });

  it('erases what is due at an explicit time the command line’s way, everyone’s or one person’s', async () => {
    const soon = await createUser(t.app, { role: 'helper' });
    const later = await createUser(t.app, { role: 'helper' });
    const other = await createUser(t.app, { role: 'helper' });
    const first = await askDeletion(soon);
    const dueAt = new Date(first.dueAt ?? '');
    const deps = { storage: t.app.storage, mailer: t.app.mailer };

    expect(await eraseDueAccounts(db(), deps, new Date(dueAt.getTime() - 60_000))).toEqual([]);
    const second = await askDeletion(later);
    await askDeletion(other);
    const secondDue = new Date(second.dueAt ?? '');
    expect(secondDue.getTime()).toBeGreaterThan(dueAt.getTime());
    // Only what is due at that time.
    expect(await eraseDueAccounts(db(), deps, dueAt)).toEqual([soon.id]);
    const [row] = await db().select().from(users).where(eq(users.id, later.id));
    expect(row?.email).toBe(later.email);
    // Only that person, though another is due too.
    const after = new Date(secondDue.getTime() + DAY);
    expect(await eraseDueAccounts(db(), deps, after, { userId: later.id })).toEqual([later.id]);
    const [untouched] = await db().select().from(users).where(eq(users.id, other.id));
    expect(untouched?.email).toBe(other.email);
    // The erase job is done: the app's runner finds nothing more to do for them.
    const erased = await t.app.database.pool.query<{ done_at: Date | null }>(
      `select done_at from jobs where kind = 'account_erase' and key like $1`,
      [`${later.id}:%`],
    );
    expect(erased.rows.map((r) => r.done_at?.toISOString())).toEqual([after.toISOString()]);
    expect(await eraseDueAccounts(db(), deps, after)).toEqual([other.id]);
    await t.app.mailer.idle();
    for (const person of [soon, later, other]) {
      const mails = smtp.messages.filter(
        (m) =>
          m.to.includes(person.email) &&
          m.raw.includes('Subject: Your Homestay account has been deleted'),
      );
      expect(mails, person.email).toHaveLength(1);
    }
  });
});
