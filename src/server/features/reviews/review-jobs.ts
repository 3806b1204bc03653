import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { properties, propertyHelpers, reviews } from '../../db/schema';
import type { JobContext } from '../../platform/jobs/runner';
import { notify } from '../notifications/service';
import { lockStay, publishStay } from './publish';
import { endStay, REVIEW_JOBS } from './service';
import { namesOf, sidesOf, utcDay } from './stay-people';

/** How often memberships past their end date are looked for (decision 100). */
export const PAST_END_DATE_INTERVAL_MS = 60 * 60_000;
/** Memberships ended per run; the next run takes the rest. */
const PAST_END_DATE_BATCH = 200;

const stayPayload = z.object({ stayId: z.uuid() });

/** The reviews feature's jobs: reminders, the deadline publish and the end-date sweep. */
export function registerReviewJobs(app: FastifyInstance): void {
  app.jobs.register(REVIEW_JOBS.reminder, async (job, ctx) => {
    const { stayId } = stayPayload.parse(job.payload);
    await remindWhoHasNotWritten(ctx, stayId);
  });
  app.jobs.register(REVIEW_JOBS.deadline, async (job, ctx) => {
    const { stayId } = stayPayload.parse(job.payload);
    const stay = await lockStay(ctx.tx, stayId);
    // Never before its deadline, even if the job was scheduled early.
    if (stay && ctx.now >= stay.reviewDeadline) await publishStay(ctx.tx, stay, ctx.now);
  });
  app.jobs.every('stays_past_end_date', PAST_END_DATE_INTERVAL_MS, async (_job, ctx) => {
    await endMembershipsPastEndDate(ctx);
  });
}

/** Day 7 and 13: a `review_reminder` to each side that has not written, while the stay is open. */
async function remindWhoHasNotWritten(ctx: JobContext, stayId: string): Promise<void> {
  const stay = await lockStay(ctx.tx, stayId);
  if (!stay || stay.publishedAt || ctx.now >= stay.reviewDeadline) return;
  const written = await ctx.tx
    .select({ authorId: reviews.authorId })
    .from(reviews)
    .where(eq(reviews.stayId, stay.id));
  const [property] = await ctx.tx
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, stay.propertyId));
  const names = await namesOf(ctx.tx, [stay.hostId, stay.helperId]);
  for (const { reader, counterpart } of sidesOf(stay)) {
    if (written.some((w) => w.authorId === reader)) continue;
    await notify(ctx.tx, {
      userId: reader,
      type: 'review_reminder',
      data: {
        kind: 'review_reminder',
        propertyTitle: property?.title ?? 'the property',
        counterpartName: names.get(counterpart) ?? 'them',
        deadline: utcDay(stay.reviewDeadline),
      },
      referenceId: stay.id,
    });
  }
}

/**
 * An active membership whose end date is before today (UTC) is over: it
 * becomes `left` as if the helper had left on their last day (decision 100)
 * and its stay is written. The update's `status = 'active'` condition makes a
 * concurrent leave or remove win cleanly; endStay's key makes a rerun write nothing.
 */
export async function endMembershipsPastEndDate(ctx: Pick<JobContext, 'tx' | 'now'>) {
  const today = utcDay(ctx.now);
  const due = await ctx.tx
    .select({ id: propertyHelpers.id })
    .from(propertyHelpers)
    .where(and(eq(propertyHelpers.status, 'active'), lt(propertyHelpers.endDate, today)))
    .limit(PAST_END_DATE_BATCH);
  let ended = 0;
  for (const { id } of due) {
    const [row] = await ctx.tx
      .update(propertyHelpers)
      .set({ status: 'left', endedAt: ctx.now, updatedAt: sql`now()` })
      .where(and(eq(propertyHelpers.id, id), eq(propertyHelpers.status, 'active')))
      .returning({ id: propertyHelpers.id });
    if (!row) continue;
    await endStay(ctx.tx, { membershipId: id, reason: 'ended', now: ctx.now });
    ended += 1;
  }
  return ended;
}
