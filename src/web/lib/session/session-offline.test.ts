import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSessionRead, fetchSessionUser, type SessionUser } from './session';

const known: SessionUser = {
  id: 'u-1',
  email: 'hugo@example.com',
  role: 'helper',
  fullName: 'Hugo',
  sessionId: 's-1',
  twoFactorEnabled: false,
  emailVerified: true,
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('reading the session with no network (issue 16)', () => {
  it('keeps the last known user when the request never got an answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await fetchSessionUser(undefined, known)).toEqual(known);
    // Nobody known (a first visit offline): nobody signed in.
    expect(await fetchSessionUser(undefined, null)).toBeNull();
  });

  it('still signs out on a real 401, whoever was known', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(reply(401, { error: { code: 'unauthenticated', message: 'No' } })),
    );
    expect(await fetchSessionUser(undefined, known)).toBeNull();
  });

  it('signs out when the server answers that nobody is signed in', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(200, null)));
    expect(await fetchSessionUser(undefined, known)).toBeNull();
  });
});

describe('the session read begun as the app starts (issue 20)', () => {
  const signedIn = {
    user: { id: 'u-1', email: 'hugo@example.com', role: 'helper', name: 'Hugo' },
    session: { id: 's-1' },
  };

  it('is taken by the first read only: one request for it, a new one after', async () => {
    const fetch = vi.fn().mockImplementation(async () => reply(200, signedIn));
    vi.stubGlobal('fetch', fetch);
    beginSessionRead();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await fetchSessionUser(undefined, null)).toMatchObject({ id: 'u-1', sessionId: 's-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A later read (after signing in or out) asks the server again.
    fetch.mockImplementation(async () => reply(200, null));
    expect(await fetchSessionUser(undefined, known)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('read with no network keeps the last known user, as a read of its own would', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    beginSessionRead();
    expect(await fetchSessionUser(undefined, known)).toEqual(known);
  });
});
