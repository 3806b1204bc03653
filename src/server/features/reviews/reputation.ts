import {
  type HelperReputation,
  type HelperTrackRecord,
  type PropertyReputation,
  percentOf,
  type Review,
  ratingSummary,
} from '@shared/api/reviews';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { profiles, propertyReviewTotals, reviews, reviewTotals, stays } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { findVisibleProperty } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import { presentReview, selectReviewViews, toReviewView } from './presenter';

// Reputation (issue 14): what a host reads to choose a helper and a helper to
// choose a host: the published reviews' average, the latest published reviews,
// and the sums of the stays' records (derived, never edited: stay-record.ts).
// Only published reviews count or show here: the blind rule holds in every
// figure, since the totals are written in the publishing transaction.

export const HELPER_NOT_FOUND_MESSAGE = 'Helper not found';

/** How many reviews a reputation shows (the newest). */
export const REPUTATION_REVIEW_COUNT = 20;

/** The agreed hours "held" when the logged time reached this many tenths of them (90 %). */
export const HOURS_HELD_TENTHS = 9;

/** The newest published reviews matching `where`, as `viewerId` may read them. */
async function latestPublished(
  db: Queryable,
  where: SQL | undefined,
  viewerId: string,
): Promise<Review[]> {
  const rows = await selectReviewViews(db, and(where, isNotNull(stays.publishedAt)))
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(REPUTATION_REVIEW_COUNT);
  return rows.map((row) => presentReview(toReviewView(row), viewerId));
}

/** The helper's finished stays summed ('3 stays · 142 h logged · 96 % approved first time'). */
async function helperTrackRecord(db: Queryable, helperId: string): Promise<HelperTrackRecord> {
  const [row] = await db
    .select({
      stays: sql<number>`count(*)::int`,
      minutesLogged: sql<number>`coalesce(sum(${stays.minutesLogged}), 0)::int`,
      choresHandedIn: sql<number>`coalesce(sum(${stays.choresHandedIn}), 0)::int`,
      choresApprovedFirstTime: sql<number>`coalesce(sum(${stays.choresApprovedFirstTime}), 0)::int`,
    })
    .from(stays)
    .where(eq(stays.helperId, helperId));
  const handedIn = Number(row?.choresHandedIn ?? 0);
  const firstTime = Number(row?.choresApprovedFirstTime ?? 0);
  return {
    stays: Number(row?.stays ?? 0),
    minutesLogged: Number(row?.minutesLogged ?? 0),
    choresHandedIn: handedIn,
    choresApprovedFirstTime: firstTime,
    approvedFirstTimePercent: percentOf(firstTime, handedIn),
  };
}

/**
 * GET /api/reviews/helpers/:helperId: readable by anyone signed in (hosts
 * choose on it); 404 for an id that is nobody.
 */
export async function helperReputation(
  db: Queryable,
  viewer: Viewer,
  helperId: string,
): Promise<HelperReputation> {
  const [person] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, helperId));
  if (!person) throw notFound(HELPER_NOT_FOUND_MESSAGE);
  const [totals] = await db
    .select()
    .from(reviewTotals)
    .where(
      and(eq(reviewTotals.subjectId, helperId), eq(reviewTotals.direction, 'host_about_helper')),
    );
  const [record, latest] = await Promise.all([
    helperTrackRecord(db, helperId),
    latestPublished(
      db,
      and(eq(reviews.subjectId, helperId), eq(reviews.direction, 'host_about_helper')),
      viewer.userId,
    ),
  ]);
  return { rating: ratingSummary(totals), record, reviews: latest };
}

/**
 * GET /api/reviews/properties/:propertyId: for whoever may see the property
 * (its host, its members, anyone signed in while it is listed); 404 otherwise.
 */
export async function propertyReputation(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
): Promise<PropertyReputation> {
  const { property } = await findVisibleProperty(db, viewer.userId, propertyId);
  const [totals] = await db
    .select()
    .from(propertyReviewTotals)
    .where(eq(propertyReviewTotals.propertyId, property.id));
  const [counts] = await db
    .select({
      hosted: sql<number>`count(*)::int`,
      withAgreedHours: sql<number>`(count(*) filter (where ${stays.minutesAgreed} is not null))::int`,
      // Integers only: logged ≥ 90 % of agreed, as logged × 10 ≥ agreed × 9.
      hoursHeld: sql<number>`(count(*) filter (where ${stays.minutesAgreed} is not null
        and ${stays.minutesLogged} * 10 >= ${stays.minutesAgreed} * ${HOURS_HELD_TENTHS}))::int`,
    })
    .from(stays)
    .where(eq(stays.propertyId, property.id));
  const latest = await latestPublished(
    db,
    and(eq(stays.propertyId, property.id), eq(reviews.direction, 'helper_about_host')),
    viewer.userId,
  );
  return {
    rating: ratingSummary(totals),
    staysHosted: Number(counts?.hosted ?? 0),
    staysWithAgreedHours: Number(counts?.withAgreedHours ?? 0),
    staysHoursHeld: Number(counts?.hoursHeld ?? 0),
    reviews: latest,
  };
}
