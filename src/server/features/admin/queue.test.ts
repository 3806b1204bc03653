import { randomUUID } from 'node:crypto';
import type { ReportGroup } from '@shared/api/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../../tests/helpers/accounts';
import {
  call,
  createProperty,
  createUser,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { admins, messages, moderationActions, reports } from '../../db/schema';
import { grantAdmin, revokeAdmin } from './operators';
import { reportQueue } from './queue';

// The operators' queue (issue 15), who may open the desk, and the command
// line's grant and revoke.

describe('the moderation queue and the desk guard', () => {
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
  const report = async (reporter: TestUser, targetType: string, targetId: string) => {
    const res = await call(t.app, 'POST', '/api/reports', reporter, {
      targetType,
      targetId,
      reason: 'unsafe',
      details: `from ${reporter.email}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const backdate = (id: string, createdAt: Date) =>
    db().update(reports).set({ createdAt }).where(eq(reports.id, id));
  const groupOf = (groups: ReportGroup[], targetId: string) =>
    groups.findIndex((g) => g.targetId === targetId);

  it('groups open reports by target, oldest first, with the first snapshot and the subject', async () => {
    const c = await createProperty(t.app);
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const first = await report(a, 'property', c.property.id);
    await report(b, 'property', c.property.id);
    await backdate(first, new Date(Date.now() - 60_000));
    const res = await call(t.app, 'GET', '/api/admin/reports', admin);
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json().groups.find((g: ReportGroup) => g.targetId === c.property.id);
    expect(group).toMatchObject({
      targetType: 'property',
      subject: { id: c.host.id, email: c.host.email, suspended: false },
      flagged: false,
      hidden: false,
      deleted: false,
      snapshot: { title: c.property.title },
    });
    expect(group.reports.map((r: { id: string }) => r.id)[0]).toBe(first);
    expect(group.reports[0].reporter).toEqual({ id: a.id, name: '', email: a.email });
  });

  it('puts a person reported by three different people within 7 days first, marked', async () => {
    const early = await createUser(t.app);
    const earlyReport = await report(await createUser(t.app), 'user', early.id);
    await backdate(earlyReport, new Date(Date.now() - 3 * 24 * 3600_000));

    const c = await createProperty(t.app);
    const flaggedPerson = c.host;
    for (const [type, id] of [
      ['user', flaggedPerson.id],
      ['user', flaggedPerson.id],
      ['property', c.property.id],
    ] as const) {
      await report(await createUser(t.app), type, id);
    }
    // Two different people, one of them twice over 8 days: not flagged.
    const twice = await createUser(t.app);
    const repeat = await createUser(t.app);
    const old = await report(repeat, 'user', twice.id);
    await backdate(old, new Date(Date.now() - 8 * 24 * 3600_000));
    await db().update(reports).set({ status: 'dismissed' }).where(eq(reports.id, old));
    await report(repeat, 'user', twice.id);
    await report(await createUser(t.app), 'user', twice.id);

    const { groups } = await reportQueue(db(), new Date());
    const flaggedUser = groupOf(groups, flaggedPerson.id);
    const flaggedProperty = groupOf(groups, c.property.id);
    expect(groups[flaggedUser]?.flagged).toBe(true);
    expect(groups[flaggedProperty]?.flagged).toBe(true);
    expect(groups[groupOf(groups, twice.id)]?.flagged).toBe(false);
    expect(groups[groupOf(groups, early.id)]?.flagged).toBe(false);
    expect(Math.max(flaggedUser, flaggedProperty)).toBeLessThan(groupOf(groups, early.id));
    // Seven days later the same reports no longer flag anyone.
    const later = await reportQueue(db(), new Date(Date.now() + 8 * 24 * 3600_000));
    expect(later.groups.every((g) => !g.flagged)).toBe(true);
  });

  it('shows whether the target is hidden or gone now, and drops a group its action resolved', async () => {
    const c = await createProperty(t.app);
    const helper = await createUser(t.app, { role: 'helper' });
    const started = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: c.property.id,
    });
    const [hiddenId, goneId] = [randomUUID(), randomUUID()];
    for (const id of [hiddenId, goneId]) {
      const sent = await call(
        t.app,
        'POST',
        `/api/conversations/${started.json().id}/messages`,
        helper,
        { id, content: `message ${id}` },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      await report(c.host, 'message', id);
    }
    await db().update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, hiddenId));
    await db().delete(messages).where(eq(messages.id, goneId));
    const { groups } = await reportQueue(db(), new Date());
    expect(groups[groupOf(groups, hiddenId)]).toMatchObject({ hidden: true, deleted: false });
    expect(groups[groupOf(groups, goneId)]).toMatchObject({
      hidden: false,
      deleted: true,
      snapshot: { text: `message ${goneId}` },
    });
    const dismiss = await call(t.app, 'POST', '/api/admin/actions', admin, {
      action: 'dismiss',
      targetType: 'message',
      targetId: goneId,
      reason: 'Gone anyway',
    });
    expect(dismiss.statusCode, dismiss.body).toBe(201);
    expect(groupOf((await reportQueue(db(), new Date())).groups, goneId)).toBe(-1);
  });

  it('answers 404 like an unknown route to anyone but an operator, before reading the body', async () => {
    const someone = await createUser(t.app);
    const unknown = await call(t.app, 'GET', '/api/admin/nothing-here', null);
    for (const user of [null, someone]) {
      const res = await call(t.app, 'GET', '/api/admin/reports', user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'No route for GET /api/admin/reports' },
      });
      expect(Object.keys(res.json().error)).toEqual(Object.keys(unknown.json().error));
      const post = await call(t.app, 'POST', '/api/admin/actions', user, { action: 'nonsense' });
      expect(post.statusCode).toBe(404);
    }
    const me = await call(t.app, 'GET', '/api/admin/me', admin);
    expect(me.json()).toEqual({ admin: true });
  });

  it('grants and revokes from the command line, on the record', async () => {
    const person = await createUser(t.app);
    expect(await grantAdmin(db(), person.email.toUpperCase())).toBe('granted');
    expect(await grantAdmin(db(), person.email)).toBe('unchanged');
    expect((await call(t.app, 'GET', '/api/admin/me', person)).statusCode).toBe(200);
    // The own profile says so: the shell shows "Moderation" from it.
    expect((await call(t.app, 'GET', '/api/profile', person)).json().operator).toBe(true);
    expect(await revokeAdmin(db(), person.email)).toBe('revoked');
    expect(await revokeAdmin(db(), person.email)).toBe('unchanged');
    expect((await call(t.app, 'GET', '/api/admin/me', person)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/profile', person)).json().operator).toBe(false);
    expect(await grantAdmin(db(), `nobody-${randomUUID()}@example.test`)).toBe('unknown_email');
    expect(await db().select().from(admins).where(eq(admins.userId, person.id))).toEqual([]);
    const log = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetId, person.id));
    expect(log.map((l) => [l.action, l.actorId, l.actorLabel, l.reason]).sort()).toEqual([
      ['grant_admin', null, 'command line', 'command line'],
      ['revoke_admin', null, 'command line', 'command line'],
    ]);
  });
});
