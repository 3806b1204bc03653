import { REPORT_REVIEWED_TITLE } from '@shared/api/safety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { admins, moderationActions, notifications, reports, users } from '../db/schema';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoProperties, seedId } from './demo-properties';
import { DEMO_OPERATOR_EMAIL, seedDemoSafety } from './demo-safety';

describe('demo reports and operator seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    const db = t.app.database.db;
    await seedDemoAccounts(db, t.app.auth);
    await seedDemoProperties(db, t.app.storage);
    await seedDemoSafety(db);
    // Run again, as `npm run seed` may be: nothing doubles.
    await seedDemoSafety(db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const as = async (email: string) => {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} missing`);
    return signIn(t.app, { id: row.id, email, password: DEMO_PASSWORD });
  };
  const get = async (user: Awaited<ReturnType<typeof as>>, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user.headers() });

  it('makes admin@demo.test an operator who signs in with the demo password', async () => {
    const ada = await as(DEMO_OPERATOR_EMAIL);
    expect((await get(ada, '/api/admin/me')).statusCode).toBe(200);
    expect(await db().select().from(admins)).toHaveLength(1);
    const hugo = await as('helper@demo.test');
    expect((await get(hugo, '/api/admin/me')).statusCode).toBe(404);
  });

  it('leaves one open report (Hugo on the Accra listing) in the queue', async () => {
    const ada = await as(DEMO_OPERATOR_EMAIL);
    const res = await get(ada, '/api/admin/reports');
    expect(res.statusCode, res.body).toBe(200);
    const { groups } = res.json();
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      targetType: 'property',
      targetId: seedId('property:accra-house'),
      subject: { email: 'amara@demo.test', suspended: false },
      hidden: false,
    });
    expect(groups[0].reports).toHaveLength(1);
    expect(groups[0].reports[0]).toMatchObject({
      reason: 'misleading',
      reporter: { email: 'helper@demo.test' },
    });
  });

  it('has one resolved report, its dismissal in the audit log, and the reporter told', async () => {
    const all = await db().select().from(reports);
    expect(all.map((r) => r.status).sort()).toEqual(['dismissed', 'open']);
    const dismissed = all.find((r) => r.status === 'dismissed');
    expect(dismissed?.resolvedByActionId).toBeTruthy();

    const log = await db().select().from(moderationActions);
    expect(log.map((a) => a.action).sort()).toEqual(['dismiss', 'grant_admin']);
    const ada = await as(DEMO_OPERATOR_EMAIL);
    const audit = (await get(ada, '/api/admin/actions')).json();
    expect(audit.items[0]).toMatchObject({ action: 'dismiss', targetType: 'user' });
    expect(audit.items[0].reason).toContain('phone number');

    const [kenji] = await db().select().from(users).where(eq(users.email, 'kenji@demo.test'));
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kenji?.id ?? ''), eq(notifications.type, 'report')));
    expect(told.map((n) => n.title)).toEqual([REPORT_REVIEWED_TITLE]);
  });
});
