import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type SessionUser, sessionQueryKey } from '@web/lib/session/session';
import { onSignOut } from '@web/lib/session/sign-out-cleanups';
import { type ReactNode, useEffect, useState } from 'react';
import { deviceStore, type KeyValueStore } from './key-value-store';
import { isOnline } from './online-status';
import {
  lastSavedUser,
  restoreSavedQueries,
  SAVE_THROTTLE_MS,
  saveQueries,
  wipeSavedQueries,
} from './saved-queries';

/** A slow disk must not hold the first screen back for long. */
const RESTORE_TIMEOUT_MS = 1500;

const isSessionKey = (key: readonly unknown[]) =>
  key[0] === sessionQueryKey[0] && key[1] === sessionQueryKey[1];

/**
 * Keeps `client`'s data saved for the signed-in person (throttled) and wipes
 * every saved copy when the session reads "nobody" or somebody else, and at
 * sign-out. When the network goes, the person's saved copy fills in what
 * this visit has not loaded (never over newer data). `savedUserId` is whose
 * copy the device holds. Returns the undo.
 */
export function keepSavingQueries(
  client: QueryClient,
  storage: KeyValueStore,
  savedUserId: string | null,
): () => void {
  let ownerId = savedUserId;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // From sign-out until somebody signs in again nothing is written.
  let paused = false;
  // A save under way finishes before a wipe, or it could write the copy back.
  let saving: Promise<void> = Promise.resolve();

  const cancelSave = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const wipe = async () => {
    cancelSave();
    await saving;
    await wipeSavedQueries(storage).catch(() => undefined);
  };
  const save = () => {
    timer = null;
    const user = client.getQueryData<SessionUser | null>(sessionQueryKey);
    if (paused || !user || user.id !== ownerId) return;
    saving = saveQueries(client, storage, user.id).catch(() => undefined);
  };

  const onSessionRead = (user: SessionUser | null) => {
    // A definite "signed out" (the session expired, or ended elsewhere) or
    // somebody else on this phone: the previous person's data goes, from the
    // disk and from memory, before the next person can see any of it.
    if (ownerId !== null && ownerId !== user?.id) {
      void wipe();
      const others = { predicate: (query: Query) => !isSessionKey(query.queryKey) };
      // Signed out: dropped (a refetch would only be refused). Somebody else:
      // the screens refetch as them.
      if (user) void client.resetQueries(others);
      else client.removeQueries(others);
    }
    paused = !user;
    ownerId = user?.id ?? null;
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (
      isSessionKey(query.queryKey) &&
      event.type === 'updated' &&
      query.state.status === 'success'
    )
      onSessionRead((query.state.data as SessionUser | null | undefined) ?? null);
    if (paused || timer || ownerId === null) return;
    timer = setTimeout(save, SAVE_THROTTLE_MS);
  });
  // Offline now: the pages opened on earlier visits are wanted too. hydrate
  // keeps whatever this visit has fetched since (it is newer).
  const fillInSaved = () => {
    const user = client.getQueryData<SessionUser | null>(sessionQueryKey);
    if (paused || !user || user.id !== ownerId) return;
    void restoreSavedQueries(client, storage, user.id).catch(() => undefined);
  };
  window.addEventListener('offline', fillInSaved);
  const forget = onSignOut(async () => {
    paused = true;
    ownerId = null;
    // (The service worker's image cache is emptied by lib/pwa/forget-cached-images.ts.)
    await wipe();
  });
  return () => {
    cancelSave();
    unsubscribe();
    window.removeEventListener('offline', fillInSaved);
    forget();
  };
}

/**
 * Whose copy the device holds, restoring it first when the app opens with
 * no network. With one, the server's answers come first: a saved copy can
 * be older than the last change (saves are throttled) and pages act on
 * what they read (the role page sent a person who had just saved their
 * details back to the details page). Never fails, never takes more than a
 * moment.
 */
async function openLastCopy(client: QueryClient, storage: KeyValueStore) {
  const open = async () => {
    const userId = await lastSavedUser(storage);
    if (userId && !isOnline()) await restoreSavedQueries(client, storage, userId);
    return userId;
  };
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), RESTORE_TIMEOUT_MS),
  );
  return Promise.race([open().catch(() => null), timeout]);
}

const cacheStorage = deviceStore('cache');

/**
 * Holds the app back until the saved copy is in the cache when there is no
 * network (a reload then shows data at once), then keeps saving. Without IndexedDB (tests)
 * it renders at once and saves nothing.
 */
export function OfflineDataGate({
  children,
  storage = cacheStorage,
  fallback = null,
}: {
  children: ReactNode;
  storage?: KeyValueStore | null;
  /** Shown meanwhile (the app's loading mark: the screen does not go blank). */
  fallback?: ReactNode;
}) {
  const client = useQueryClient();
  const [ready, setReady] = useState(storage === null);
  useEffect(() => {
    if (!storage) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void openLastCopy(client, storage).then((savedUserId) => {
      if (cancelled) return;
      stop = keepSavingQueries(client, storage, savedUserId);
      setReady(true);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, storage]);
  return ready ? children : fallback;
}
