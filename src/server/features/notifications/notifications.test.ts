import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  type TestUser,
} from '../../../../tests/helpers/factories';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { jobs, notifications, propertyHelpers } from '../../db/schema';
import { REALTIME_CHANNEL } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { BATCH_WINDOW_MS, NOTIFICATION_MAIL_JOB } from './mail-fallback';
import { notify } from './service';

const MINUTE = 60_000;

describe('notifications API', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let listener: pg.PoolClient;
  const events: Array<{ topic: string; event: { kind: string; data: unknown } }> = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SMTP_URL: smtp.url });
    listener = await t.app.database.pool.connect();
    listener.on('notification', (msg) => {
      if (msg.channel === REALTIME_CHANNEL && msg.payload) events.push(JSON.parse(msg.payload));
    });
    await listener.query(`listen ${REALTIME_CHANNEL}`);
  });
  afterAll(async () => {
    listener.release();
    await t.close();
    await smtp.close();
  });

  const db = () => t.app.database.db;
  const write = (userId: string, n: number, type = 'system', referenceId: string | null = null) =>
    db().transaction(async (tx) => {
      const rows = [];
      for (let i = 0; i < n; i++)
        rows.push(
          await notify(tx, {
            userId,
            type: type as 'system',
            notice: { key: 'welcomeToProperty', params: { property: `Place ${i}` } },
            referenceId,
          }),
        );
      return rows;
    });
  const eventsFor = async (userId: string) => {
    // NOTIFY is delivered after commit; give the listener a moment.
    await new Promise((r) => setTimeout(r, 50));
    return events.filter((e) => e.topic === topics.notifications(userId)).map((e) => e.event);
  };
  const list = async (user: TestUser, query = '') => {
    const res = await call(t.app, 'GET', `/api/notifications${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: Array<{ id: string; title: string; userId: string; isRead: boolean; type: string }>;
      nextCursor: string | null;
    };
  };
  const count = async (user: TestUser) =>
    (await call(t.app, 'GET', '/api/notifications/unread-count', user)).json().count as number;

  it('lists only the caller’s notifications, newest first, in pages that neither skip nor repeat', async () => {
    const owner = await createHelper(t.app);
    const other = await createHost(t.app);
    await write(owner.id, 7); // one transaction: several rows share a timestamp
    await write(other.id, 2);
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(owner, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.every((n) => n.userId === owner.id && n.isRead === false)).toBe(true);
      titles.push(...page.items.map((n) => n.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toHaveLength(7);
    expect(new Set(titles).size).toBe(7);
    expect((await list(other)).items).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/notifications', null)).statusCode).toBe(401);
  });

  it('stores its words and facts as JSON, and no facts as SQL null (not JSON null)', async () => {
    const owner = await createHelper(t.app);
    const [row] = await write(owner.id, 1);
    if (!row) throw new Error('no notification');
    const [stored] = await db()
      .select({
        dataIsNull: sql<boolean>`${notifications.data} is null`,
        noticeKind: sql<string>`jsonb_typeof(${notifications.notice})`,
        notice: notifications.notice,
      })
      .from(notifications)
      .where(eq(notifications.id, row.id));
    expect(stored).toEqual({
      dataIsNull: true,
      noticeKind: 'object',
      notice: { key: 'welcomeToProperty', params: { property: 'Place 0' } },
    });
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const owner = await createHelper(t.app);
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, {
          userId: owner.id,
          type: 'system',
          notice: { key: 'welcomeToProperty', params: { property: 'Never' } },
          referenceId: null,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await list(owner)).items).toEqual([]);
    const pendingJobs = await db().select().from(jobs).where(eq(jobs.kind, NOTIFICATION_MAIL_JOB));
    expect(pendingJobs.some((j) => j.payload.userId === owner.id)).toBe(false);
  });

  it('counts unread, marks one read (idempotent, live), filters unread, marks all read, clears', async () => {
    const owner = await createHelper(t.app);
    const [a, b, c] = await write(owner.id, 3);
    if (!a || !b || !c) throw new Error('no rows');
    expect(await count(owner)).toBe(3);
    const created = await eventsFor(owner.id);
    expect(created.filter((e) => e.kind === 'notification.created')).toHaveLength(3);

    const read = await call(t.app, 'POST', `/api/notifications/${a.id}/read`, owner, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: a.id, isRead: true, userId: owner.id });
    const again = await call(t.app, 'POST', `/api/notifications/${a.id}/read`, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().isRead).toBe(true);
    expect(await count(owner)).toBe(2);
    let evs = await eventsFor(owner.id);
    const updated = evs.filter((e) => e.kind === 'notification.updated');
    expect(updated).toHaveLength(1); // the repeat changed nothing and announced nothing
    expect(updated[0]?.data).toEqual(read.json());

    const unread = await list(owner, '?unread=true');
    expect(unread.items.map((n) => n.id).sort()).toEqual([b.id, c.id].sort());
    expect((await list(owner, '?unread=false')).items).toHaveLength(3);

    const all = await call(t.app, 'POST', '/api/notifications/read-all', owner, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ updated: 2 });
    expect(await count(owner)).toBe(0);
    expect((await call(t.app, 'POST', '/api/notifications/read-all', owner)).json()).toEqual({
      updated: 0,
    });
    evs = await eventsFor(owner.id);
    expect(evs.filter((e) => e.kind === 'notifications.all_read')).toEqual([
      { kind: 'notifications.all_read', data: {} },
    ]);

    const cleared = await call(t.app, 'DELETE', '/api/notifications', owner);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 3 });
    expect((await list(owner)).items).toEqual([]);
    evs = await eventsFor(owner.id);
    expect(evs.filter((e) => e.kind === 'notifications.cleared')).toEqual([
      { kind: 'notifications.cleared', data: {} },
    ]);
  });

  it('access matrix: a stranger’s notification is 404 for every per-id route and changes nothing', async () => {
    const owner = await createHelper(t.app);
    const stranger = await createHost(t.app);
    const role = await createHelper(t.app);
    const [mine] = await write(owner.id, 1, 'message', 'a1b2c3d4-0000-4000-8000-000000000001');
    if (!mine) throw new Error('no row');
    for (const user of [stranger, role]) {
      expect(
        (await call(t.app, 'POST', `/api/notifications/${mine.id}/read`, user)).statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, 'GET', `/api/notifications/${mine.id}/target`, user)).statusCode,
      ).toBe(404);
      // Their own "all" routes touch only their own rows.
      await call(t.app, 'POST', '/api/notifications/read-all', user);
      await call(t.app, 'DELETE', '/api/notifications', user);
      expect((await list(user)).items.some((n) => n.id === mine.id)).toBe(false);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(t.app, 'POST', `/api/notifications/${missing}/read`, owner)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/notifications/not-an-id/read', owner)).statusCode).toBe(
      400,
    );
    expect(await count(owner)).toBe(1);
    expect((await list(owner)).items[0]?.isRead).toBe(false);
    // Anonymous: 401 everywhere.
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['GET', `/api/notifications/${mine.id}/target`],
      ['POST', `/api/notifications/${mine.id}/read`],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications'],
      ['GET', '/api/notifications/preferences'],
      ['PATCH', '/api/notifications/preferences'],
    ] as const)
      expect(
        (await call(t.app, method, url, null, method === 'PATCH' ? {} : undefined)).statusCode,
        url,
      ).toBe(401);
    // The owner sees the target.
    const target = await call(t.app, 'GET', `/api/notifications/${mine.id}/target`, owner);
    expect(target.json()).toEqual({ path: '/chat/a1b2c3d4-0000-4000-8000-000000000001' });
  });

  it('a stay request notifies the host, whose target is the requests page', async () => {
    const created = await createProperty(t.app);
    await createStayRequest(t.app, created);
    const page = await list(created.host);
    const n = page.items.find((x) => x.type === 'helper_request');
    expect(n).toBeDefined();
    const target = await call(t.app, 'GET', `/api/notifications/${n?.id}/target`, created.host);
    expect(target.json()).toEqual({ path: `/properties/${created.property.id}/requests` });
  });

  it('agreement_form_completed leads the host to the completed helper’s review, else the property', async () => {
    const created = await createProperty(t.app);
    const helper = await addMember(t.app, created);
    const [n] = await write(created.host.id, 1, 'agreement_form_completed', created.property.id);
    if (!n) throw new Error('no row');
    const target = () => call(t.app, 'GET', `/api/notifications/${n.id}/target`, created.host);
    expect((await target()).json()).toEqual({ path: `/properties/${created.property.id}` });
    await db()
      .update(propertyHelpers)
      .set({ agreementFormCompleted: true })
      .where(eq(propertyHelpers.helperId, helper.id));
    expect((await target()).json()).toEqual({
      path: `/properties/${created.property.id}/review-agreement/${helper.id}`,
    });
  });

  it('preferences: defaults, partial update, validation, own only', async () => {
    const user = await createHelper(t.app);
    const other = await createHelper(t.app);
    const get = async (u: TestUser) =>
      (await call(t.app, 'GET', '/api/notifications/preferences', u)).json();
    expect(await get(user)).toEqual({
      emailEnabled: true,
      emailDelayMinutes: 15,
      emailMutedTypes: [],
      pushMutedCategories: [],
    });
    const res = await call(t.app, 'PATCH', '/api/notifications/preferences', user, {
      emailDelayMinutes: 30,
      emailMutedTypes: ['message', 'chore', 'message'],
      pushMutedCategories: ['reviews', 'chores', 'reviews'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      emailEnabled: true,
      emailDelayMinutes: 30,
      emailMutedTypes: ['chore', 'message'],
      pushMutedCategories: ['chores', 'reviews'],
    });
    const off = await call(t.app, 'PATCH', '/api/notifications/preferences', user, {
      emailEnabled: false,
    });
    expect(off.json()).toMatchObject({ emailEnabled: false, emailDelayMinutes: 30 });
    expect(await get(other)).toEqual({
      emailEnabled: true,
      emailDelayMinutes: 15,
      emailMutedTypes: [],
      pushMutedCategories: [],
    });
    for (const bad of [
      {},
      { emailDelayMinutes: 0 },
      { emailDelayMinutes: 10081 },
      { emailDelayMinutes: 1.5 },
      { emailMutedTypes: ['Bad Type'] },
      { pushMutedCategories: ['everything'] },
      { emailEnabled: 'yes' },
      { userId: other.id },
    ]) {
      const r = await call(t.app, 'PATCH', '/api/notifications/preferences', user, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  describe('mail fallback', () => {
    const mailsTo = (email: string) =>
      smtp.messages.filter(
        (m) => m.to.includes(email) && /unread notification|Homestay: /.test(m.raw),
      );
    const runAt = (ms: number) => t.app.jobs.runDueJobs(new Date(Date.now() + ms));

    it('mails a burst once, batched, after the delay, with links to each target; read ones are not mailed', async () => {
      const host = await createHost(t.app);
      const conversation = 'a1b2c3d4-0000-4000-8000-0000000000c1';
      const rows = await write(host.id, 3, 'message', conversation);
      await write(host.id, 1, 'helper_request', 'a1b2c3d4-0000-4000-8000-0000000000p1');
      // One read before the delay: not mailed.
      await call(t.app, 'POST', `/api/notifications/${rows[2]?.id}/read`, host);
      // Before the delay: nothing.
      await runAt(10 * MINUTE);
      expect(mailsTo(host.email)).toHaveLength(0);
      // After the delay (plus the batch window): one mail.
      await runAt(15 * MINUTE + BATCH_WINDOW_MS + 1000);
      const mails = mailsTo(host.email);
      expect(mails).toHaveLength(1);
      const body = decodeQuotedPrintable(mails[0]?.raw ?? '');
      expect(body).toContain('You have 3 unread notifications on Homestay');
      expect(body).toContain(`http://localhost:3000/chat/${conversation}`);
      expect(body).toContain(
        'http://localhost:3000/properties/a1b2c3d4-0000-4000-8000-0000000000p1/requests',
      );
      expect(body).toContain('Welcome to Place 0');
      expect(body).not.toContain('Welcome to Place 2'); // read
      const emailed = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, host.id));
      expect(emailed.filter((n) => n.emailedAt !== null)).toHaveLength(3);
      // Later runs never send it again.
      await runAt(60 * MINUTE);
      await runAt(24 * 60 * MINUTE);
      expect(mailsTo(host.email)).toHaveLength(1);
    });

    it('respects the user’s delay, muted types and the off switch', async () => {
      const user = await createHelper(t.app);
      await call(t.app, 'PATCH', '/api/notifications/preferences', user, {
        emailDelayMinutes: 60,
        emailMutedTypes: ['chore'],
      });
      await write(user.id, 1, 'chore_assigned', 'a1b2c3d4-0000-4000-8000-0000000000d1');
      await write(user.id, 1, 'stay_request_accepted', 'a1b2c3d4-0000-4000-8000-0000000000d2');
      await runAt(30 * MINUTE);
      expect(mailsTo(user.email)).toHaveLength(0);
      await runAt(60 * MINUTE + BATCH_WINDOW_MS + 1000);
      const mails = mailsTo(user.email);
      expect(mails).toHaveLength(1);
      const body = decodeQuotedPrintable(mails[0]?.raw ?? '');
      expect(body).toContain(
        'http://localhost:3000/properties/a1b2c3d4-0000-4000-8000-0000000000d2',
      );
      expect(body).not.toContain('/chores/');

      const quiet = await createHelper(t.app);
      await call(t.app, 'PATCH', '/api/notifications/preferences', quiet, { emailEnabled: false });
      await write(quiet.id, 2);
      await runAt(2 * 60 * MINUTE);
      expect(mailsTo(quiet.email)).toHaveLength(0);
    });

    it('a message read in the chat is not mailed; an unread one is, linking to its chat', async () => {
      const created = await createProperty(t.app);
      const ana = await addMember(t.app, created);
      const ben = await addMember(t.app, created);
      // The joins' own notifications are read, so only messages are in play.
      await call(t.app, 'POST', '/api/notifications/read-all', created.host);
      const chatWith = async (helper: TestUser, content: string) => {
        const started = await call(t.app, 'POST', '/api/conversations', helper, {
          propertyId: created.property.id,
        });
        expect(started.statusCode, started.body).toBeLessThan(300);
        const id = started.json().id as string;
        const sent = await call(t.app, 'POST', `/api/conversations/${id}/messages`, helper, {
          id: crypto.randomUUID(),
          content,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        return id;
      };
      const readInChat = await chatWith(ana, 'Is there a bike?');
      const leftUnread = await chatWith(ben, 'Hello, anyone there?');
      // The host reads Ana's in the chat (not through the bell).
      const read = await call(
        t.app,
        'POST',
        `/api/conversations/${readInChat}/read`,
        created.host,
        {},
      );
      expect(read.statusCode, read.body).toBe(200);
      await runAt(15 * MINUTE + BATCH_WINDOW_MS + 1000);
      const mails = mailsTo(created.host.email);
      expect(mails).toHaveLength(1);
      const body = decodeQuotedPrintable(mails[0]?.raw ?? '');
      expect(body).toContain(`http://localhost:3000/chat/${leftUnread}`);
      expect(body).toContain('Hello, anyone there?');
      expect(body).not.toContain(readInChat);
      expect(body).not.toContain('Is there a bike?');
    });

    it('a delay made longer after scheduling still waits for it (follow-up job)', async () => {
      const user = await createHelper(t.app);
      await write(user.id, 1);
      await call(t.app, 'PATCH', '/api/notifications/preferences', user, {
        emailDelayMinutes: 120,
      });
      await runAt(20 * MINUTE);
      expect(mailsTo(user.email)).toHaveLength(0);
      await runAt(120 * MINUTE + 2 * BATCH_WINDOW_MS + 1000);
      expect(mailsTo(user.email)).toHaveLength(1);
    });
  });
});
