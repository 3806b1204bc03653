import { describeNotification, plainEnglish } from '@shared/activity-text';
import { REVIEW_CATEGORIES, REVIEW_WINDOW_DAYS } from '@shared/api/reviews';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  jobs,
  notifications,
  profiles,
  properties,
  propertyHelpers,
  propertyReviewTotals,
  reviews,
  reviewTotals,
  stays,
  users,
} from '../db/schema';
import type { Tx } from '../db/transaction';
import { REMINDER_DAYS, REVIEW_JOBS } from '../features/reviews/service';
import { computeStayRecord } from '../features/reviews/stay-record';
import { seedId } from './demo-properties';
import type { SeedStep } from './seed-step';

// Finished stays and their reviews (issue 14, decision 100), for Hugo Helper
// (helper@demo.test) and three hosts:
// - Olive grove by the sea (Marta): over six weeks ago, both reviews written
//   and published (Marta's with Hugo's reply), in everyone's totals;
// - Machiya guesthouse (Kenji): ended 3 days ago, nobody has written yet, so
//   it waits in both people's "To write";
// - Lakeside Cabin (Hana Host, host@demo.test): ended 5 days ago, Hana has
//   written (her "Written" tab shows it, blind) and Hugo sees only that the
//   stay waits for his review.
// Each stay's record is computed (computeStayRecord), as at a real end; the
// totals are summed again from the published reviews, so they always match.
// Rows have fixed ids and dates counted from today: a second run the same day
// changes nothing, a later one moves the stays along with the calendar.

const DAY_MS = 86_400_000;
const dayOffset = (offset: number) => new Date(Date.now() + offset * DAY_MS);
const isoDay = (offset: number) => dayOffset(offset).toISOString().slice(0, 10);

type DemoReview = {
  by: 'host' | 'helper';
  rating: number;
  publicText: string;
  privateNote?: string;
  reply?: string;
};

type DemoStay = {
  key: string;
  propertyKey: string;
  hostEmail: string;
  /** Days from today. */
  start: number;
  end: number;
  reviews: DemoReview[];
  /** Both written: published a day after the second. */
  published: boolean;
};

export const DEMO_STAYS: readonly DemoStay[] = [
  {
    key: 'tavira',
    propertyKey: 'tavira-olives',
    hostEmail: 'marta@demo.test',
    start: -75,
    end: -45,
    published: true,
    reviews: [
      {
        by: 'host',
        rating: 5,
        publicText:
          'Hugo picked olives from dawn, fixed the shop’s shelves without being asked and made the whole family laugh. Welcome back any time.',
        privateNote: 'The bike you borrowed still squeaks, but thank you for oiling the chain!',
        reply: 'Thank you, Marta! Those four weeks were the best of my year.',
      },
      {
        by: 'helper',
        rating: 4,
        publicText:
          'A beautiful grove, a fair five hours a day and meals I still dream of. The room was smaller than in the photos, but spotless.',
      },
    ],
  },
  {
    key: 'kyoto',
    propertyKey: 'kyoto-guesthouse',
    hostEmail: 'kenji@demo.test',
    start: -24,
    end: -3,
    published: false,
    reviews: [],
  },
  {
    key: 'lakeside',
    propertyKey: 'lakeside-cabin',
    hostEmail: 'host@demo.test',
    start: -40,
    end: -5,
    published: false,
    reviews: [
      {
        by: 'host',
        rating: 4,
        publicText:
          'Hugo repainted the whole deck and kept the cabin tidy. A little late some mornings, but the work was always done well.',
        privateNote: 'Next time, please tell me before you take the canoe out alone.',
      },
    ],
  },
];

async function userIdOf(db: Db | Tx, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row)
    throw new Error(`${email} is missing: run the demo accounts and properties steps first`);
  return row.id;
}

