import { DATES_FULL_MESSAGE, DATES_NOT_OPEN_MESSAGE } from '@shared/api/help-windows';
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { helpWindows, stayRequests } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { ruleBroken } from '../errors';

// Places in a property's help windows (issue 18), for the features that
// check them: stay requests (send, accept), Explore's 'available between',
// the Saved list's 'full'. A stay takes one place on each day from its start
// date up to the day before its end date (the day the helper leaves); only
// accepted stays take places. Windows of one property never overlap, so each
// day has one capacity.

export type HelpWindowRow = typeof helpWindows.$inferSelect;
export type Stay = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;

/** `iso` moved by `days` days (YYYY-MM-DD, UTC calendar). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The property's help windows, earliest first. */
export async function windowsOf(db: Queryable, propertyId: string): Promise<HelpWindowRow[]> {
  return db
    .select()
    .from(helpWindows)
    .where(eq(helpWindows.propertyId, propertyId))
    .orderBy(asc(helpWindows.startDate), asc(helpWindows.id));
}

/** Accepted stays of the property that take a place on some day of [from, last]. */
export async function acceptedStaysBetween(
  db: Queryable,
  propertyId: string,
  from: string,
  last: string,
): Promise<Stay[]> {
  return db
    .select({ startDate: stayRequests.startDate, endDate: stayRequests.endDate })
    .from(stayRequests)
    .where(
      and(
        eq(stayRequests.propertyId, propertyId),
        eq(stayRequests.status, 'accepted'),
        lte(stayRequests.startDate, last),
        gt(stayRequests.endDate, from),
      ),
    );
}

/** How many accepted stays take a place on `day`. */
export const placesTaken = (stays: Stay[], day: string) =>
  stays.filter((s) => s.startDate <= day && s.endDate > day).length;

/** The window `day` falls in, if any. */
export const windowOn = <W extends Pick<HelpWindowRow, 'startDate' | 'endDate'>>(
  windows: W[],
  day: string,
) => windows.find((w) => w.startDate <= day && w.endDate >= day);

/**
 * The rule for a stay from `startDate` to `endDate` (the day of leaving):
 * refused (422) when some day is outside every help window or has no place
 * left. A property without windows has no such rule. Called when a request
 * is sent and again, under the property's row lock, when it is accepted.
 */
export async function checkStayFitsWindows(
  db: Queryable,
  propertyId: string,
  startDate: string,
  endDate: string,
): Promise<{ hasWindows: boolean }> {
  const windows = await windowsOf(db, propertyId);
  if (windows.length === 0) return { hasWindows: false };
  const last = addDays(endDate, -1) < startDate ? startDate : addDays(endDate, -1);
  const stays = await acceptedStaysBetween(db, propertyId, startDate, last);
  let full = false;
  for (let day = startDate; day <= last; day = addDays(day, 1)) {
    const window = windowOn(windows, day);
    if (!window) throw ruleBroken(DATES_NOT_OPEN_MESSAGE);
    if (placesTaken(stays, day) >= window.helpersWanted) full = true;
  }
  if (full) throw ruleBroken(DATES_FULL_MESSAGE);
  return { hasWindows: true };
}

/**
 * Takes the property's row lock (FOR NO KEY UPDATE) for the rest of the
 * transaction: accepts of one property run one at a time, so two of them
 * cannot both take the last place. Rows that only reference the property
 * (new requests, messages) are not held up.
 */
export async function lockPropertyPlaces(tx: Tx, propertyId: string): Promise<void> {
  await tx.execute(sql`select 1 from properties where id = ${propertyId} for no key update`);
}

/**
 * SQL: true when the property (`propertyId`, a column or value) has a place
 * on every day from `from` to `last` (both included) in its help windows.
 *
 * Checked on the days where the answer can change, not on each day: `from`;
 * each accepted stay's first day in the range (the places taken only rise
 * there); and each day after a window ends in the range (a gap, or the next
 * window and its capacity, begins there). Between two such days the window
 * (windows never overlap) and the places taken only stay or fall, so a day
 * with no place implies one of these days has none. Explore runs this for
 * every candidate that publishes windows: a stay of three weeks was 21 days
 * of two index probes each, and is now one to a few (issue 18).
 */
export function placeOnEveryDaySql(propertyId: SQL, from: SQL, last: SQL): SQL<boolean> {
  return sql<boolean>`not exists (
    select 1 from (
      select ${from}::date
      union all
      select sr.start_date from stay_requests sr
      where sr.property_id = ${propertyId} and sr.status = 'accepted'
        and sr.start_date > ${from}::date and sr.start_date <= ${last}::date
      union all
      select hw.end_date + 1 from help_windows hw
      where hw.property_id = ${propertyId}
        and hw.end_date >= ${from}::date and hw.end_date < ${last}::date
    ) as day(d)
    where not exists (
      select 1 from help_windows hw
      where hw.property_id = ${propertyId}
        and hw.start_date <= day.d and hw.end_date >= day.d
        and hw.helpers_wanted > (
          select count(*) from stay_requests sr
          where sr.property_id = ${propertyId} and sr.status = 'accepted'
            and sr.start_date <= day.d and sr.end_date > day.d
        )
    )
  )`;
}

/** SQL: the property publishes help windows. */
export function hasWindowsSql(propertyId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from help_windows hw where hw.property_id = ${propertyId})`;
}

/**
 * SQL: the property publishes help windows and none of them has a place
 * left on any day from today on.
 */
export function fullSql(propertyId: SQL): SQL<boolean> {
  return sql<boolean>`(${hasWindowsSql(propertyId)} and not exists (
    select 1 from help_windows hw
    cross join lateral generate_series(greatest(hw.start_date, current_date), hw.end_date, interval '1 day') as day(d)
    where hw.property_id = ${propertyId} and hw.end_date >= current_date
      and hw.helpers_wanted > (
        select count(*) from stay_requests sr
        where sr.property_id = ${propertyId} and sr.status = 'accepted'
          and sr.start_date <= day.d::date and sr.end_date > day.d::date
      )
  ))`;
}
