import type { Review, StayForReview } from '@shared/api/reviews';
import { inArray } from 'drizzle-orm';
import { profiles, properties, reviews } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { isVisibleTo, presentReview, selectReviewViews, toReviewView } from './presenter';
import { type StayRow, sideOf } from './stay-people';

/**
 * Stays as one of their two people sees them on /reviews, in three queries
 * for the whole page: the properties, the counterparts, the reviews. The
 * other side's review is there only once the stay is published.
 */
export async function presentStays(
  db: Queryable,
  rows: StayRow[],
  viewerId: string,
  now: Date,
): Promise<StayForReview[]> {
  if (rows.length === 0) return [];
  const stayIds = rows.map((s) => s.id);
  const [propertyRows, people, reviewRows] = await Promise.all([
    db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(inArray(properties.id, [...new Set(rows.map((s) => s.propertyId))])),
    db
      .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(inArray(profiles.id, [...new Set(rows.flatMap((s) => [s.hostId, s.helperId]))])),
    selectReviewViews(db, inArray(reviews.stayId, stayIds)),
  ]);
  const titles = new Map(propertyRows.map((p) => [p.id, p.title]));
  const cards = new Map(people.map((p) => [p.id, { ...p, fullName: p.fullName ?? '' }]));
  const visible = reviewRows.map(toReviewView).filter((v) => isVisibleTo(v, viewerId));

  return rows.map((stay) => {
    const side = sideOf(stay, viewerId);
    if (!side) throw new Error('presentStays: not one of the stay’s people');
    const reviewBy = (authorId: string): Review | null => {
      const view = visible.find(
        (v) => v.review.stayId === stay.id && v.review.authorId === authorId,
      );
      return view ? presentReview(view, viewerId) : null;
    };
    const myReview = reviewBy(viewerId);
    return {
      id: stay.id,
      propertyId: stay.propertyId,
      propertyTitle: titles.get(stay.propertyId) ?? '',
      counterpart: cards.get(side.counterpart) ?? {
        id: side.counterpart,
        fullName: '',
        avatarUrl: null,
      },
      direction: side.direction,
      endedAt: stay.endedAt.toISOString(),
      reviewDeadline: stay.reviewDeadline.toISOString(),
      publishedAt: stay.publishedAt?.toISOString() ?? null,
      record: {
        startDate: stay.startDate,
        endDate: stay.endDate,
        agreementSigned: stay.agreementSigned,
        minutesLogged: stay.minutesLogged,
        minutesAgreed: stay.minutesAgreed,
        choresHandedIn: stay.choresHandedIn,
        choresApprovedFirstTime: stay.choresApprovedFirstTime,
        choresOnTime: stay.choresOnTime,
        choresWithDueTime: stay.choresWithDueTime,
      },
      myReview,
      theirReview: stay.publishedAt ? reviewBy(side.counterpart) : null,
      canWrite: !myReview && !stay.publishedAt && now < stay.reviewDeadline,
    };
  });
}
