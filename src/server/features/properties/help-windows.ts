import {
  type Availability,
  type AvailabilityWeek,
  HELP_WINDOW_LIMITS,
  type HelpWindow,
  type helpWindowInputSchema,
  type helpWindowPatchSchema,
  TOO_MANY_WINDOWS_MESSAGE,
  type WeekStatus,
  WINDOW_NOT_FOUND_MESSAGE,
  WINDOW_OUTSIDE_TERMS_MESSAGE,
  WINDOW_OVERLAP_MESSAGE,
  WINDOW_TOO_LONG_MESSAGE,
} from '@shared/api/help-windows';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { exchangeTerms, helpWindows } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import {
  findOwnProperty,
  findVisibleProperty,
  requireHostRole,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { notFound, ruleBroken } from '../../platform/errors';
import {
  acceptedStaysBetween,
  addDays,
  type HelpWindowRow,
  placesTaken,
  type Stay,
  windowsOf,
} from '../../platform/places/help-window-places';
import type { PropertyContext } from './service';

// Help windows (issue 18): the host edits them, anyone who may see the
// property reads the weeks they make. How places are counted:
// platform/places/help-window-places.ts.

type WindowRow = HelpWindowRow;
type WindowInput = z.output<typeof helpWindowInputSchema>;
type WindowPatch = z.output<typeof helpWindowPatchSchema>;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

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

/** The terms' available dates, when the property has terms. */
async function termsWindow(db: Queryable, propertyId: string) {
  const [row] = await db
    .select({ from: exchangeTerms.availableFrom, to: exchangeTerms.availableTo })
    .from(exchangeTerms)
    .where(eq(exchangeTerms.propertyId, propertyId));
  return row ?? null;
}

function checkWindow(
  window: { startDate: string; endDate: string },
  others: WindowRow[],
  terms: { from: string; to: string } | null,
) {
  // Requests must fit the terms too: a window outside them could never be used.
  if (terms && (window.startDate < terms.from || window.endDate > terms.to))
    throw ruleBroken(WINDOW_OUTSIDE_TERMS_MESSAGE);
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
    checkWindow(input, existing, await termsWindow(tx, property.id));
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
      await termsWindow(tx, property.id),
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
