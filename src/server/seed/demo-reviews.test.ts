import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { propertyReviewTotals, reviews, reviewTotals, stays, users } from '../db/schema';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoProperties, seedId } from './demo-properties';
import { seedDemoReviews } from './demo-reviews';

describe('demo reviews seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    const db = t.app.database.db;
    await seedDemoAccounts(db, t.app.auth);
    await seedDemoProperties(db, t.app.storage);
    await seedDemoReviews(db);
    // Run again, as `npm run seed` may be: nothing doubles.
    await seedDemoProperties(db, t.app.storage);
    await seedDemoReviews(db);
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
  const get = async (user: Awaited<ReturnType<typeof as>>, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = (page: { items: Array<{ propertyTitle: string }> }) =>
    page.items.map((i) => i.propertyTitle).sort();

  it('gives Hugo one published stay and two to review, one of them blind to him', async () => {
    expect(await db().select().from(stays)).toHaveLength(3);
    expect(await db().select().from(reviews)).toHaveLength(3);
    const hugo = await as('helper@demo.test');
    expect(titles(await get(hugo, '/api/reviews?tab=to-write'))).toEqual([
      'Lakeside Cabin',
      'Machiya guesthouse',
    ]);
    const received = await get(hugo, '/api/reviews?tab=received');
    expect(titles(received)).toEqual(['Olive grove by the sea']);
    expect(received.items[0].reply).toContain('Thank you, Marta');
    const lakeside = await get(hugo, `/api/stays/${seedId('stay:lakeside:hugo')}`);
    expect(lakeside).toMatchObject({ theirReview: null, myReview: null, canWrite: true });
    expect(JSON.stringify(lakeside)).not.toContain('repainted');

    const hana = await as('host@demo.test');
    const written = await get(hana, '/api/reviews?tab=written');
    expect(written.items).toHaveLength(1);
    expect(written.items[0]).toMatchObject({ propertyTitle: 'Lakeside Cabin', publishedAt: null });
    expect((await get(hana, '/api/reviews?tab=to-write')).items).toEqual([]);
    const kenji = await as('kenji@demo.test');
    expect(titles(await get(kenji, '/api/reviews?tab=to-write'))).toEqual(['Machiya guesthouse']);
  });

  it('keeps the totals equal to the published reviews', async () => {
    const hugo = await as('helper@demo.test');
    const hugoId = (await get(hugo, '/api/profile')).id;
    expect(
      await db().select().from(reviewTotals).where(eq(reviewTotals.subjectId, hugoId)),
    ).toEqual([
      { subjectId: hugoId, direction: 'host_about_helper', reviewCount: 1, ratingSum: 5 },
    ]);
    expect(await db().select().from(propertyReviewTotals)).toEqual([
      { propertyId: seedId('property:tavira-olives'), reviewCount: 1, ratingSum: 4 },
    ]);
  });
});
