import { z } from 'zod';
import { cursorSchema } from './pagination';
import { CONTROL_CHARS } from './text-fields';

// Finished stays, their two blind reviews and the record the app kept of them
// (issue 14, decision 100). The server is the authority on every rule here;
// these schemas are what both sides send and receive.

export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PRIVATE_NOTE_MAX = 1000;
export const REVIEW_REPLY_MAX = 500;

export const REVIEW_DIRECTIONS = ['host_about_helper', 'helper_about_host'] as const;
export const reviewDirectionSchema = z.enum(REVIEW_DIRECTIONS);
export type ReviewDirection = z.infer<typeof reviewDirectionSchema>;

/** The categories each side rates, in the order the form asks them. */
export const REVIEW_CATEGORIES = {
  host_about_helper: ['reliability', 'qualityOfWork', 'communication', 'respectForTheHouse'],
  helper_about_host: ['listingAccuracy', 'hospitality', 'fairnessOfExchange', 'communication'],
} as const satisfies Record<ReviewDirection, readonly string[]>;

export const REVIEW_CATEGORY_LABELS: Record<string, string> = {
  reliability: 'Reliability',
  qualityOfWork: 'Quality of work',
  communication: 'Communication',
  respectForTheHouse: 'Respect for the house',
  listingAccuracy: 'Listing accuracy',
  hospitality: 'Hospitality',
  fairnessOfExchange: 'Fairness of the exchange',
};

const rating = z
  .number({ error: 'Choose a rating from 1 to 5' })
  .int({ error: 'Choose a rating from 1 to 5' })
  .min(1, { error: 'Choose a rating from 1 to 5' })
  .max(5, { error: 'Choose a rating from 1 to 5' });

/**
 * What an author sends. `categories` must hold exactly the four keys of the
 * author's direction (the server knows the direction from the stay; a client
 * uses REVIEW_CATEGORIES to build the form).
 */
/** Characters as people (and PostgreSQL's char_length) count them: an emoji is one. */
const characters = (s: string) => [...s].length;
const noControlChars = (label: string) =>
  [
    (s: string) => !CONTROL_CHARS.test(s),
    { error: `${label} contains control characters` },
  ] as const;

export const reviewCreateSchema = z.object({
  rating,
  categories: z.record(z.string().max(40), rating),
  publicText: z
    .string()
    .trim()
    .refine((s) => characters(s) >= REVIEW_TEXT_MIN, {
      error: `Write at least ${REVIEW_TEXT_MIN} characters`,
    })
    .refine((s) => characters(s) <= REVIEW_TEXT_MAX, {
      error: `Keep it under ${REVIEW_TEXT_MAX} characters`,
    })
    .refine(...noControlChars('The review')),
  privateNote: z
    .string()
    .trim()
    .refine((s) => characters(s) <= REVIEW_PRIVATE_NOTE_MAX, {
      error: `Keep the private note under ${REVIEW_PRIVATE_NOTE_MAX} characters`,
    })
    .refine(...noControlChars('The private note'))
    .optional()
    .transform((note) => (note ? note : undefined)),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewReplySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, { error: 'Write a reply' })
    .refine((s) => characters(s) <= REVIEW_REPLY_MAX, {
      error: `Keep the reply under ${REVIEW_REPLY_MAX} characters`,
    })
    .refine(...noControlChars('The reply')),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A person as a review shows them. */
export const reviewPersonSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/**
 * A review as its reader may see it: its author always; anyone once the stay
 * is published. `privateNote` is present only for the author and the person
 * reviewed; `reply` is the reviewed person's one public answer.
 */
export const reviewSchema = z.object({
  id: z.uuid(),
  stayId: z.uuid(),
  direction: reviewDirectionSchema,
  author: reviewPersonSchema,
  subject: reviewPersonSchema,
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  rating: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
  publicText: z.string(),
  privateNote: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  submittedAt: z.string(),
  /** Null while blind (only the author sees it then). */
  publishedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** What the app itself recorded during a stay: derived, never edited. */
export const stayRecordSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  agreementSigned: z.boolean(),
  minutesLogged: z.number().int(),
  /** Null when no weekly hours were agreed. */
  minutesAgreed: z.number().int().nullable(),
  choresHandedIn: z.number().int(),
  choresApprovedFirstTime: z.number().int(),
  choresOnTime: z.number().int(),
  choresWithDueTime: z.number().int(),
});
export type StayRecord = z.infer<typeof stayRecordSchema>;

/** A finished stay as one of its two people sees it on /reviews. */
export const stayForReviewSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  /** The other person of the stay: the one this reader reviews. */
  counterpart: reviewPersonSchema,
  /** Which way this reader's review goes. */
  direction: reviewDirectionSchema,
  endedAt: z.string(),
  reviewDeadline: z.string(),
  publishedAt: z.string().nullable(),
  record: stayRecordSchema,
  /** This reader's own review, if written. */
  myReview: reviewSchema.nullable(),
  /** The other side's review: null until published (whether or not written). */
  theirReview: reviewSchema.nullable(),
  /** True when this reader may still write (no review yet, before the deadline). */
  canWrite: z.boolean(),
});
export type StayForReview = z.infer<typeof stayForReviewSchema>;

