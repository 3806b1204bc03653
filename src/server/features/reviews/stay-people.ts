import { inArray } from 'drizzle-orm';
import { profiles, type stays } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

export type StayRow = typeof stays.$inferSelect;

/** The calendar day (UTC) of an instant, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Display names by user id (an unnamed profile reads 'Someone'). */
export async function namesOf(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  const rows = ids.length
    ? await db
        .select({ id: profiles.id, fullName: profiles.fullName })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((r) => [r.id, r.fullName?.trim() || 'Someone']));
}

/** The two people of a stay, each with the one they review. */
export function sidesOf(stay: Pick<StayRow, 'hostId' | 'helperId'>) {
  return [
    { reader: stay.hostId, counterpart: stay.helperId, direction: 'host_about_helper' },
    { reader: stay.helperId, counterpart: stay.hostId, direction: 'helper_about_host' },
  ] as const;
}

/** Which side a user is on, or null for anyone else. */
export function sideOf(stay: Pick<StayRow, 'hostId' | 'helperId'>, userId: string) {
  return sidesOf(stay).find((side) => side.reader === userId) ?? null;
}
