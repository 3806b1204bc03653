import { eq, sql } from 'drizzle-orm';
import { propertyReviewTotals, reviews, reviewTotals } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { lockStay } from './publish';

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
