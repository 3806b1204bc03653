import { and, eq, isNull, sql } from 'drizzle-orm';
import { properties, propertyReviewTotals, reviews, reviewTotals, stays } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notify } from '../notifications/service';
import { namesOf, type StayRow, sidesOf } from './stay-people';

/**
 * Locks a stay's row until the transaction ends. Writing a review, publishing
 * and the jobs all take it first, so two reviews submitted at the same moment
 * cannot both miss each other (the second sees the first and publishes both),
 * and a stay is published once.
 */
export async function lockStay(tx: Tx, stayId: string): Promise<StayRow | null> {
  const [stay] = await tx.select().from(stays).where(eq(stays.id, stayId)).for('update');
  return stay ?? null;
}

/**
 * Makes a stay's reviews public, whatever was written (two, one or none):
 * sets published_at, adds each review to its subject's totals (and a
 * helper-about-host one to its property's) in this same transaction, and
 * tells both people when there is anything to read. The caller holds the
 * stay's lock; a stay already published is left alone (returns false).
 */
export async function publishStay(tx: Tx, stay: StayRow, now: Date): Promise<boolean> {
  const [published] = await tx
    .update(stays)
    .set({ publishedAt: now })
    .where(and(eq(stays.id, stay.id), isNull(stays.publishedAt)))
    .returning({ id: stays.id });
  if (!published) return false;

  // A review an operator hid before publication never enters the totals (issue 15).
  const written = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.stayId, stay.id), isNull(reviews.hiddenAt)));
  for (const review of written) {
    await tx
      .insert(reviewTotals)
      .values({
        subjectId: review.subjectId,
        direction: review.direction,
        reviewCount: 1,
        ratingSum: review.rating,
      })
      .onConflictDoUpdate({
        target: [reviewTotals.subjectId, reviewTotals.direction],
        set: {
          reviewCount: sql`${reviewTotals.reviewCount} + 1`,
          ratingSum: sql`${reviewTotals.ratingSum} + ${review.rating}`,
        },
      });
    if (review.direction === 'helper_about_host')
      await tx
        .insert(propertyReviewTotals)
        .values({ propertyId: stay.propertyId, reviewCount: 1, ratingSum: review.rating })
        .onConflictDoUpdate({
          target: propertyReviewTotals.propertyId,
          set: {
            reviewCount: sql`${propertyReviewTotals.reviewCount} + 1`,
            ratingSum: sql`${propertyReviewTotals.ratingSum} + ${review.rating}`,
          },
        });
  }
  if (written.length === 0) return true;

  const [property] = await tx
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, stay.propertyId));
  const names = await namesOf(tx, [stay.hostId, stay.helperId]);
  for (const { reader, counterpart } of sidesOf(stay))
    await notify(tx, {
      userId: reader,
      type: 'review_published',
      data: {
        kind: 'review_published',
        propertyTitle: property?.title ?? 'the property',
        counterpartName: names.get(counterpart) ?? 'them',
      },
      referenceId: stay.id,
    });
  return true;
}
