import type { Profile } from '@shared/api/profile';
import { describe, expect, it } from 'vitest';
import { OwnProfileCache } from './own-profile-cache';

// The rules of the per-process cache of GET /api/profile (issue 20), without
// a database: what it keeps, for how long, and what makes it forget.

const profile = (id: string, fullName = 'Ana'): Profile =>
  ({ id, fullName, points: 0, operator: false }) as Profile;
const NOW = 1_000_000;

function liveCache(ttlMs = 30_000, max = 100) {
  const cache = new OwnProfileCache(ttlMs, max);
  cache.resume();
  return cache;
}

describe('the own-profile cache', () => {
  it('keeps nothing until the realtime channel listens, and forgets all when it is lost', () => {
    const cache = new OwnProfileCache();
    cache.store('u1', profile('u1'), cache.begin(), NOW);
    expect(cache.get('u1', NOW)).toBeNull();

    cache.resume();
    cache.store('u1', profile('u1'), cache.begin(), NOW);
    expect(cache.get('u1', NOW)).toEqual(profile('u1'));

    cache.pause();
    expect(cache.size).toBe(0);
    expect(cache.get('u1', NOW)).toBeNull();
  });

  it('answers for the TTL at most', () => {
    const cache = liveCache(30_000);
    cache.store('u1', profile('u1'), cache.begin(), NOW);
    expect(cache.get('u1', NOW + 29_999)).not.toBeNull();
    expect(cache.get('u1', NOW + 30_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets the person a notice names, and only them', () => {
    const cache = liveCache();
    cache.store('u1', profile('u1'), cache.begin(), NOW);
    cache.store('u2', profile('u2'), cache.begin(), NOW);
    cache.forget('u1');
    expect(cache.get('u1', NOW)).toBeNull();
    expect(cache.get('u2', NOW)).toEqual(profile('u2'));
  });

  it('does not store a read that began before a notice arrived', () => {
    const cache = liveCache();
    const startedAt = cache.begin();
    // The read is in flight when the notice comes: it may hold the old row.
    cache.forget('u1');
    cache.store('u1', profile('u1', 'Old name'), startedAt, NOW);
    expect(cache.get('u1', NOW)).toBeNull();
    // A read begun after it is kept.
    cache.store('u1', profile('u1', 'New name'), cache.begin(), NOW);
    expect(cache.get('u1', NOW)?.fullName).toBe('New name');
  });

  it('does not store a read that began before the cache was emptied', () => {
    const cache = liveCache();
    const startedAt = cache.begin();
    cache.clear();
    cache.store('u1', profile('u1'), startedAt, NOW);
    expect(cache.size).toBe(0);
  });

  it('lets the oldest go first when full', () => {
    const cache = liveCache(30_000, 2);
    cache.store('u1', profile('u1'), cache.begin(), NOW);
    cache.store('u2', profile('u2'), cache.begin(), NOW);
    // Stored again: now the newest.
    cache.store('u1', profile('u1'), cache.begin(), NOW);
    cache.store('u3', profile('u3'), cache.begin(), NOW);
    expect(cache.size).toBe(2);
    expect(cache.get('u2', NOW)).toBeNull();
    expect(cache.get('u1', NOW)).not.toBeNull();
    expect(cache.get('u3', NOW)).not.toBeNull();
  });
});
