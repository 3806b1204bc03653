import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { agreements, notifications, propertyHelpers, users } from '../db/schema';
import { agreedHoursPerWeek } from '../features/agreements/service';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoAgreements } from './demo-agreements';
import { seedDemoProperties, seedId } from './demo-properties';

describe('demo agreements and onboarding seed step', () => {
  let t: TestApp;
  const orchard = seedId('property:orchard-hill');
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    const db = t.app.database.db;
    await seedDemoAccounts(db, t.app.auth);
    await seedDemoProperties(db, t.app.storage);
    await seedDemoAgreements(db);
    // Run again, as `npm run seed` may be: nothing doubles, flags come back.
    await seedDemoProperties(db, t.app.storage);
    await seedDemoAgreements(db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const as = async (email: string) => {
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} missing`);
    return signIn(t.app, { id: row.id, email, password: DEMO_PASSWORD });
  };
  const get = async (user: Awaited<ReturnType<typeof as>>, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives Hugo an agreement in force and Pia one waiting for her signature, once', async () => {
    const hugo = await as('helper@demo.test');
    const pia = await as('pia@demo.test');
    const mine = await get(hugo, `/api/properties/${orchard}/agreements/${hugo.id}`);
    expect(mine.versions).toHaveLength(1);
    expect(mine.inForce).toMatchObject({
      version: 1,
      status: 'approved',
      signedName: 'Hugo Helper',
    });
    expect(await agreedHoursPerWeek(t.app.database.db, orchard, hugo.id)).toBe(20);
    const hers = await get(pia, `/api/properties/${orchard}/agreements/${pia.id}`);
    expect(hers.versions).toHaveLength(1);
    expect(hers.latest).toMatchObject({ version: 1, status: 'sent', signedAt: null });

    const flags = await t.app.database.db
      .select({ helperId: propertyHelpers.helperId, done: propertyHelpers.agreementFormCompleted })
      .from(propertyHelpers)
      .where(eq(propertyHelpers.propertyId, orchard));
    expect(Object.fromEntries(flags.map((f) => [f.helperId, f.done]))).toMatchObject({
      [hugo.id]: true,
      [pia.id]: false,
    });
    const sent = await t.app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pia.id), eq(notifications.type, 'agreement_form')));
    expect(sent).toHaveLength(1);
    const rows = await t.app.database.db
      .select()
      .from(agreements)
      .where(eq(agreements.propertyId, orchard));
    expect(rows).toHaveLength(2);
  });

  it('gives Orchard Hill a six-item checklist, half ticked by Hugo, with his needs', async () => {
    const hugo = await as('helper@demo.test');
    const host = await as('host@demo.test');
    const view = await get(hugo, `/api/properties/${orchard}/onboarding`);
    expect(view.items).toHaveLength(6);
    expect(view.mine).toMatchObject({ done: 3, total: 6, completedAt: null });
    expect(view.mine.needs).toHaveLength(2);
    const hostView = await get(host, `/api/properties/${orchard}/onboarding`);
    const hugoProgress = hostView.members.find(
      (m: { helper: { id: string } }) => m.helper.id === hugo.id,
    );
    expect(
      hugoProgress.needs.filter((n: { acknowledgedAt: string | null }) => n.acknowledgedAt),
    ).toHaveLength(1);
    expect(hostView.members).toHaveLength(2);
  });
});
