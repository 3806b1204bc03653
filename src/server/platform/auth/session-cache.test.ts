import { describe, expect, it } from 'vitest';
import type { Viewer } from './guard';
import { SessionCache, sessionCookieReader } from './session-cache';

// The rules of the per-process session cache (issue 20), without a database:
// what it keeps, for how long, and what makes it forget.

const viewer = (sessionId: string, userId = 'user-1'): Viewer => ({
  userId,
  sessionId,
  email: `${userId}@example.com`,
  role: 'helper',
  emailVerified: true,
});
const NOW = 1_000_000;
const FAR = NOW + 7 * 24 * 3600_000;

function liveCache(ttlMs = 30_000, max = 100) {
  const cache = new SessionCache<Viewer>(ttlMs, max);
  cache.resume();
  return cache;
}

describe('the session cache', () => {
  it('keeps nothing until the realtime channel listens, and forgets all when it is lost', () => {
    const cache = new SessionCache<Viewer>();
    cache.store('cookie-a', viewer('s1'), FAR, cache.begin(), NOW);
    expect(cache.get('cookie-a', NOW)).toBeNull();

    cache.resume();
    cache.store('cookie-a', viewer('s1'), FAR, cache.begin(), NOW);
    expect(cache.get('cookie-a', NOW)).toEqual(viewer('s1'));

    cache.pause();
    expect(cache.size).toBe(0);
    expect(cache.get('cookie-a', NOW)).toBeNull();
  });

  it('trusts a session for the TTL at most, and never past its own expiry', () => {
    const cache = liveCache(30_000);
    cache.store('cookie-a', viewer('s1'), FAR, cache.begin(), NOW);
    expect(cache.get('cookie-a', NOW + 29_999)).not.toBeNull();
    expect(cache.get('cookie-a', NOW + 30_000)).toBeNull();

    cache.store('cookie-b', viewer('s2'), NOW + 5_000, cache.begin(), NOW);
    expect(cache.get('cookie-b', NOW + 4_999)).not.toBeNull();
    expect(cache.get('cookie-b', NOW + 5_000)).toBeNull();

    cache.store('cookie-c', viewer('s3'), NOW - 1, cache.begin(), NOW);
    expect(cache.get('cookie-c', NOW)).toBeNull();
  });

  it('forgets an ended session, and every session of a changed account', () => {
    const cache = liveCache();
    cache.store('a1', viewer('s1', 'ann'), FAR, cache.begin(), NOW);
    cache.store('a2', viewer('s2', 'ann'), FAR, cache.begin(), NOW);
    cache.store('b1', viewer('s3', 'bob'), FAR, cache.begin(), NOW);

    cache.forgetSession('s1');
    expect(cache.get('a1', NOW)).toBeNull();
    expect(cache.get('a2', NOW)).not.toBeNull();

    cache.forgetUser('ann');
    expect(cache.get('a2', NOW)).toBeNull();
    expect(cache.get('b1', NOW)).toEqual(viewer('s3', 'bob'));
    expect(cache.size).toBe(1);
  });

  it('does not store a lookup that began before a notice arrived', () => {
    const cache = liveCache();
    const startedAt = cache.begin();
    // The session was read, then a notice (any) arrived before the answer was stored.
    cache.forgetSession('s1');
    cache.store('a1', viewer('s1'), FAR, startedAt, NOW);
    expect(cache.get('a1', NOW)).toBeNull();
  });

  it('holds at most its limit, dropping the oldest', () => {
    const cache = liveCache(30_000, 2);
    cache.store('a', viewer('s1'), FAR, cache.begin(), NOW);
    cache.store('b', viewer('s2'), FAR, cache.begin(), NOW);
    cache.store('c', viewer('s3'), FAR, cache.begin(), NOW);
    expect(cache.size).toBe(2);
    expect(cache.get('a', NOW)).toBeNull();
    expect(cache.get('c', NOW)).not.toBeNull();
  });

  it('empties itself when the channel does not confirm a fence', async () => {
    const cache = liveCache();
    cache.store('a', viewer('s1'), FAR, cache.begin(), NOW);
    cache.attachFence(async () => true);
    await cache.settle();
    expect(cache.size).toBe(1);
    cache.attachFence(async () => false);
    await cache.settle();
    expect(cache.size).toBe(0);
  });
});

describe('the session cookie reader', () => {
  it('takes only the cookie better-auth reads', () => {
    const plain = sessionCookieReader(false);
    expect(plain('lang=pt; homestay.session_token=abc.sig; theme=dark')).toBe('abc.sig');
    expect(plain('homestay.session_token=abc.sig')).toBe('abc.sig');
    expect(plain('xhomestay.session_token=abc.sig')).toBeNull();
    expect(plain('homestay.session_data=abc')).toBeNull();
    expect(plain('__Secure-homestay.session_token=abc.sig')).toBeNull();

    const secure = sessionCookieReader(true);
    expect(secure('homestay.session_token=old; __Secure-homestay.session_token=new.sig')).toBe(
      'new.sig',
    );
    expect(secure('homestay.session_token=old')).toBeNull();
  });
});
