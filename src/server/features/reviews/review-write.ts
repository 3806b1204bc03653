import {
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  type Review,
  type ReviewReply,
  type reviewCreateSchema,
} from '@shared/api/reviews';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, notFound } from '../../platform/errors';
import { presentReview, selectReviewViews, toReviewView } from './presenter';
import { lockStay, publishStay } from './publish';
import { sideOf } from './stay-people';

export const REVIEW_ERRORS = {
  stayNotFound: 'Stay not found',
  reviewNotFound: 'Review not found',
  alreadyReviewed: 'You have already reviewed this stay',
  windowClosed: 'The time to review this stay is over',
  alreadyReplied: 'You have already replied to this review',
} as const;

type ReviewInput = z.output<typeof reviewCreateSchema>;

/**
 * POST /api/stays/:stayId/review: one of the stay's two people writes their
 * one review, before the deadline. When the other side has written already,
 * both are published in this transaction.
 */
export async function writeReview(
  db: Db,
  viewer: Viewer,
  stayId: string,
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, stayId);
    const side = stay && sideOf(stay, viewer.userId);
    if (!stay || !side) throw notFound(REVIEW_ERRORS.stayNotFound);
    const [mine] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.stayId, stay.id), eq(reviews.authorId, viewer.userId)));
    if (mine) throw conflict(REVIEW_ERRORS.alreadyReviewed);
    if (stay.publishedAt || now >= stay.reviewDeadline) throw conflict(REVIEW_ERRORS.windowClosed);
    checkCategories(side.direction, input.categories);

    const [written] = await tx
      .insert(reviews)
      .values({
        stayId: stay.id,
        authorId: viewer.userId,
        subjectId: side.counterpart,
        direction: side.direction,
        rating: input.rating,
        categories: input.categories,
        publicText: input.publicText,
        privateNote: input.privateNote ?? null,
        submittedAt: now,
      })
      // The lock makes this unreachable; the key stays the last word.
      .onConflictDoNothing({ target: [reviews.stayId, reviews.authorId] })
      .returning({ id: reviews.id });
    if (!written) throw conflict(REVIEW_ERRORS.alreadyReviewed);

    const [theirs] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.stayId, stay.id), eq(reviews.authorId, side.counterpart)));
    if (theirs) await publishStay(tx, stay, now);
    return presentOne(tx, written.id, viewer.userId);
  });
}

/** The author's direction decides the four categories: exactly those, no more, no fewer. */
function checkCategories(
  direction: keyof typeof REVIEW_CATEGORIES,
  categories: Record<string, number>,
): void {
  const expected: readonly string[] = REVIEW_CATEGORIES[direction];
  const given = Object.keys(categories);
  const missing = expected.filter((key) => !(key in categories));
  const unknown = given.filter((key) => !expected.includes(key));
  if (missing.length === 0 && unknown.length === 0) return;
  const labels = expected.map((key) => REVIEW_CATEGORY_LABELS[key] ?? key).join(', ');
  throw new AppError('rule_broken', `Rate each of: ${labels}`, [
    ...missing.map((key) => ({
      field: `body.categories.${key}`,
      message: `Rate ${REVIEW_CATEGORY_LABELS[key] ?? key}`,
    })),
    ...unknown.map((key) => ({
      field: `body.categories.${key}`,
      message: 'Not a category of this review',
    })),
  ]);
}

/**
 * POST /api/reviews/:reviewId/reply: the person reviewed answers a published
 * review once. Anyone else, and any unpublished review, reads 404.
 */
export async function replyToReview(
  db: Db,
  viewer: Viewer,
  reviewId: string,
  input: ReviewReply,
  now: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [row] = await selectReviewViews(tx, eq(reviews.id, reviewId));
    const view = row && toReviewView(row);
    if (!view || view.publishedAt === null || view.review.subjectId !== viewer.userId)
      throw notFound(REVIEW_ERRORS.reviewNotFound);
    const [updated] = await tx
      .update(reviews)
      .set({ reply: input.reply, repliedAt: now })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (!updated) throw conflict(REVIEW_ERRORS.alreadyReplied);
    return presentOne(tx, reviewId, viewer.userId);
  });
}

async function presentOne(db: Queryable, reviewId: string, viewerId: string): Promise<Review> {
  const [row] = await selectReviewViews(db, eq(reviews.id, reviewId));
  if (!row) throw new Error('review vanished');
  return presentReview(toReviewView(row), viewerId);
}
