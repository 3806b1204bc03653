import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { KeyValueStore } from './key-value-store';

/*
 * The signed-in person's data, saved on the device so a page they opened
 * shows its last data with no network (issue 16, decision 122). One saved
 * copy per person, keyed by their id; a pointer says whose copy to restore at
 * the next start, before the session can be asked. Everything is wiped at
 * sign-out and whenever the server says nobody (or somebody else) is signed in.
 */

/** Entries older than this are not restored (nor kept). */
export const SAVED_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Saves are throttled to one a second while the cache changes. */
export const SAVE_THROTTLE_MS = 1000;
/** A query whose data is larger than this (as JSON) is not worth a disk write per change. */
const MAX_QUERY_CHARS = 256 * 1024;

const LAST_USER_KEY = 'last-user';
const copyKey = (userId: string) => `cache:${userId}`;

interface SavedCopy {
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

type SavedQuery = DehydratedState['queries'][number];

const fresh = (query: SavedQuery, now: number) =>
  now - query.state.dataUpdatedAt < SAVED_DATA_MAX_AGE_MS;

/** Whose copy was saved last on this device (null when none). */
export async function lastSavedUser(storage: KeyValueStore): Promise<string | null> {
  return (await storage.get<string>(LAST_USER_KEY)) ?? null;
}

/**
 * Puts `userId`'s saved copy into the cache (older than 7 days left out).
 * Resolves to whether anything was restored.
 */
export async function restoreSavedQueries(
  client: QueryClient,
  storage: KeyValueStore,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const copy = await storage.get<SavedCopy>(copyKey(userId));
  if (!copy || copy.userId !== userId) return false;
  const queries = copy.state.queries.filter((query) => fresh(query, now));
  if (queries.length === 0) return false;
  hydrate(client, { queries, mutations: [] });
  // A saved copy is never the server's word: it may be older than the last
  // change (saves are throttled, and a reload can come first). Marked stale,
  // each restored query shows at once and is read again when next used with
  // a network, whatever its age against the cache's staleTime.
  const restored = new Set(queries.map((query) => query.queryHash));
  await client.invalidateQueries({
    predicate: (query) => restored.has(query.queryHash),
    refetchType: 'none',
  });
  return true;
}

/** Only what was read successfully, and not too big to save on every change. */
function worthSaving(query: Query): boolean {
  if (query.state.status !== 'success' || query.state.data === undefined) return false;
  try {
    return JSON.stringify(query.state.data).length <= MAX_QUERY_CHARS;
  } catch {
    return false;
  }
}

/**
 * Saves the cache as `userId`'s copy. Queries the cache has dropped since
 * (unused for 5 minutes) stay in the copy until they are 7 days old: a page
 * opened this morning is still there offline tonight.
 */
export async function saveQueries(
  client: QueryClient,
  storage: KeyValueStore,
  userId: string,
  now = Date.now(),
): Promise<void> {
  const current = dehydrate(client, { shouldDehydrateQuery: worthSaving }).queries;
  const held = new Set(current.map((query) => query.queryHash));
  const previous = await storage.get<SavedCopy>(copyKey(userId));
  const kept =
    previous?.userId === userId
      ? previous.state.queries.filter((query) => !held.has(query.queryHash) && fresh(query, now))
      : [];
  // Plain data only: a dehydrated query may carry a promise or an error object.
  const queries = [...kept, ...current].map(
    (query): SavedQuery => ({
      queryKey: query.queryKey,
      queryHash: query.queryHash,
      dehydratedAt: query.dehydratedAt,
      state: { ...query.state, error: null, fetchStatus: 'idle' },
    }),
  );
  const copy: SavedCopy = { userId, savedAt: now, state: { queries, mutations: [] } };
  await storage.set(copyKey(userId), copy);
  await storage.set(LAST_USER_KEY, userId);
}

/** Forgets every saved copy on this device (every person's). */
export async function wipeSavedQueries(storage: KeyValueStore): Promise<void> {
  await storage.clear();
}
