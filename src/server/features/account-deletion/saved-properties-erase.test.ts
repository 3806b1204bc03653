import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createHelper, createProperty } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { accountDeletions, savedProperties } from '../../db/schema';
import { eraseAccount } from './erase';

// Issue 18's saved properties go with an erased account (issue 19).
describe('saved properties on erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes the person’s saved rows and keeps others’', async () => {
    const me = await createHelper(t.app);
    const other = await createHelper(t.app);
    const { property } = await createProperty(t.app);
    for (const user of [me, other])
      expect(
        (await call(t.app, 'PUT', `/api/properties/${property.id}/save`, user, {})).statusCode,
      ).toBe(200);
    const now = new Date();
    await t.app.database.db
      .insert(accountDeletions)
      .values({ userId: me.id, requestedAt: now, dueAt: now });
    await t.app.database.db.transaction((tx) => eraseAccount(tx, me.id, now));
    const left = await t.app.database.db
      .select()
      .from(savedProperties)
      .where(eq(savedProperties.propertyId, property.id));
    expect(left.map((r) => r.userId)).toEqual([other.id]);
  });
});
