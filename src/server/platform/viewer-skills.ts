import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import type { Queryable } from '../db/transaction';
import { skillKeys } from './skills';

// The viewer's skills as Explore compares them, kept per process for a few
// seconds (issue 18): every Explore request needs them to write its fit
// sort, and reading them was a round trip of its own, ~8 % of a request's
// CPU under load. They only order the cards and word their fit, never decide
// what anyone may see, so a copy a few seconds old is harmless: this process
// forgets it as soon as the person saves their profile here
// (forgetViewerSkills), and every process when the realtime channel brings the
// change (profiles_changed, migration 0026); a copy ages out within FRESH_MS
// whatever happens.

const FRESH_MS = 5_000;
/** Enough for every person active in the last FRESH_MS on one process; the oldest go first. */
const MAX_KEPT = 10_000;

const kept = new Map<string, { keys: string[]; until: number }>();

/** The viewer's skills as Explore compares them (skill keys); [] without a viewer or skills. */
export async function viewerSkillKeys(
  db: Queryable,
  viewerId: string | undefined,
): Promise<string[]> {
  if (!viewerId) return [];
  const now = Date.now();
  const hit = kept.get(viewerId);
  if (hit && hit.until > now) return hit.keys;
  const [row] = await db
    .select({ skills: profiles.skills })
    .from(profiles)
    .where(eq(profiles.id, viewerId));
  const keys = skillKeys(row?.skills ?? []);
  kept.delete(viewerId);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(viewerId, { keys, until: now + FRESH_MS });
  return keys;
}

/** After a person's profile is saved: their next Explore reads their skills afresh. */
export function forgetViewerSkills(userId: string): void {
  kept.delete(userId);
}
