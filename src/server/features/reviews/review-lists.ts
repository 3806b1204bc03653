import type {
  ReviewList,
  reviewListQuerySchema,
  StayForReview,
  StayList,
} from '@shared/api/reviews';
import { and, eq, gt, isNotNull, isNull, notExists, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reviews, stays } from '../../db/schema';
import type { Viewer } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { presentReview, selectReviewViews, toReviewView } from './presenter';
import { REVIEW_ERRORS } from './review-write';
import { sideOf } from './stay-people';
import { presentStays } from './stay-view';

type ListQuery = z.output<typeof reviewListQuerySchema>;

/**
 * GET /api/reviews?tab=…, newest first:
 * - to-write: my stays I have not reviewed, still open (not published, before the deadline);
 * - received: PUBLISHED reviews about me (with their private notes: I am the subject);
 * - written: my own reviews, published or still blind (publishedAt null).
 */
export async function listReviews(
  db: Db,
  viewer: Viewer,
  query: ListQuery,
  now: Date,
): Promise<StayList | ReviewList> {
  const me = viewer.userId;
  if (query.tab === 'to-write') {
    const page = newestFirst(stays.endedAt, stays.id, query.cursor);
    const rows = await db
      .select({ stay: stays, at: page.at })
      .from(stays)
      .where(
        and(
          or(eq(stays.hostId, me), eq(stays.helperId, me)),
          isNull(stays.publishedAt),
          gt(stays.reviewDeadline, now),
          notExists(
            db
              .select({ id: reviews.id })
              .from(reviews)
              .where(and(eq(reviews.stayId, stays.id), eq(reviews.authorId, me))),
          ),
          page.after,
        ),
      )
      .orderBy(...page.orderBy)
      .limit(query.limit + 1);
    const shown = rows.slice(0, query.limit);
    const items = await presentStays(
      db,
      shown.map((r) => r.stay),
      me,
      now,
    );
    return pageFrom(
      rows,
      query.limit,
      (row) => items.find((item) => item.id === row.stay.id) as StayForReview,
      (row) => [row.at, row.stay.id],
    );
  }

  const page = newestFirst(reviews.submittedAt, reviews.id, query.cursor);
  const mine: SQL | undefined =
    query.tab === 'received'
      ? and(eq(reviews.subjectId, me), isNotNull(stays.publishedAt))
      : eq(reviews.authorId, me);
  const rows = await selectReviewViews(db, and(mine, page.after))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  return pageFrom(
    rows,
    query.limit,
    (row) => presentReview(toReviewView(row), me),
    (row) => [row.submittedKey, row.review.id],
  );
}

/** GET /api/stays/:stayId: one of the stay's two people; anyone else reads 404. */
export async function getStay(
  db: Db,
  viewer: Viewer,
  stayId: string,
  now: Date,
): Promise<StayForReview> {
  const [stay] = await db.select().from(stays).where(eq(stays.id, stayId));
  if (!stay || !sideOf(stay, viewer.userId)) throw notFound(REVIEW_ERRORS.stayNotFound);
  const [item] = await presentStays(db, [stay], viewer.userId, now);
  if (!item) throw notFound(REVIEW_ERRORS.stayNotFound);
  return item;
}
