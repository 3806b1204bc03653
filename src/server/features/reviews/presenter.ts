import type { Review } from '@shared/api/reviews';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { profiles, properties, reviews, stays } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { exactTime } from '../../platform/pagination/cursor';

export type ReviewRow = typeof reviews.$inferSelect;
type ReviewPerson = Review['author'];

/** A review with what presenting it needs: its stay's publication, the property, both people. */
export type ReviewView = {
  review: ReviewRow;
  propertyId: string;
  propertyTitle: string;
  /** The stay's publishedAt: null while the review is blind. */
  publishedAt: Date | null;
  author: ReviewPerson;
  subject: ReviewPerson;
};

const authorProfile = alias(profiles, 'review_author_profile');
const subjectProfile = alias(profiles, 'review_subject_profile');

/**
 * Reviews matching `where` (over reviews, stays, properties) with what
 * presenting them needs, in one query. The caller orders, pages and, above
 * all, filters by the blind rule: see `isVisibleTo`.
 */
export function selectReviewViews(db: Queryable, where: SQL | undefined) {
  return (
    db
      .select({
        review: reviews,
        propertyId: stays.propertyId,
        propertyTitle: properties.title,
        publishedAt: stays.publishedAt,
        authorName: authorProfile.fullName,
        authorAvatar: authorProfile.avatarUrl,
        subjectName: subjectProfile.fullName,
        subjectAvatar: subjectProfile.avatarUrl,
        /** submittedAt to the microsecond, for a newest-first cursor. */
        submittedKey: exactTime(reviews.submittedAt),
      })
      .from(reviews)
      .innerJoin(stays, eq(stays.id, reviews.stayId))
      .innerJoin(properties, eq(properties.id, stays.propertyId))
      .leftJoin(authorProfile, eq(authorProfile.id, reviews.authorId))
      .leftJoin(subjectProfile, eq(subjectProfile.id, reviews.subjectId))
      // Hidden by an operator (issue 15): gone from every list, for everyone.
      .where(and(isNull(reviews.hiddenAt), where))
      .$dynamic()
  );
}

type SelectedReviewView = {
  review: ReviewRow;
  propertyId: string;
  propertyTitle: string;
  publishedAt: Date | null;
  authorName: string | null;
  authorAvatar: string | null;
  subjectName: string | null;
  subjectAvatar: string | null;
};

/** A row of `selectReviewViews` as a ReviewView. */
export function toReviewView(row: SelectedReviewView): ReviewView {
  return {
    review: row.review,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    publishedAt: row.publishedAt,
    author: {
      id: row.review.authorId,
      fullName: row.authorName ?? '',
      avatarUrl: row.authorAvatar,
    },
    subject: {
      id: row.review.subjectId,
      fullName: row.subjectName ?? '',
      avatarUrl: row.subjectAvatar,
    },
  };
}

/**
 * The blind rule: a review is its author's alone until its stay is published,
 * then everyone's. Every listing filters with this (or the same condition in
 * SQL) before presenting.
 */
export function isVisibleTo(view: ReviewView, viewerId: string | null): boolean {
  return view.publishedAt !== null || view.review.authorId === viewerId;
}

/**
 * The one shape of a review, for HTTP. The private note goes only to its
 * author and the person reviewed. The caller has checked `isVisibleTo`.
 */
export function presentReview(view: ReviewView, viewerId: string | null): Review {
  const { review } = view;
  const mayReadNote = viewerId === review.authorId || viewerId === review.subjectId;
  return {
    id: review.id,
    stayId: review.stayId,
    direction: review.direction,
    author: view.author,
    subject: view.subject,
    propertyId: view.propertyId,
    propertyTitle: view.propertyTitle,
    rating: review.rating,
    categories: review.categories,
    publicText: review.publicText,
    privateNote: mayReadNote ? (review.privateNote ?? null) : null,
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    submittedAt: review.submittedAt.toISOString(),
    publishedAt: view.publishedAt?.toISOString() ?? null,
  };
}
