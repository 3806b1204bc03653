import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSessionUser, type SessionUser } from './session';

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
