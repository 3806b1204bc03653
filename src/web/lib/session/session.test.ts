import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session';

describe('toSessionUser', () => {
  it('reads better-auth’s session reply', () => {
    expect(
      toSessionUser({
        session: { id: 's' },
        user: { id: 'u-1', email: 'a@example.com', name: 'Ana', role: 'host' },
      }),
    ).toEqual({
      id: 'u-1',
      email: 'a@example.com',
      role: 'host',
      fullName: 'Ana',
      sessionId: 's',
      twoFactorEnabled: false,
      emailVerified: false,
    });
  });

  it('prefers fullName and defaults the role to user', () => {
    expect(
      toSessionUser({ user: { id: 'u-2', email: 'b@example.com', fullName: 'Bo Li', name: 'bo' } }),
    ).toEqual({
      id: 'u-2',
      email: 'b@example.com',
      role: 'user',
      fullName: 'Bo Li',
      sessionId: null,
      twoFactorEnabled: false,
      emailVerified: false,
    });
    expect(toSessionUser({ user: { id: 'u-3', email: 'c@example.com', role: 'admin' } })).toEqual({
      id: 'u-3',
      email: 'c@example.com',
      role: 'user',
      fullName: null,
      sessionId: null,
      twoFactorEnabled: false,
      emailVerified: false,
    });
  });

  it('reads the session id and whether two-factor is on', () => {
    expect(
      toSessionUser({
        session: { id: 'sess-9' },
        user: { id: 'u-4', email: 'd@example.com', twoFactorEnabled: true },
      }),
    ).toMatchObject({ sessionId: 'sess-9', twoFactorEnabled: true });
  });

  it('gives null when nobody is signed in', () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser({})).toBeNull();
    expect(toSessionUser({ user: { id: '', email: 'x@example.com' } })).toBeNull();
  });
});
