import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/transaction';
import { hoursPerWeekInForce } from '../agreements/service';
import { notify } from '../notifications/service';
import type { ChoreRow } from './access';
import { displayName } from './chore-steps';

// What chores offer other features: the hours a helper's chores add up to in
// a week (the points feature's weekly-hours list reads them), and the check
// that tells host and helper when a week passes the agreed hours.

/** Monday 00:00 UTC of the week `now` is in, as YYYY-MM-DD. */
export function weekStartOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7; // 0 = Monday
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - day);
  return monday.toISOString().slice(0, 10);
}

/** Minutes of submitted/approved chores a helper submitted at a property in this week. */
export async function minutesThisWeek(
  db: Queryable,
  propertyId: string,
  helperId: string,
  weekStart: string,
): Promise<number> {
  const result = await db.execute<{ minutes: number }>(sql`
    select coalesce(sum(minutes_spent), 0)::int as minutes from chores
    where property_id = ${propertyId} and taken_by = ${helperId}
      and status in ('submitted', 'approved')
      and submitted_at >= ${weekStart}::date at time zone 'UTC'
      and submitted_at < (${weekStart}::date + 7) at time zone 'UTC'`);
  return Number(result.rows[0]?.minutes ?? 0);
}

/** When this chore's week passed the agreed hours: host and helper told once per week. */
export async function checkWeeklyHours(tx: Tx, row: ChoreRow, hostId: string) {
  if (!row.takenBy || !row.submittedAt || !row.minutesSpent) return;
  const agreed = await hoursPerWeekInForce(tx, row.propertyId, row.takenBy);
  if (agreed === null) return;
  const weekStart = weekStartOf(row.submittedAt);
  const minutes = await minutesThisWeek(tx, row.propertyId, row.takenBy, weekStart);
  if (minutes <= agreed * 60) return;
  const inserted = await tx.execute(sql`
    insert into weekly_hours_alerts (property_id, helper_id, week_start)
    values (${row.propertyId}, ${row.takenBy}, ${weekStart})
    on conflict do nothing returning id`);
  if (inserted.rows.length === 0) return;
  // Numbers, not a sentence: each reader's client writes 22.5 its way (issue 24).
  const facts = {
    kind: 'weekly_hours_passed',
    helperName: await displayName(tx, row.takenBy),
    hours: Math.round(minutes / 6) / 10,
    agreedHours: agreed,
  } as const;
  await notify(tx, {
    userId: hostId,
    type: 'chore_hours_exceeded',
    data: { ...facts, reader: 'host' },
    referenceId: row.id,
  });
  await notify(tx, {
    userId: row.takenBy,
    type: 'chore_hours_exceeded',
    data: { ...facts, reader: 'helper' },
    referenceId: row.id,
  });
}
