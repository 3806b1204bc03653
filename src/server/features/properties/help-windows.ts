import {
  type Availability,
  type AvailabilityWeek,
  DATES_FULL_MESSAGE,
  DATES_NOT_OPEN_MESSAGE,
  HELP_WINDOW_LIMITS,
  type HelpWindow,
  type helpWindowInputSchema,
  type helpWindowPatchSchema,
  TOO_MANY_WINDOWS_MESSAGE,
  type WeekStatus,
  WINDOW_NOT_FOUND_MESSAGE,
  WINDOW_OVERLAP_MESSAGE,
  WINDOW_TOO_LONG_MESSAGE,
} from '@shared/api/help-windows';
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { helpWindows, stayRequests } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import {
  findOwnProperty,
  findVisibleProperty,
  requireHostRole,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { notFound, ruleBroken } from '../../platform/errors';
import type { PropertyContext } from './service';

// Help windows (issue 18): when a property wants help and how many helpers on
// each day. A stay takes one place on each day from its start date up to the
// day before its end date (the day the helper leaves); only accepted stays
// take places. Windows of one property never overlap, so each day has one
// capacity.

type WindowRow = typeof helpWindows.$inferSelect;
type WindowInput = z.output<typeof helpWindowInputSchema>;
type WindowPatch = z.output<typeof helpWindowPatchSchema>;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** `iso` moved by `days` days (YYYY-MM-DD, UTC calendar). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's date on the server's clock (UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

function presentWindow(row: WindowRow): HelpWindow {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    helpersWanted: row.helpersWanted,
  };
}

async function windowsOf(db: Queryable, propertyId: string): Promise<WindowRow[]> {
  return db
    .select()
    .from(helpWindows)
    .where(eq(helpWindows.propertyId, propertyId))
    .orderBy(asc(helpWindows.startDate), asc(helpWindows.id));
}

/** Accepted stays of the property that take a place on some day of [from, last]. */
async function acceptedStaysBetween(db: Queryable, propertyId: string, from: string, last: string) {
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

type Stay = { startDate: string; endDate: string };
const placesTaken = (stays: Stay[], day: string) =>
  stays.filter((s) => s.startDate <= day && s.endDate > day).length;
const windowOn = (windows: WindowRow[], day: string) =>
  windows.find((w) => w.startDate <= day && w.endDate >= day);

// ---------------------------------------------------------------- the rule

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
 */
export function placeOnEveryDaySql(propertyId: SQL, from: SQL, last: SQL): SQL<boolean> {
  return sql<boolean>`not exists (
    select 1 from generate_series(${from}, ${last}, interval '1 day') as day(d)
    where not exists (
      select 1 from help_windows hw
      where hw.property_id = ${propertyId}
        and hw.start_date <= day.d::date and hw.end_date >= day.d::date
        and hw.helpers_wanted > (
          select count(*) from stay_requests sr
          where sr.property_id = ${propertyId} and sr.status = 'accepted'
            and sr.start_date <= day.d::date and sr.end_date > day.d::date
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

// ---------------------------------------------------------------- calendar

/** The Monday of the week of `iso`. */
function mondayOf(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

/** The weeks from this one on, each open, filling, full or closed (pure, for tests). */
export function calendarWeeks(
  windows: Pick<WindowRow, 'startDate' | 'endDate' | 'helpersWanted'>[],
  stays: Stay[],
  today: string,
  weeks: number = HELP_WINDOW_LIMITS.calendarWeeks,
): AvailabilityWeek[] {
  const first = mondayOf(today);
  const result: AvailabilityWeek[] = [];
  for (let w = 0; w < weeks; w++) {
    const start = addDays(first, w * 7);
    let wanted = 0;
    let fullDays = 0;
    let taken = 0;
    let placesLeft = 0;
    for (let d = 0; d < 7; d++) {
      const day = addDays(start, d);
      if (day < today) continue;
      const window = windows.find((x) => x.startDate <= day && x.endDate >= day);
      if (!window) continue;
      wanted++;
      const used = placesTaken(stays, day);
      taken += used;
      if (used >= window.helpersWanted) fullDays++;
      placesLeft = Math.max(placesLeft, window.helpersWanted - used);
    }
    const status: WeekStatus =
      wanted === 0 ? 'closed' : fullDays === wanted ? 'full' : taken > 0 ? 'filling' : 'open';
    result.push({ start, status, placesLeft });
  }
  return result;
}

/** GET /api/properties/:id/availability: anyone who may see the property. */
export async function getAvailability(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<Availability> {
  const { property } = await findVisibleProperty(ctx.db, viewer.userId, propertyId);
  const windows = await windowsOf(ctx.db, property.id);
  if (windows.length === 0) return { windows: [], weeks: [] };
  const today = todayUtc();
  const last = addDays(mondayOf(today), HELP_WINDOW_LIMITS.calendarWeeks * 7 - 1);
  const stays = await acceptedStaysBetween(ctx.db, property.id, mondayOf(today), last);
  return { windows: windows.map(presentWindow), weeks: calendarWeeks(windows, stays, today) };
}

// ---------------------------------------------------------------- editing (host)

function checkWindow(window: { startDate: string; endDate: string }, others: WindowRow[]) {
  if (dayNumber(window.endDate) - dayNumber(window.startDate) + 1 > HELP_WINDOW_LIMITS.maxDays)
    throw ruleBroken(WINDOW_TOO_LONG_MESSAGE);
  if (window.endDate < addDays(todayUtc(), -1))
    throw ruleBroken('A help window cannot end in the past');
  if (others.some((o) => o.startDate <= window.endDate && o.endDate >= window.startDate))
    throw ruleBroken(WINDOW_OVERLAP_MESSAGE);
}

/** POST /api/properties/:id/help-windows (the property's host). */
export async function addHelpWindow(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  input: WindowInput,
): Promise<HelpWindow> {
  requireHostRole(viewer);
  return ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const existing = await windowsOf(tx, property.id);
    if (existing.length >= HELP_WINDOW_LIMITS.perProperty)
      throw ruleBroken(TOO_MANY_WINDOWS_MESSAGE);
    checkWindow(input, existing);
    const [row] = await tx
      .insert(helpWindows)
      .values({ propertyId: property.id, ...input })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return presentWindow(row);
  });
}

/** PATCH /api/properties/:id/help-windows/:windowId (the property's host). */
export async function updateHelpWindow(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  windowId: string,
  patch: WindowPatch,
): Promise<HelpWindow> {
  requireHostRole(viewer);
  return ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const existing = await windowsOf(tx, property.id);
    const current = existing.find((w) => w.id === windowId);
    if (!current) throw notFound(WINDOW_NOT_FOUND_MESSAGE);
    const next = { ...current, ...patch };
    if (next.endDate < next.startDate)
      throw ruleBroken('The last day must be on or after the first day');
    checkWindow(
      next,
      existing.filter((w) => w.id !== windowId),
    );
    const [row] = await tx
      .update(helpWindows)
      .set({
        startDate: next.startDate,
        endDate: next.endDate,
        helpersWanted: next.helpersWanted,
        updatedAt: sql`now()`,
      })
      .where(eq(helpWindows.id, windowId))
      .returning();
    if (!row) throw notFound(WINDOW_NOT_FOUND_MESSAGE);
    return presentWindow(row);
  });
}

/** DELETE /api/properties/:id/help-windows/:windowId (the property's host). */
export async function deleteHelpWindow(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  windowId: string,
): Promise<void> {
  requireHostRole(viewer);
  await ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const deleted = await tx
      .delete(helpWindows)
      .where(and(eq(helpWindows.id, windowId), eq(helpWindows.propertyId, property.id)))
      .returning({ id: helpWindows.id });
    if (deleted.length === 0) throw notFound(WINDOW_NOT_FOUND_MESSAGE);
  });
}
