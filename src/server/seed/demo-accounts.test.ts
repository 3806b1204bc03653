import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { accounts, profiles, users } from '../db/schema';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

describe('demo accounts seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password = DEMO_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });

  it('creates a host and a helper with complete profiles who can sign in', async () => {
    await seedDemoAccounts(t.app.database.db, t.app.auth);
    for (const [email, role, fullName] of [
      ['host@demo.test', 'host', 'Hana Host'],
      ['helper@demo.test', 'helper', 'Hugo Helper'],
    ] as const) {
      const res = await signIn(email);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ email, role, name: fullName });
      const cookie = String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).split(
        ';',
      )[0] as string;
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie },
      });
      expect(profile.json()).toMatchObject({
        fullName,
        role,
        isComplete: true,
        hasSeenWelcome: true,
        points: 0,
      });
    }
  });

  it('is idempotent: a second run leaves the same rows', async () => {
    const db = t.app.database.db;
    await seedDemoAccounts(db, t.app.auth);
    const snapshot = async () => ({
      users: (
        await db
          .select({ id: users.id, email: users.email, role: users.role, name: users.name })
          .from(users)
      ).sort((a, b) => a.email.localeCompare(b.email)),
      profiles: (await db.select().from(profiles))
        .map(({ updatedAt: _u, ...rest }) => rest)
        .sort((a, b) => a.email.localeCompare(b.email)),
      accounts: (await db.select({ userId: accounts.userId }).from(accounts)).length,
    });
    const before = await snapshot();
    await db.update(profiles).set({ bio: 'edited', role: 'user' });
    await seedDemoAccounts(db, t.app.auth);
    expect(await snapshot()).toEqual(before);
    expect((await signIn('host@demo.test')).statusCode).toBe(200);
  });
});
