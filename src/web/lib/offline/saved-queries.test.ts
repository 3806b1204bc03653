import { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@web/lib/session/session';
import { runSignOutCleanups } from '@web/lib/session/sign-out-cleanups';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './key-value-store';
import { keepSavingQueries } from './offline-data';
import {
  lastSavedUser,
  restoreSavedQueries,
  SAVE_THROTTLE_MS,
  SAVED_DATA_MAX_AGE_MS,
  saveQueries,
} from './saved-queries';

const user = (id: string) => ({
  id,
  email: `${id}@example.com`,
  role: 'helper' as const,
  fullName: id,
  sessionId: `s-${id}`,
  twoFactorEnabled: false,
  emailVerified: true,
});

const client = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

describe('the saved copy of a person’s data', () => {
  it('is kept under the person’s id and restored for them only', async () => {
    const storage = memoryStore();
    const hugo = client();
    hugo.setQueryData(['chores', 'list'], [{ id: 'c-1', title: 'Feed the hens' }]);
    await saveQueries(hugo, storage, 'hugo');

    expect([...storage.map.keys()].sort()).toEqual(['cache:hugo', 'last-user']);
    expect(await lastSavedUser(storage)).toBe('hugo');

    const reloaded = client();
    expect(await restoreSavedQueries(reloaded, storage, 'hugo')).toBe(true);
    expect(reloaded.getQueryData(['chores', 'list'])).toEqual([
      { id: 'c-1', title: 'Feed the hens' },
    ]);

    // Shown at once, but read again when next used online: a reload can
    // come before the throttled save of the latest change.
    expect(reloaded.getQueryState(['chores', 'list'])?.isInvalidated).toBe(true);

    const somebodyElse = client();
    expect(await restoreSavedQueries(somebodyElse, storage, 'pia')).toBe(false);
    expect(somebodyElse.getQueryData(['chores', 'list'])).toBeUndefined();
  });

  it('leaves out what is older than 7 days, and keeps what the cache has dropped since', async () => {
    const storage = memoryStore();
    const now = Date.now();
    const first = client();
    first.setQueryData(['old'], 1, { updatedAt: now - SAVED_DATA_MAX_AGE_MS - 1 });
    first.setQueryData(['dropped-later'], 2, { updatedAt: now - 1000 });
    await saveQueries(first, storage, 'hugo', now);

    const second = client();
    second.setQueryData(['new'], 3);
    await saveQueries(second, storage, 'hugo', now);

    const reloaded = client();
    await restoreSavedQueries(reloaded, storage, 'hugo', now);
    expect(reloaded.getQueryData(['old'])).toBeUndefined();
    expect(reloaded.getQueryData(['dropped-later'])).toBe(2);
    expect(reloaded.getQueryData(['new'])).toBe(3);
  });
});

describe('saving while signed in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settle = async () => {
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS + 10);
  };

  it('saves the signed-in person’s cache (throttled) and wipes everything at sign-out', async () => {
    const storage = memoryStore();
    const queryClient = client();
    const stop = keepSavingQueries(queryClient, storage, null);
    queryClient.setQueryData(sessionQueryKey, user('hugo'));
    queryClient.setQueryData(['chores'], ['c-1']);
    queryClient.setQueryData(['points'], 40);
    expect(storage.map.size).toBe(0);
    await settle();
    expect(storage.map.has('cache:hugo')).toBe(true);

    await runSignOutCleanups();
    expect(storage.map.size).toBe(0);
    // Nothing is written again between sign-out and the next sign-in.
    queryClient.setQueryData(['chores'], ['c-2']);
    await settle();
    expect(storage.map.size).toBe(0);
    stop();
  });

  it('saves nothing while nobody is signed in', async () => {
    const storage = memoryStore();
    const queryClient = client();
    const stop = keepSavingQueries(queryClient, storage, null);
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.setQueryData(['explore'], ['p-1']);
    await settle();
    expect(storage.map.size).toBe(0);
    stop();
  });

  it('wipes the restored copy when the session reads signed out or somebody else', async () => {
    const storage = memoryStore();
    const queryClient = client();
    queryClient.setQueryData(['chores'], ['hugo’s chore']);
    await saveQueries(queryClient, storage, 'hugo');
    const stop = keepSavingQueries(queryClient, storage, 'hugo');

    queryClient.setQueryData(sessionQueryKey, user('pia'));
    await settle();
    expect(storage.map.has('cache:hugo')).toBe(false);
    expect(queryClient.getQueryData(['chores'])).toBeUndefined();
    expect(storage.map.has('cache:pia')).toBe(true);

    queryClient.setQueryData(['chores'], ['pia’s chore']);
    queryClient.setQueryData(sessionQueryKey, null);
    await settle();
    expect(storage.map.size).toBe(0);
    // Out of memory too: the next person to sign in never sees it.
    expect(queryClient.getQueryData(['chores'])).toBeUndefined();
    stop();
  });

  it('fills in the saved pages when the network goes, never over what this visit fetched', async () => {
    const storage = memoryStore();
    const earlier = client();
    const anHourAgo = Date.now() - 60 * 60 * 1000;
    earlier.setQueryData(['property', 'p-1'], { title: 'Hill farm' }, { updatedAt: anHourAgo });
    earlier.setQueryData(['chores'], ['saved chore'], { updatedAt: anHourAgo });
    await saveQueries(earlier, storage, 'hugo');

    // Opened online: the server's answers, nothing from the device.
    const queryClient = client();
    const stop = keepSavingQueries(queryClient, storage, 'hugo');
    queryClient.setQueryData(sessionQueryKey, user('hugo'));
    queryClient.setQueryData(['chores'], ['fresh chore']);
    expect(queryClient.getQueryData(['property', 'p-1'])).toBeUndefined();

    window.dispatchEvent(new Event('offline'));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['property', 'p-1'])).toEqual({ title: 'Hill farm' }),
    );
    expect(queryClient.getQueryData(['chores'])).toEqual(['fresh chore']);
    stop();
  });
});
