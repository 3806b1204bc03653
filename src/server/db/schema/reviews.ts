import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { propertyHelpers } from './memberships';
import { properties } from './properties';

// Finished stays, their two blind reviews and the reputation they add up to
// (issue 14, decision 100).

/**
 * One finished stay. A membership row lives for ever and is reactivated on a
 * new join, so a stay is its own row, written once when the membership is
 * left, removed or reaches its end date. Its record (the figures below) is
 * computed from the app's own data in that transaction and never edited.
 */
export const stays = pgTable(
  'stays',
  {
    id: uuid().primaryKey().defaultRandom(),
    membershipId: uuid()
      .notNull()
      .references(() => propertyHelpers.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The property's owner when the stay ended: the helper's counterpart. */
    hostId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    endedReason: text({ enum: ['left', 'removed', 'ended'] }).notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull(),
    /** endedAt + 14 days: reviews close and publish then, whoever has written. */
    reviewDeadline: timestamp({ withTimezone: true }).notNull(),
    /** When both reviews (or the deadline) made them public; null until then. */
    publishedAt: timestamp({ withTimezone: true }),
    // --- The record: derived at the end of the stay, never written by clients.
    agreementSigned: boolean().notNull(),
    minutesLogged: integer().notNull(),
    /** The agreement's weekly hours × the stay's weeks, in minutes; null without hours agreed. */
    minutesAgreed: integer(),
    choresHandedIn: integer().notNull(),
    choresApprovedFirstTime: integer().notNull(),
    /** Handed in chores that had a due time and met it, and how many had one. */
    choresOnTime: integer().notNull(),
    choresWithDueTime: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A retried or concurrent end writes one stay.
    unique('stays_membership_start_key').on(t.membershipId, t.startDate),
    index('stays_helper_idx').on(t.helperId, t.endedAt),
    index('stays_host_idx').on(t.hostId, t.endedAt),
    index('stays_property_idx').on(t.propertyId, t.endedAt),
    index('stays_unpublished_deadline_idx')
      .on(t.reviewDeadline)
      .where(sql`${t.publishedAt} is null`),
    check('stays_ended_reason_check', sql`${t.endedReason} in ('left', 'removed', 'ended')`),
    check('stays_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'stays_record_check',
      sql`${t.minutesLogged} >= 0 and ${t.choresHandedIn} >= 0 and ${t.choresApprovedFirstTime} between 0 and ${t.choresHandedIn} and ${t.choresOnTime} between 0 and ${t.choresWithDueTime}`,
    ),
  ],
);

/** Category ratings, 1-5 each; the keys depend on the direction (src/shared/api/reviews.ts). */
export type ReviewCategoryRatings = Record<string, number>;

/**
 * One review of a stay by one of its two people. Visible only to its author
 * until the stay's publishedAt is set; then to everyone (the private note to
 * the person reviewed only). Never updated after submission except the reply.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    stayId: uuid()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text({ enum: ['host_about_helper', 'helper_about_host'] }).notNull(),
    rating: smallint().notNull(),
    categories: jsonb().$type<ReviewCategoryRatings>().notNull(),
    publicText: text().notNull(),
    privateNote: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator (issue 15): gone from every listing and total. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('reviews_stay_author_key').on(t.stayId, t.authorId),
    index('reviews_subject_idx').on(t.subjectId, t.submittedAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_direction_check',
      sql`${t.direction} in ('host_about_helper', 'helper_about_host')`,
    ),
    check('reviews_public_text_check', sql`char_length(${t.publicText}) between 30 and 1000`),
    check('reviews_reply_check', sql`${t.reply} is null or char_length(${t.reply}) <= 500`),
  ],
);

/**
 * Published reviews summed per person reviewed and per direction, updated in
 * the publishing transaction (so Explore and profiles read one row).
 */
export const reviewTotals = pgTable(
  'review_totals',
  {
    subjectId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text({ enum: ['host_about_helper', 'helper_about_host'] }).notNull(),
    reviewCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.direction] }),
    check('review_totals_check', sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0`),
  ],
);

/** Published helper-about-host reviews summed per property (Explore cards, the property page). */
export const propertyReviewTotals = pgTable(
  'property_review_totals',
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reviewCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
  },
  (t) => [
    check('property_review_totals_check', sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0`),
  ],
);