export const reviewTabSchema = z.enum(['to-write', 'received', 'written']);
export type ReviewTab = z.infer<typeof reviewTabSchema>;

/** GET /api/reviews?tab=… : to-write lists stays; received and written list reviews. */
export const reviewListQuerySchema = z.strictObject({
  tab: reviewTabSchema.default('to-write'),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const stayListSchema = z.object({
  items: z.array(stayForReviewSchema),
  nextCursor: z.string().nullable(),
});
export type StayList = z.infer<typeof stayListSchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** Average and count of published reviews; null average: none yet ('New'). */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Average to one decimal; null when there is nothing to average ('New'). */
export function ratingSummary(
  totals: { reviewCount: number | null; ratingSum: number | null } | undefined,
): RatingSummary {
  const count = totals?.reviewCount ?? 0;
  const average = count > 0 ? Math.round(((totals?.ratingSum ?? 0) / count) * 10) / 10 : null;
  return { average, count };
}

/** A share as a whole percent; null when nothing was counted. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/** A helper's track record summed over their finished stays ('3 stays · 142 h logged · 96 % approved first time'). */
export const helperTrackRecordSchema = z.object({
  stays: z.number().int(),
  minutesLogged: z.number().int(),
  choresHandedIn: z.number().int(),
  choresApprovedFirstTime: z.number().int(),
  /** 0-100, null when nothing was handed in. */
  approvedFirstTimePercent: z.number().int().nullable(),
});
export type HelperTrackRecord = z.infer<typeof helperTrackRecordSchema>;

/** GET /api/reviews/helpers/:helperId — what a host sees of a helper's reputation. */
export const helperReputationSchema = z.object({
  rating: ratingSummarySchema,
  record: helperTrackRecordSchema,
  reviews: z.array(reviewSchema),
});
export type HelperReputation = z.infer<typeof helperReputationSchema>;

/** GET /api/reviews/properties/:propertyId — a property's page. */
export const propertyReputationSchema = z.object({
  rating: ratingSummarySchema,
  staysHosted: z.number().int(),
  /** Stays with agreed hours whose logged time reached at least 90 % of them, of those with agreed hours. */
  staysWithAgreedHours: z.number().int(),
  staysHoursHeld: z.number().int(),
  reviews: z.array(reviewSchema),
});
export type PropertyReputation = z.infer<typeof propertyReputationSchema>;

/** `/api/stays/:stayId…` */
export const stayParamsSchema = z.strictObject({
  stayId: z.uuid({ error: 'must be a stay id' }),
});

/** `/api/reviews/:reviewId…` */
export const reviewParamsSchema = z.strictObject({
  reviewId: z.uuid({ error: 'must be a review id' }),
});
