import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/transaction';
import { hoursPerWeekInForce } from '../agreements/service';

// The stay's record (issue 14, docs/features/reviews.md "The stay's record"):
// what the app itself saw during a stay, read from the chores and agreements
// tables when the stay ends and written once into `stays`. Every figure is a
// plain count over rows nobody can back-date, so a test can rebuild it from
// the points ledger and the chores' history and find the same numbers.

/** Which stay: the membership and the days it covered. */
export type StayBounds = {
  membershipId: string;
  propertyId: string;
  helperId: string;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
};

/** The columns of `stays` that hold the record (src/server/db/schema/reviews.ts). */
export type StayRecordColumns = {
  agreementSigned: boolean;
  minutesLogged: number;
  minutesAgreed: number | null;
  choresHandedIn: number;
  choresApprovedFirstTime: number;
  choresOnTime: number;
  choresWithDueTime: number;
};

/** Days from startDate to endDate, both counted. */
export function stayDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.max(1, Math.round(ms / 86_400_000) + 1);
}

/** The agreed weekly hours spread over the stay's days, in minutes (null without hours). */
export function agreedMinutes(hoursPerWeek: number | null, days: number): number | null {
  if (hoursPerWeek === null) return null;
  return Math.round((hoursPerWeek * 60 * days) / 7);
}

/**
 * What the app itself recorded during a stay, computed from its own data in
 * the transaction that ends the stay. The stay's days run from 00:00 UTC of
 * startDate to 00:00 UTC of the day after endDate (the dates the chores'
 * weekly hours use are UTC too).
 *
 * - A chore counts when the helper took it at this property and handed it in
 *   (submittedAt, its latest hand-in) within those days; chores of other
 *   helpers, other properties or other days never count.
 * - handed in: every such chore, whatever happened next (approved, waiting,
 *   sent back and not yet redone, cancelled after it was handed in).
 * - approved first time: approved and never sent back (sending back is the
 *   only writer of `reviewNote`, and nothing clears it).
 * - minutes logged: the minutes the helper entered on those chores the host
 *   approved (the same `minutes_spent` the weekly hours add up, approved
 *   only: time the host has not accepted is not on the record).
 * - on time: handed in at or before the chore's due time, of those that had one.
 * - minutes agreed: the weekly hours in force (the approved agreement, else
 *   the exchange terms, as the weekly hours use) × the stay's days / 7.
 * - agreement signed: a version the helper signed and the host approved (so
 *   it was in force) by the end of the stay, whose terms had not ended before
 *   the stay began.
 */
export async function computeStayRecord(
  tx: Queryable,
  stay: StayBounds,
): Promise<StayRecordColumns> {
  const from = sql`${stay.startDate}::date at time zone 'UTC'`;
  const until = sql`(${stay.endDate}::date + 1) at time zone 'UTC'`;
  const chores = await tx.execute<{
    handed_in: number;
    approved_first_time: number;
    minutes_logged: number;
    on_time: number;
    with_due_time: number;
  }>(sql`
    select count(*)::int as handed_in,
      count(*) filter (where status = 'approved' and review_note is null)::int as approved_first_time,
      coalesce(sum(minutes_spent) filter (where status = 'approved'), 0)::int as minutes_logged,
      count(*) filter (where due_at is not null and submitted_at <= due_at)::int as on_time,
      count(*) filter (where due_at is not null)::int as with_due_time
    from chores
    where property_id = ${stay.propertyId} and taken_by = ${stay.helperId}
      and submitted_at >= ${from} and submitted_at < ${until}`);
  const agreement = await tx.execute<{ signed: boolean }>(sql`
    select exists (
      select 1 from agreements
      where property_id = ${stay.propertyId} and helper_id = ${stay.helperId}
        and signed_at < ${until} and approved_at < ${until}
        and (terms->>'endDate' is null or (terms->>'endDate')::date >= ${stay.startDate}::date)
    ) as signed`);
  const hours = await hoursPerWeekInForce(tx, stay.propertyId, stay.helperId);
  const counts = chores.rows[0];
  return {
    agreementSigned: Boolean(agreement.rows[0]?.signed),
    minutesLogged: Number(counts?.minutes_logged ?? 0),
    minutesAgreed: agreedMinutes(hours, stayDays(stay.startDate, stay.endDate)),
    choresHandedIn: Number(counts?.handed_in ?? 0),
    choresApprovedFirstTime: Number(counts?.approved_first_time ?? 0),
    choresOnTime: Number(counts?.on_time ?? 0),
    choresWithDueTime: Number(counts?.with_due_time ?? 0),
  };
}
