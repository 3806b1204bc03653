import {
  type HelperReputation,
  type PropertyReputation,
  percentOf,
  type ReviewDirection,
  ratingSummary,
} from '@shared/api/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import {
  propertyHelpers,
  propertyReviewTotals,
  reviews,
  reviewTotals,
  stays,
} from '../../db/schema';

// Reputation reads over explicit rows: stays and reviews are inserted directly
// (their lifecycle is tested with the review routes), the totals as the
// publishing transaction leaves them: published reviews only.

describe('reputation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;
  const TEXT = 'A careful, cheerful helper who left the garden better than before.';
  let day = 0;

  type StayOptions = {
    published?: boolean;
    minutesLogged?: number;
    minutesAgreed?: number | null;
    choresHandedIn?: number;
    choresApprovedFirstTime?: number;
  };

  /** A finished stay of `helper` at `c`, its record as given. */
  async function insertStay(c: CreatedProperty, helper: TestUser, options: StayOptions = {}) {
    const [membership] = await db()
      .select()
      .from(propertyHelpers)
      .where(
        and(eq(propertyHelpers.propertyId, c.property.id), eq(propertyHelpers.helperId, helper.id)),
      );
    if (!membership) throw new Error('not a member');
    day += 1;
    const startDate = new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10);
    const endDate = new Date(Date.UTC(2025, 0, day + 13)).toISOString().slice(0, 10);
    const endedAt = new Date(Date.UTC(2025, 0, day + 14));
    const [stay] = await db()
      .insert(stays)
      .values({
        membershipId: membership.id,
        propertyId: c.property.id,
        hostId: c.host.id,
        helperId: helper.id,
        startDate,
        endDate,
        endedReason: 'ended',
        endedAt,
        reviewDeadline: new Date(endedAt.getTime() + 14 * 86_400_000),
        publishedAt: options.published === false ? null : endedAt,
        agreementSigned: true,
        minutesLogged: options.minutesLogged ?? 600,
        minutesAgreed: options.minutesAgreed === undefined ? 1200 : options.minutesAgreed,
        choresHandedIn: options.choresHandedIn ?? 4,
        choresApprovedFirstTime: options.choresApprovedFirstTime ?? 3,
        choresOnTime: 2,
        choresWithDueTime: 3,
      })
      .returning();
    if (!stay) throw new Error('no stay');
    return stay;
  }

  /** One review of `stay`; with `totals`, added to the totals as publishing does. */
  async function insertReview(
    stay: typeof stays.$inferSelect,
    direction: ReviewDirection,
    rating: number,
    options: { privateNote?: string; totals?: boolean } = {},
  ) {
    const byHost = direction === 'host_about_helper';
    const [review] = await db()
      .insert(reviews)
      .values({
        stayId: stay.id,
        authorId: byHost ? stay.hostId : stay.helperId,
        subjectId: byHost ? stay.helperId : stay.hostId,
        direction,
        rating,
        categories: {},
        publicText: `${TEXT} (${rating})`,
        privateNote: options.privateNote ?? null,
      })
      .returning();
    if (!review) throw new Error('no review');
    if (options.totals !== false && stay.publishedAt) {
      const subjectId = byHost ? stay.helperId : stay.hostId;
      const [now] = await db()
        .select()
        .from(reviewTotals)
        .where(and(eq(reviewTotals.subjectId, subjectId), eq(reviewTotals.direction, direction)));
      if (now)
        await db()
          .update(reviewTotals)
          .set({ reviewCount: now.reviewCount + 1, ratingSum: now.ratingSum + rating })
          .where(and(eq(reviewTotals.subjectId, subjectId), eq(reviewTotals.direction, direction)));
      else
        await db()
          .insert(reviewTotals)
          .values({ subjectId, direction, reviewCount: 1, ratingSum: rating });
      if (!byHost) {
        const [p] = await db()
          .select()
          .from(propertyReviewTotals)
          .where(eq(propertyReviewTotals.propertyId, stay.propertyId));
        if (p)
          await db()
            .update(propertyReviewTotals)
            .set({ reviewCount: p.reviewCount + 1, ratingSum: p.ratingSum + rating })
            .where(eq(propertyReviewTotals.propertyId, stay.propertyId));
        else
          await db()
            .insert(propertyReviewTotals)
            .values({ propertyId: stay.propertyId, reviewCount: 1, ratingSum: rating });
      }
    }
    return review;
  }

  async function readHelper(viewer: TestUser, helperId: string) {
    const res = await call(t.app, 'GET', `/api/reviews/helpers/${helperId}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HelperReputation;
  }

  async function readProperty(viewer: TestUser, propertyId: string) {
    const res = await call(t.app, 'GET', `/api/reviews/properties/${propertyId}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PropertyReputation;
  }

  it('rounds the average to one decimal, "New" with none, and percents to whole numbers', () => {
    expect(ratingSummary(undefined)).toEqual({ average: null, count: 0 });
    expect(ratingSummary({ reviewCount: 0, ratingSum: 0 })).toEqual({ average: null, count: 0 });
    expect(ratingSummary({ reviewCount: 3, ratingSum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary({ reviewCount: 2, ratingSum: 9 })).toEqual({ average: 4.5, count: 2 });
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(2, 3)).toBe(67);
  });

  it("sums a helper's stays and shows their published reviews only (the blind rule)", async () => {
    const farm = await createProperty(t.app);
    const cabin = await createProperty(t.app);
    const helper = await createHelper(t.app);
    await addMember(t.app, farm, helper);
    await addMember(t.app, cabin, helper);
    const first = await insertStay(farm, helper, {
      minutesLogged: 600,
      choresHandedIn: 10,
      choresApprovedFirstTime: 9,
    });
    const second = await insertStay(cabin, helper, {
      minutesLogged: 300,
      choresHandedIn: 5,
      choresApprovedFirstTime: 5,
    });
    const third = await insertStay(farm, helper, {
      minutesLogged: 120,
      choresHandedIn: 10,
      choresApprovedFirstTime: 9,
    });
    const blind = await insertStay(cabin, helper, {
      published: false,
      minutesLogged: 60,
      choresHandedIn: 0,
      choresApprovedFirstTime: 0,
    });
    await insertReview(first, 'host_about_helper', 5);
    await insertReview(second, 'host_about_helper', 4);
    await insertReview(third, 'host_about_helper', 4);
    // Submitted, not yet published: neither shown nor counted, even to its author.
    const hidden = await insertReview(blind, 'host_about_helper', 1);
    // The other direction is the host's reputation, not the helper's.
    await insertReview(first, 'helper_about_host', 2);

    for (const viewer of [await createHost(t.app), helper, cabin.host]) {
      const rep = await readHelper(viewer, helper.id);
      expect(rep.rating).toEqual({ average: 4.3, count: 3 });
      expect(rep.record).toEqual({
        stays: 4,
        minutesLogged: 1080,
        choresHandedIn: 25,
        choresApprovedFirstTime: 23,
        approvedFirstTimePercent: 92,
      });
      expect(rep.reviews.map((r) => r.rating).sort()).toEqual([4, 4, 5]);
      expect(rep.reviews.every((r) => r.direction === 'host_about_helper')).toBe(true);
      expect(rep.reviews.every((r) => r.publishedAt !== null)).toBe(true);
      expect(rep.reviews.some((r) => r.id === hidden.id)).toBe(false);
    }
  });

  it('shows a private note to the person reviewed and its author only', async () => {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c);
    const stay = await insertStay(c, helper);
    const review = await insertReview(stay, 'host_about_helper', 5, {
      privateNote: 'Please wipe the stove after cooking.',
    });
    const noteFor = async (viewer: TestUser) =>
      (await readHelper(viewer, helper.id)).reviews.find((r) => r.id === review.id)?.privateNote;
    expect(await noteFor(helper)).toBe('Please wipe the stove after cooking.');
    expect(await noteFor(c.host)).toBe('Please wipe the stove after cooking.');
    expect(await noteFor(await createHost(t.app))).toBeNull();
    expect(await noteFor(await createHelper(t.app))).toBeNull();
  });

  it("counts a property's stays, how often the agreed hours held, and its published reviews", async () => {
    const c = await createProperty(t.app);
    const ana = await addMember(t.app, c);
    const ben = await addMember(t.app, c);
    // Exactly 90 %: held. One minute under: not held. No agreed hours: not counted.
    const held = await insertStay(c, ana, { minutesAgreed: 1000, minutesLogged: 900 });
    await insertStay(c, ben, { minutesAgreed: 1000, minutesLogged: 899 });
    const over = await insertStay(c, ana, { minutesAgreed: 600, minutesLogged: 700 });
    await insertStay(c, ben, { minutesAgreed: null, minutesLogged: 0 });
    const blind = await insertStay(c, ben, { published: false, minutesAgreed: null });
    await insertReview(held, 'helper_about_host', 5);
    await insertReview(over, 'helper_about_host', 3);
    const hidden = await insertReview(blind, 'helper_about_host', 1);
    // A review of the helper is not the property's.
    await insertReview(held, 'host_about_helper', 2);

    const rep = await readProperty(await createHelper(t.app), c.property.id);
    expect(rep).toMatchObject({
      rating: { average: 4, count: 2 },
      staysHosted: 5,
      staysWithAgreedHours: 3,
      staysHoursHeld: 2,
    });
    expect(rep.reviews.map((r) => r.rating).sort()).toEqual([3, 5]);
    expect(rep.reviews.some((r) => r.id === hidden.id)).toBe(false);
    expect(rep.reviews.every((r) => r.propertyId === c.property.id)).toBe(true);
  });

  it('a property with no stays is New', async () => {
    const c = await createProperty(t.app);
    expect(await readProperty(c.host, c.property.id)).toEqual({
      rating: { average: null, count: 0 },
      staysHosted: 0,
      staysWithAgreedHours: 0,
      staysHoursHeld: 0,
      reviews: [],
    });
  });

  it('answers 404 for unknown ids and properties the caller may not see, 401 signed out', async () => {
    const stranger = await createHelper(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'GET', `/api/reviews/helpers/${unknown}`, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'GET', `/api/reviews/properties/${unknown}`, stranger)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/reviews/helpers/not-an-id', stranger)).statusCode).toBe(
      400,
    );
    const draft = await createProperty(t.app, { status: 'draft' });
    const paused = await createProperty(t.app, { status: 'paused' });
    const member = await addMember(t.app, paused);
    for (const c of [draft, paused]) {
      const res = await call(t.app, 'GET', `/api/reviews/properties/${c.property.id}`, stranger);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
      await readProperty(c.host, c.property.id);
    }
    // An active member still sees a paused property's reputation.
    await readProperty(member, paused.property.id);
    expect((await call(t.app, 'GET', `/api/reviews/helpers/${member.id}`, null)).statusCode).toBe(
      401,
    );
    expect(
      (await call(t.app, 'GET', `/api/reviews/properties/${paused.property.id}`, null)).statusCode,
    ).toBe(401);
  });
});
