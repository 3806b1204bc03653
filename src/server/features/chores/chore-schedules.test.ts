import { CHORE_MESSAGES, type Chore } from '@shared/api/chores';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChore, propertyWithMember, submittedChore } from '../../../../tests/helpers/chores';
import { addMember, call, createProperty } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { agreements, chores, notifications } from '../../db/schema';

describe('chores: recurrence, lists, reminders, weekly hours, visibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;
  const notesOf = (userId: string, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('approving a recurring chore makes exactly one next occurrence', async () => {
    const p = await propertyWithMember(t.app);
    const due = new Date(Date.now() + 2 * 86_400_000);
    const chore = await submittedChore(t.app, p, p.helper, {
      recurrence: 'weekly',
      recurrenceDays: [1, 4],
      dueAt: due.toISOString(),
    });
    await Promise.all([
      call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.host, {}),
      call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.host, {}),
    ]);
    const next = await db().select().from(chores).where(eq(chores.previousId, chore.id));
    expect(next).toHaveLength(1);
    const n = next[0];
    expect(n?.status).toBe('open');
    expect(n?.assigneeId).toBe(p.helper.id);
    expect(n?.dueAt?.getTime()).toBeGreaterThan(due.getTime());
    const weekday = n?.dueAt ? (n.dueAt.getUTCDay() === 0 ? 7 : n.dueAt.getUTCDay()) : 0;
    expect([1, 4]).toContain(weekday);
  });

  it('a repeating chore needs its first due date, on creation and when its schedule changes', async () => {
    const p = await propertyWithMember(t.app);
    const base = { propertyId: p.property.id, title: 'Water the tomatoes', group: 'Garden' };
    const refused = await call(t.app, 'POST', '/api/chores', p.host, {
      ...base,
      recurrence: 'daily',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { field: 'body.dueAt', message: CHORE_MESSAGES.repeatingNeedsDue },
    ]);

    const due = new Date(Date.now() + 86_400_000).toISOString();
    const once = await createChore(t.app, p, { title: 'Sweep the yard' });
    const repeat = await call(t.app, 'PATCH', `/api/chores/${once.id}`, p.host, {
      recurrence: 'weekly',
      recurrenceDays: [2],
    });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json().error.fields).toEqual([
      { field: 'body.dueAt', message: CHORE_MESSAGES.repeatingNeedsDue },
    ]);
    const daily = await createChore(t.app, p, { recurrence: 'daily', dueAt: due });
    const undated = await call(t.app, 'PATCH', `/api/chores/${daily.id}`, p.host, { dueAt: null });
    expect(undated.statusCode).toBe(400);
    // Nothing changed on either.
    const [row] = await db().select().from(chores).where(eq(chores.id, daily.id));
    expect(row?.dueAt?.toISOString()).toBe(due);
    const [plain] = await db().select().from(chores).where(eq(chores.id, once.id));
    expect(plain?.recurrence).toBe('none');
    // With a date it repeats.
    const dated = await call(t.app, 'PATCH', `/api/chores/${once.id}`, p.host, {
      recurrence: 'monthly',
      dueAt: due,
    });
    expect(dated.statusCode).toBe(200);
    expect(dated.json()).toMatchObject({ recurrence: 'monthly', dueAt: due });
  });

  it('lists by tab for helpers and by status, group and helper for hosts', async () => {
    const p = await propertyWithMember(t.app);
    const submitted = await submittedChore(t.app, p, p.helper, { group: 'Kitchen' });
    const open = await createChore(t.app, p, { group: 'Garden' });
    const host = await call(
      t.app,
      'GET',
      `/api/chores?propertyId=${p.property.id}&status=submitted`,
      p.host,
    );
    expect(host.json().items.map((c: Chore) => c.id)).toEqual([submitted.id]);
    const byGroup = await call(t.app, 'GET', '/api/chores?group=garden', p.host);
    expect(byGroup.json().items.map((c: Chore) => c.id)).toEqual([open.id]);
    const byHelper = await call(t.app, 'GET', `/api/chores?helperId=${p.helper.id}`, p.host);
    expect(byHelper.json().items.map((c: Chore) => c.id)).toEqual([submitted.id]);
    const tabs = await call(t.app, 'GET', '/api/chores?tab=submitted', p.helper);
    expect(tabs.json().items.map((c: Chore) => c.id)).toEqual([submitted.id]);
    expect((await call(t.app, 'GET', '/api/chores?tab=open', p.host)).statusCode).toBe(400);
    // Pages.
    const page1 = await call(t.app, 'GET', '/api/chores?limit=1', p.host);
    expect(page1.json().items).toHaveLength(1);
    const page2 = await call(
      t.app,
      'GET',
      `/api/chores?limit=1&cursor=${page1.json().nextCursor}`,
      p.host,
    );
    expect(page2.json().items[0].id).not.toBe(page1.json().items[0].id);
    // A member who left sees nothing any more.
    await call(t.app, 'POST', `/api/properties/${p.property.id}/leave`, p.helper, {});
    expect((await call(t.app, 'GET', `/api/chores/${open.id}`, p.helper)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/chores', p.helper)).json().items).toEqual([]);
  });

  it('reminds the assignee once when a chore is due within 24 hours (job clock)', async () => {
    const p = await propertyWithMember(t.app);
    const due = new Date(Date.now() + 3 * 86_400_000);
    const chore = await createChore(t.app, p, {
      assigneeId: p.helper.id,
      dueAt: due.toISOString(),
    });
    // Two days before: nothing yet.
    await t.app.jobs.runDueJobs(new Date(due.getTime() - 2 * 86_400_000));
    expect(await notesOf(p.helper.id, 'reminder')).toHaveLength(0);
    // 23 hours before: one reminder, and only one however often the runner runs.
    await t.app.jobs.runDueJobs(new Date(due.getTime() - 23 * 3_600_000));
    await t.app.jobs.runDueJobs(new Date(due.getTime() - 22 * 3_600_000));
    const reminders = await notesOf(p.helper.id, 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.referenceId).toBe(chore.id);
  });

  it('reminds whoever took an open chore, and again after the host moves the due date', async () => {
    const p = await propertyWithMember(t.app);
    const due = new Date(Date.now() + 3 * 86_400_000);
    const chore = await createChore(t.app, p, { dueAt: due.toISOString() });
    await call(t.app, 'POST', `/api/chores/${chore.id}/take`, p.helper, {});
    await t.app.jobs.runDueJobs(new Date(due.getTime() - 3_600_000));
    expect(await notesOf(p.helper.id, 'reminder')).toHaveLength(1);
    const later = new Date(due.getTime() + 5 * 86_400_000);
    const moved = await call(t.app, 'PATCH', `/api/chores/${chore.id}`, p.host, {
      dueAt: later.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The old schedule's time again: nothing; the new one: a second reminder.
    await t.app.jobs.runDueJobs(new Date(due.getTime() - 3_600_000));
    expect(await notesOf(p.helper.id, 'reminder')).toHaveLength(1);
    await t.app.jobs.runDueJobs(new Date(later.getTime() - 3_600_000));
    expect(await notesOf(p.helper.id, 'reminder')).toHaveLength(2);
    // Approved chores are never reminded.
    const done = await submittedChore(t.app, p, p.helper, {
      dueAt: new Date(Date.now() + 86_400_000 * 4).toISOString(),
    });
    await call(t.app, 'POST', `/api/chores/${done.id}/approve`, p.host, {});
    await t.app.jobs.runDueJobs(new Date(Date.now() + 86_400_000 * 4 - 3_600_000));
    const reminders = await notesOf(p.helper.id, 'reminder');
    expect(reminders.filter((n) => n.referenceId === done.id)).toHaveLength(0);
  });

  it('tells host and helper once when a week passes the agreed hours', async () => {
    const p = await propertyWithMember(t.app);
    // Terms: 20 hours a week. 2 x 11 hours.
    await submittedChore(t.app, p, p.helper, {}, 660);
    expect(await notesOf(p.host.id, 'chore_hours_exceeded')).toHaveLength(0);
    await submittedChore(t.app, p, p.helper, {}, 660);
    await submittedChore(t.app, p, p.helper, {}, 60);
    expect(await notesOf(p.host.id, 'chore_hours_exceeded')).toHaveLength(1);
    expect(await notesOf(p.helper.id, 'chore_hours_exceeded')).toHaveLength(1);
    const hours = await call(t.app, 'GET', '/api/points/hours', p.host);
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json().items).toEqual([
      expect.objectContaining({
        minutesThisWeek: 1380,
        hoursThisWeek: 23,
        agreedHoursPerWeek: 20,
        overAgreed: true,
      }),
    ]);
    const mine = await call(t.app, 'GET', '/api/points/hours', p.helper);
    expect(mine.json().items).toHaveLength(1);
  });

  it('measures the hours against the agreement in force once one is approved', async () => {
    const p = await propertyWithMember(t.app);
    // Terms say 20 hours; the approved agreement says 10.
    await t.app.database.db.insert(agreements).values({
      propertyId: p.property.id,
      helperId: p.helper.id,
      version: 1,
      status: 'approved',
      sentBy: p.host.id,
      terms: {
        startDate: '2026-11-01',
        endDate: null,
        hoursPerWeek: 10,
        daysOff: [],
        duties: 'Garden',
        provides: [],
        houseRules: '',
        noticePeriodDays: 7,
        extraClauses: [],
        askedDetails: [],
      },
    });
    await submittedChore(t.app, p, p.helper, {}, 660);
    expect(await notesOf(p.host.id, 'chore_hours_exceeded')).toHaveLength(1);
    const hours = await call(t.app, 'GET', '/api/points/hours', p.helper);
    expect(hours.json().items).toEqual([
      expect.objectContaining({ hoursThisWeek: 11, agreedHoursPerWeek: 10, overAgreed: true }),
    ]);
  });

  it('creates the property: a helper cannot see another property’s chores', async () => {
    const a = await createProperty(t.app, { status: 'paused' });
    const helper = await addMember(t.app, a);
    const b = await propertyWithMember(t.app);
    const chore = await createChore(t.app, b);
    expect((await call(t.app, 'GET', `/api/chores/${chore.id}`, helper)).statusCode).toBe(404);
  });
});
