import { randomUUID } from 'node:crypto';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@shared/api/admin';
import { REPORT_REVIEWED_CONTENT, REPORT_REVIEWED_TITLE } from '@shared/api/safety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, TEST_ORIGIN, TEST_PASSWORD } from '../../../../tests/helpers/accounts';
import {
  type CreatedProperty,
  call,
  createHelper,
  createProperty,
  createUser,
  randomAddress,
  signIn,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import {
  messages,
  moderationActions,
  notifications,
  properties,
  reports,
  sessions,
} from '../../db/schema';

// POST /api/admin/actions (issue 15): each action in one transaction, on the
// record, every reporter told only that their report was reviewed.

describe('moderation actions', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    admin = await createUser(t.app);
    await makeAdmin(t.app, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const act = (body: object) => call(t.app, 'POST', '/api/admin/actions', admin, body);
  const report = async (reporter: TestUser, targetType: string, targetId: string) => {
    const res = await call(t.app, 'POST', '/api/reports', reporter, {
      targetType,
      targetId,
      reason: 'harassment',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const reportRow = async (id: string) =>
    (await db().select().from(reports).where(eq(reports.id, id)))[0];
  const reportNotes = (userId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'report')));
  const signInAnswer = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'user-agent': 'vitest' },
      remoteAddress: randomAddress(),
      payload: { email: user.email, password: TEST_PASSWORD },
    });

  /** A conversation about `c` started by a new helper, with one message from them. */
  async function helperMessage(c: CreatedProperty) {
    const helper = await createHelper(t.app);
    const started = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: c.property.id,
    });
    const id = randomUUID();
    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${started.json().id}/messages`,
      helper,
      { id, content: 'Rude words' },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    return { helper, messageId: id };
  }

  it('dismisses the open reports on a target and tells each reporter it was reviewed', async () => {
    const target = await createUser(t.app);
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const ids = [await report(a, 'user', target.id), await report(b, 'user', target.id)];
    const res = await act({
      action: 'dismiss',
      targetType: 'user',
      targetId: target.id,
      reason: 'Nothing wrong',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      resolvedReports: 2,
      action: { action: 'dismiss', targetId: target.id, reason: 'Nothing wrong' },
    });
    expect(res.json().action.actor).toContain(`<${admin.email}>`);
    for (const id of ids) {
      expect(await reportRow(id)).toMatchObject({
        status: 'dismissed',
        resolvedByActionId: res.json().action.id,
      });
    }
    for (const reporter of [a, b]) {
      const [note] = await reportNotes(reporter.id);
      expect(note).toMatchObject({
        title: REPORT_REVIEWED_TITLE,
        content: REPORT_REVIEWED_CONTENT,
      });
    }
    // The person reported hears nothing, and never who reported.
    expect(
      await db().select().from(notifications).where(eq(notifications.userId, target.id)),
    ).toEqual([]);
  });

  it('hides a message once (then 409), 404 for an unknown one, and resolves its reports as actioned', async () => {
    const c = await createProperty(t.app);
    const { messageId } = await helperMessage(c);
    const reportId = await report(c.host, 'message', messageId);
    const hide = { action: 'hide', targetType: 'message', targetId: messageId, reason: 'Abuse' };
    const res = await act(hide);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().resolvedReports).toBe(1);
    const [row] = await db().select().from(messages).where(eq(messages.id, messageId));
    expect(row?.hiddenAt).not.toBeNull();
    expect(await reportRow(reportId)).toMatchObject({ status: 'actioned' });
    expect(await reportNotes(c.host.id)).toHaveLength(1);
    const again = await act(hide);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    expect((await act({ ...hide, targetId: randomUUID() })).statusCode).toBe(404);
    const user = await act({ ...hide, targetType: 'user' });
    expect(user.statusCode).toBe(400);
  });

  it('hides a property', async () => {
    const c = await createProperty(t.app);
    const res = await act({
      action: 'hide',
      targetType: 'property',
      targetId: c.property.id,
      reason: 'Fake listing',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(properties).where(eq(properties.id, c.property.id));
    expect(row?.hiddenAt).not.toBeNull();
  });

  it('suspends a person: sessions end, sign-in is refused, listings pause, reports about them resolve; lifting lets them back', async () => {
    const c = await createProperty(t.app);
    const host = c.host;
    const reporter = await createUser(t.app);
    const reportId = await report(reporter, 'property', c.property.id);
    expect((await call(t.app, 'GET', '/api/profile', host)).statusCode).toBe(200);

    const res = await act({ action: 'suspend', userId: host.id, reason: 'Scam' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ resolvedReports: 1, action: { targetType: 'user' } });
    expect(await db().select().from(sessions).where(eq(sessions.userId, host.id))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/profile', host)).statusCode).toBe(401);
    const [property] = await db().select().from(properties).where(eq(properties.id, c.property.id));
    expect(property?.status).toBe('paused');
    expect(await reportRow(reportId)).toMatchObject({ status: 'actioned' });
    expect(await reportNotes(reporter.id)).toHaveLength(1);

    const refused = await signInAnswer(host);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'account_suspended', message: ACCOUNT_SUSPENDED_MESSAGE },
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Below better-auth too: the database itself refuses a session for them
    // (the backstop for a sign-in under way while the suspension commits).
    await expect(
      t.app.database.pool.query(
        `insert into sessions (expires_at, token, user_id) values (now() + interval '1 day', $1, $2)`,
        [randomUUID(), host.id],
      ),
    ).rejects.toThrow(/suspended/);

    expect((await act({ action: 'suspend', userId: host.id, reason: 'again' })).statusCode).toBe(
      409,
    );
    const list = await call(t.app, 'GET', '/api/admin/suspensions', admin);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ userId: host.id, reason: 'Scam', email: host.email }),
    );

    const lifted = await act({ action: 'unsuspend', userId: host.id, reason: 'Appeal accepted' });
    expect(lifted.statusCode, lifted.body).toBe(201);
    expect(lifted.json().resolvedReports).toBe(0);
    await signIn(t.app, host);
    const [after] = await db().select().from(properties).where(eq(properties.id, c.property.id));
    expect(after?.status).toBe('paused');
    expect((await act({ action: 'unsuspend', userId: host.id, reason: 'again' })).statusCode).toBe(
      409,
    );
  });

  it('refuses to suspend an operator (422) or an unknown person (404)', async () => {
    const other = await createUser(t.app);
    await makeAdmin(t.app, other);
    expect((await act({ action: 'suspend', userId: other.id, reason: 'x' })).statusCode).toBe(422);
    expect((await act({ action: 'suspend', userId: randomUUID(), reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await act({ action: 'suspend', userId: other.id, reason: '' })).statusCode).toBe(400);
  });

  it('keeps an audit log newest first, a page at a time, that nobody can edit', async () => {
    const first = await call(t.app, 'GET', '/api/admin/actions?limit=2', admin);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const all = await db().select().from(moderationActions);
    const newest = [...all].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
    expect(page.items[0].id).toBe(newest[0]?.id);
    const next = await call(
      t.app,
      'GET',
      `/api/admin/actions?limit=2&cursor=${page.nextCursor}`,
      admin,
    );
    expect(next.statusCode).toBe(200);
    expect(next.json().items[0].id).not.toBe(page.items[1].id);
    expect((await call(t.app, 'GET', '/api/admin/actions?cursor=nope', admin)).statusCode).toBe(
      400,
    );
    await expect(
      db()
        .update(moderationActions)
        .set({ reason: 'rewritten' })
        .where(eq(moderationActions.id, page.items[0].id)),
    ).rejects.toThrow();
    await expect(
      db().delete(moderationActions).where(eq(moderationActions.id, page.items[0].id)),
    ).rejects.toThrow();
  });
});