async function seedStay(tx: Tx, demo: DemoStay, helperId: string): Promise<void> {
  const hostId = await userIdOf(tx, demo.hostEmail);
  const propertyId = seedId(`property:${demo.propertyKey}`);
  const endedAt = dayOffset(demo.end);
  const membershipValues = {
    propertyId,
    helperId,
    status: 'left' as const,
    joinedVia: 'request' as const,
    startDate: isoDay(demo.start),
    endDate: isoDay(demo.end),
    endedAt,
  };
  const [membership] = await tx
    .insert(propertyHelpers)
    .values({ id: seedId(`membership:${demo.key}:hugo`), ...membershipValues })
    .onConflictDoUpdate({
      target: [propertyHelpers.propertyId, propertyHelpers.helperId],
      set: { ...membershipValues, updatedAt: sql`now()` },
    })
    .returning({ id: propertyHelpers.id });
  if (!membership) throw new Error('demo membership upsert returned no row');

  const bounds = {
    membershipId: membership.id,
    propertyId,
    helperId,
    startDate: membershipValues.startDate,
    endDate: membershipValues.endDate,
  };
  const record = await computeStayRecord(tx, bounds);
  const stayId = seedId(`stay:${demo.key}:hugo`);
  const reviewDeadline = new Date(endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
  const lastWritten = dayOffset(demo.end + 2);
  const stay = {
    ...bounds,
    hostId,
    endedReason: 'ended' as const,
    endedAt,
    reviewDeadline,
    publishedAt: demo.published ? lastWritten : null,
    ...record,
  };
  // Another row for this membership and start (a stay ended by hand) gives way.
  await tx
    .delete(stays)
    .where(
      and(
        eq(stays.membershipId, membership.id),
        eq(stays.startDate, bounds.startDate),
        sql`${stays.id} <> ${stayId}`,
      ),
    );
  await tx
    .insert(stays)
    .values({ id: stayId, ...stay })
    .onConflictDoUpdate({ target: stays.id, set: stay });

  const keep = demo.reviews.map((r) => seedId(`review:${demo.key}:${r.by}`));
  await tx
    .delete(reviews)
    .where(and(eq(reviews.stayId, stayId), keep.length ? notInArray(reviews.id, keep) : undefined));
  for (const [i, r] of demo.reviews.entries()) {
    const direction = r.by === 'host' ? 'host_about_helper' : 'helper_about_host';
    const values = {
      stayId,
      authorId: r.by === 'host' ? hostId : helperId,
      subjectId: r.by === 'host' ? helperId : hostId,
      direction,
      rating: r.rating,
      categories: Object.fromEntries(REVIEW_CATEGORIES[direction].map((k) => [k, r.rating])),
      publicText: r.publicText,
      privateNote: r.privateNote ?? null,
      reply: r.reply ?? null,
      repliedAt: r.reply ? dayOffset(demo.end + 4) : null,
      submittedAt: dayOffset(demo.end + 1 + i),
    } as const;
    await tx
      .insert(reviews)
      .values({ id: seedId(`review:${demo.key}:${r.by}`), ...values })
      .onConflictDoUpdate({ target: reviews.id, set: values });
  }

  if (!demo.published) await scheduleDemoJobs(tx, stayId, endedAt, reviewDeadline);
  await askToReview(tx, demo, stayId, helperId, hostId, reviewDeadline);
}

/**
 * The reminder and deadline jobs of a stay still open, at this run's dates
 * (a job of an earlier run, done or not, is put back on the new time).
 */
async function scheduleDemoJobs(tx: Tx, stayId: string, endedAt: Date, deadline: Date) {
  const planned = [
    ...REMINDER_DAYS.map((day) => ({
      kind: REVIEW_JOBS.reminder,
      key: `${stayId}:${day}`,
      runAt: new Date(endedAt.getTime() + day * DAY_MS),
      payload: { stayId, day },
    })),
    { kind: REVIEW_JOBS.deadline, key: stayId, runAt: deadline, payload: { stayId } },
  ];
  for (const job of planned)
    await tx
      .insert(jobs)
      .values(job)
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: { runAt: job.runAt, payload: job.payload, doneAt: null, attempts: 0, lastError: null },
      });
}

/** Hugo's `review_request` for a stay he has yet to review (one row per stay, kept). */
async function askToReview(
  tx: Tx,
  demo: DemoStay,
  stayId: string,
  helperId: string,
  hostId: string,
  deadline: Date,
) {
  if (demo.published || demo.reviews.some((r) => r.by === 'helper')) return;
  const [host] = await tx
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  const [property] = await tx
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, seedId(`property:${demo.propertyKey}`)));
  const data = {
    kind: 'review_request' as const,
    propertyTitle: property?.title ?? '',
    counterpartName: host?.name || 'your host',
    deadline: deadline.toISOString().slice(0, 10),
  };
  const values = {
    userId: helperId,
    type: 'review_request',
    title: 'How did the stay go?',
    content: describeNotification(data, plainEnglish),
    data,
    referenceId: stayId,
    createdAt: dayOffset(demo.end),
  };
  await tx
    .insert(notifications)
    .values({ id: seedId(`note:review-request:${demo.key}`), isRead: false, ...values })
    .onConflictDoUpdate({ target: notifications.id, set: values });
}

/**
 * The totals of everyone and every property the demo stays touch, summed
 * again from their published reviews: the same figures the publishing
 * transaction would have added up.
 */
async function recountTotals(tx: Tx, subjectIds: string[], propertyIds: string[]) {
  await tx.delete(reviewTotals).where(inArray(reviewTotals.subjectId, subjectIds));
  const perSubject = await tx
    .select({
      subjectId: reviews.subjectId,
      direction: reviews.direction,
      reviewCount: sql<number>`count(*)::int`,
      ratingSum: sql<number>`sum(${reviews.rating})::int`,
    })
    .from(reviews)
    .innerJoin(stays, eq(stays.id, reviews.stayId))
    .where(and(inArray(reviews.subjectId, subjectIds), isNotNull(stays.publishedAt)))
    .groupBy(reviews.subjectId, reviews.direction);
  if (perSubject.length) await tx.insert(reviewTotals).values(perSubject);

  await tx
    .delete(propertyReviewTotals)
    .where(inArray(propertyReviewTotals.propertyId, propertyIds));
  const perProperty = await tx
    .select({
      propertyId: stays.propertyId,
      reviewCount: sql<number>`count(*)::int`,
      ratingSum: sql<number>`sum(${reviews.rating})::int`,
    })
    .from(reviews)
    .innerJoin(stays, eq(stays.id, reviews.stayId))
    .where(
      and(
        inArray(stays.propertyId, propertyIds),
        eq(reviews.direction, 'helper_about_host'),
        isNotNull(stays.publishedAt),
      ),
    )
    .groupBy(stays.propertyId);
  if (perProperty.length) await tx.insert(propertyReviewTotals).values(perProperty);
}

export async function seedDemoReviews(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const helperId = await userIdOf(tx, 'helper@demo.test');
    const hostIds: string[] = [];
    for (const demo of DEMO_STAYS) {
      await seedStay(tx, demo, helperId);
      hostIds.push(await userIdOf(tx, demo.hostEmail));
    }
    await recountTotals(
      tx,
      [helperId, ...hostIds],
      DEMO_STAYS.map((d) => seedId(`property:${d.propertyKey}`)),
    );
  });
}

export const demoReviewsStep: SeedStep = {
  name: 'demo reviews (finished stays: published, waiting, blind)',
  run: seedDemoReviews,
};
