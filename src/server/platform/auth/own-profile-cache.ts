import type { Profile } from '@shared/api/profile';
import { ChannelKeptCache } from './channel-kept-cache';

/**
 * How long a person's own profile is answered from memory without asking the
 * database again. Changes do not wait for it: they arrive on the realtime
 * channel within milliseconds. It bounds the harm if a notice were ever
 * missed while the channel still looked connected (as SESSION_CACHE_TTL_MS).
 */
export const OWN_PROFILE_CACHE_TTL_MS = 30_000;

/** Enough for every signed-in person a process serves at once; the oldest go first. */
export const OWN_PROFILE_CACHE_MAX_ENTRIES = 20_000;

type Entry = { profile: Profile; until: number };

/**
 * GET /api/profile's answers, by person (issue 20): the app asks for it on
 * every start and after every resync, and with the session cache it was the
 * only database round trip left in the most common signed-in read (190 µs of
 * CPU per request, 80 µs without it; the budget is 100).
 *
 * It is kept honest the way the session cache is (./session-cache.ts):
 * - Every process hears, on the realtime channel after commit, a profile or
 *   an operator grant that changed, whatever wrote it (profiles_changed and
 *   admins_changed, migration 0026), and forgets that person.
 * - While that channel is down the cache is off and empty.
 * - A read that started before a notice arrived is not stored
 *   (ChannelKeptCache): it may have read the row the notice just replaced.
 * - Within this process, a write's reply waits until the channel has
 *   delivered everything committed before it (auth/register.ts's fence), so
 *   "save, then read" here reads what was saved. Another process may answer
 *   the old profile for the milliseconds its notice takes to arrive.
 */
export class OwnProfileCache extends ChannelKeptCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = OWN_PROFILE_CACHE_TTL_MS,
    private readonly maxEntries = OWN_PROFILE_CACHE_MAX_ENTRIES,
  ) {
    super();
  }

  get size(): number {
    return this.entries.size;
  }

  get(userId: string, now = Date.now()): Profile | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(userId);
    if (!entry) return null;
    if (entry.until <= now) {
      this.entries.delete(userId);
      return null;
    }
    return entry.profile;
  }

  store(userId: string, profile: Profile, startedAt: number, now = Date.now()): void {
    if (!this.mayStore(startedAt)) return;
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { profile, until: now + this.ttlMs });
  }

  /** The person's profile or operator grant changed, or their account went away. */
  forget(userId: string): void {
    this.noticed();
    this.entries.delete(userId);
  }

  clear(): void {
    this.noticed();
    this.entries.clear();
  }
}
