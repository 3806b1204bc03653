import { REVIEW_WINDOW_DAYS } from '@shared/api/reviews';
import { eq, sql } from 'drizzle-orm';
import {
  properties,
  propertyHelpers,
  propertyReviewTotals,
  reviews,
  reviewTotals,
  stays,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { scheduleJob } from '../../platform/jobs/runner';
import { postSystemMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import { lockStay } from './publish';
import { namesOf, type StayRow, sidesOf, utcDay } from './stay-people';
import { computeStayRecord } from './stay-record';

// What the reviews feature offers others (decision 070): ending a stay. The
// memberships feature calls it where a membership is left or removed; the
// end-date job calls it when a membership's last day has passed.

const DAY_MS = 24 * 60 * 60_000;

/** The job kinds this feature schedules (handlers in review-jobs.ts). */
export const REVIEW_JOBS = {
  reminder: 'review_reminder',
  deadline: 'review_deadline',
} as const;

/** Days after the stay's end when a side that has not written is reminded. */
export const REMINDER_DAYS = [7, 13] as const;

export type EndStayInput = {
  membershipId: string;
  reason: StayRow['endedReason'];
  now: Date;
};

/**
 * Writes the stay of a membership that has just ended, in the caller's
 * transaction: its record (computeStayRecord), the 14-day review window, a
 * `review_request` to both people, a line in their chat and the reminder and
 * deadline jobs. One stay per (membership, start date): a retried or
 * concurrent end writes nothing more and announces nothing (returns null).
 */
export async function endStay(tx: Tx, input: EndStayInput): Promise<StayRow | null> {
  const [membership] = await tx
    .select({
      id: propertyHelpers.id,
      propertyId: propertyHelpers.propertyId,
      helperId: propertyHelpers.helperId,
      startDate: propertyHelpers.startDate,
      endDate: propertyHelpers.endDate,
      hostId: properties.hostId,
      propertyTitle: properties.title,
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .where(eq(propertyHelpers.id, input.membershipId));
  if (!membership) throw new Error(`endStay: no membership ${input.membershipId}`);

  const bounds = {
    membershipId: membership.id,
    propertyId: membership.propertyId,
    helperId: membership.helperId,
    startDate: membership.startDate,
    endDate: stayEndDate(membership.startDate, membership.endDate, input.now),
  };
  const record = await computeStayRecord(tx, bounds);
  const reviewDeadline = new Date(input.now.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
  const [stay] = await tx
    .insert(stays)
    .values({
      ...bounds,
      hostId: membership.hostId,
      endedReason: input.reason,
      endedAt: input.now,
      reviewDeadline,
      ...record,
    })
    .onConflictDoNothing({ target: [stays.membershipId, stays.startDate] })
    .returning();
  if (!stay) return null;

  const names = await namesOf(tx, [stay.hostId, stay.helperId]);
  const deadline = utcDay(reviewDeadline);
  for (const { reader, counterpart } of sidesOf(stay)) {
    await notify(tx, {
      userId: reader,
      type: 'review_request',
      data: {
        kind: 'review_request',
        propertyTitle: membership.propertyTitle,
        counterpartName: names.get(counterpart) ?? 'them',
        deadline,
      },
      referenceId: stay.id,
    });
  }
  await postSystemMessage(tx, {
    propertyId: stay.propertyId,
    helperId: stay.helperId,
    statusType: 'stay_ended',
    notice: { key: 'stayEnded', params: { days: REVIEW_WINDOW_DAYS } },
  });

  for (const day of REMINDER_DAYS) {
    await scheduleJob(tx, {
      kind: REVIEW_JOBS.reminder,
      key: `${stay.id}:${day}`,
      runAt: new Date(input.now.getTime() + day * DAY_MS),
      payload: { stayId: stay.id, day },
    });
  }
  await scheduleJob(tx, {
    kind: REVIEW_JOBS.deadline,
    key: stay.id,
    runAt: reviewDeadline,
    payload: { stayId: stay.id },
  });
  return stay;
}

/**
 * The stay's last day: the membership's end date, or today if it ends early
 * (or has none); never before its first day (a stay left before it began).
 */
export function stayEndDate(startDate: string, endDate: string | null, now: Date): string {
  const today = utcDay(now);
  const last = endDate && endDate < today ? endDate : today;
  return last < startDate ? startDate : last;
}

/**
 * An operator hides a review (issue 15). Hidden is gone for everyone, its
 * subject and its author included: a review the operators judged unfit
 * should not keep shaping anyone's page, and one rule is simpler to keep in
 * every read path than a per-reader exception. A published review also
 * leaves its subject's totals (and its property's, for helper-about-host),
 * the reverse of what publishStay added, so every count and average
 * excludes it. Returns false when there is no such review.
 */
export async function hideReview(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [found] = await tx
    .select({ stayId: reviews.stayId })
    .from(reviews)
    .where(eq(reviews.id, id));
  if (!found) return false;
  // The stay's lock, as publishing takes it: a review hidden while its stay
  // publishes is either added then taken off, or never added.
  const stay = await lockStay(tx, found.stayId);
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id));
  if (!review || !stay) return false;
  if (review.hiddenAt) return true;
  await tx.update(reviews).set({ hiddenAt: now }).where(eq(reviews.id, id));
  if (!stay.publishedAt) return true;

  await tx
    .update(reviewTotals)
    .set({
      reviewCount: sql`greatest(${reviewTotals.reviewCount} - 1, 0)`,
      ratingSum: sql`greatest(${reviewTotals.ratingSum} - ${review.rating}, 0)`,
    })
    .where(
      sql`${reviewTotals.subjectId} = ${review.subjectId} and ${reviewTotals.direction} = ${review.direction}`,
    );
  if (review.direction === 'helper_about_host')
    await tx
      .update(propertyReviewTotals)
      .set({
        reviewCount: sql`greatest(${propertyReviewTotals.reviewCount} - 1, 0)`,
        ratingSum: sql`greatest(${propertyReviewTotals.ratingSum} - ${review.rating}, 0)`,
      })
      .where(eq(propertyReviewTotals.propertyId, stay.propertyId));
  return true;
}
