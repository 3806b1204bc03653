import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { chores, pointsLedger, profiles, rewardRedemptions, users } from '../db/schema';
import { verifyPoints } from '../features/points/service';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoChores } from './demo-chores';
import { seedDemoProperties, seedId } from './demo-properties';

describe('demo chores seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await seedDemoAccounts(t.app.database.db, t.app.auth);
    await seedDemoProperties(t.app.database.db, t.app.storage);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;

  it('seeds a chore in each state, points with a history and a pending redemption, once', async () => {
    expect(await seedDemoChores(db(), t.app.storage)).toBe(true);
    const rows = await db()
      .select()
      .from(chores)
      .where(eq(chores.propertyId, seedId('property:orchard-hill')));
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ['open', 'in_progress', 'submitted', 'approved', 'cancelled'])
      expect(statuses.has(s as never), s).toBe(true);
    expect(rows.some((r) => r.previousId !== null && r.recurrence === 'daily')).toBe(true);
    const [helper] = await db().select().from(users).where(eq(users.email, 'helper@demo.test'));
    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, helper?.id ?? ''));
    expect(profile?.points).toBe(75);
    expect(await db().select().from(pointsLedger)).toHaveLength(4);
    const pending = await db()
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.status, 'pending'));
    expect(pending).toHaveLength(1);
    expect(await verifyPoints(db())).toEqual([]);
    // Again: nothing changes.
    expect(await seedDemoChores(db(), t.app.storage)).toBe(false);
    expect(await db().select().from(pointsLedger)).toHaveLength(4);
  });
});
