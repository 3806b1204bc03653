import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN, type TestUser } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { profiles, users } from '../../db/schema';

describe('profile routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'PATCH' | 'POST' | 'PUT',
    url: string,
    user: TestUser | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? user.headers() : { origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('updates the fields a user owns and says when the profile is complete', async () => {
    const user = await createUser(t.app, { fullName: null, bio: null });
    const res = await call('PATCH', '/api/profile', user, {
      fullName: '  Ada Lovelace ',
      bio: 'Gardener and cook',
      phone: '+44 20 7946 0958',
      dateOfBirth: '1990-12-10',
      address: '1 Garden Lane',
      city: 'Bath',
      state: 'Somerset',
      zipCode: 'BA1 1AA',
      hasSeenWelcome: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Ada Lovelace',
      bio: 'Gardener and cook',
      phone: '+44 20 7946 0958',
      dateOfBirth: '1990-12-10',
      address: '1 Garden Lane',
      city: 'Bath',
      state: 'Somerset',
      zipCode: 'BA1 1AA',
      hasSeenWelcome: true,
      isComplete: true,
      role: 'user',
      points: 0,
    });
    // The account's name follows the full name (get-session shows it).
    const [account] = await t.app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.name).toBe('Ada Lovelace');

    // Optional fields clear with '' or null; untouched fields stay.
    const cleared = await call('PATCH', '/api/profile', user, {
      phone: '',
      city: null,
      dateOfBirth: '',
    });
    expect(cleared.json()).toMatchObject({
      phone: null,
      city: null,
      dateOfBirth: null,
      address: '1 Garden Lane',
    });
    const empty = await call('PATCH', '/api/profile', user, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().fullName).toBe('Ada Lovelace');
  });

  it('names the field in each validation error', async () => {
    const user = await createUser(t.app);
    const cases: Array<[object, string, string]> = [
      [{ fullName: '   ' }, 'body.fullName', 'Full name is required'],
      [{ fullName: 'x'.repeat(101) }, 'body.fullName', 'Full name must be at most 100 characters'],
      [{ bio: '' }, 'body.bio', 'Bio is required'],
      [{ bio: 'x'.repeat(1001) }, 'body.bio', 'Bio must be at most 1000 characters'],
      [
        { phone: 'call me' },
        'body.phone',
        'Phone may hold digits, spaces, + ( ) - . and at least 5 digits',
      ],
      [
        { dateOfBirth: '10/12/1990' },
        'body.dateOfBirth',
        'Date of birth must be a date (YYYY-MM-DD)',
      ],
      [
        { dateOfBirth: '2999-01-01' },
        'body.dateOfBirth',
        'Date of birth must be between 1900 and today',
      ],
      [{ zipCode: 'x'.repeat(21) }, 'body.zipCode', 'Zip code must be at most 20 characters'],
      [{ hasSeenWelcome: 'yes' }, 'body.hasSeenWelcome', 'hasSeenWelcome must be true or false'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('PATCH', '/api/profile', user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields, JSON.stringify(payload)).toContainEqual({ field, message });
    }
  });

  it('never lets the client write role, points, avatarUrl, email or the invite status', async () => {
    const user = await createUser(t.app, { role: 'helper' });
    for (const payload of [
      { role: 'host' },
      { points: 1_000_000 },
      { avatarUrl: 'https://evil.example/x.png' },
      { email: 'someone@else.test' },
      { hostSignupInviteStatus: 'accepted' },
      { customChoreGroups: ['x'] },
      { fullName: 'Fine', points: 5 },
    ]) {
      const res = await call('PATCH', '/api/profile', user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/Unrecognized key/);
    }
    const [row] = await t.app.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({
      role: 'helper',
      points: 0,
      avatarUrl: null,
      fullName: 'Test helper',
    });
  });

  it('lets the role be chosen once, on the profile and the account together', async () => {
    const user = await createUser(t.app);
    const bad = await call('POST', '/api/profile/role', user, { role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toContainEqual({
      field: 'body.role',
      message: 'Choose host or helper',
    });
    expect((await call('POST', '/api/profile/role', user, { role: 'user' })).statusCode).toBe(400);

    const first = await call('POST', '/api/profile/role', user, { role: 'helper' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().role).toBe('helper');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: user.headers(),
    });
    expect(session.json().user.role).toBe('helper');

    const second = await call('POST', '/api/profile/role', user, { role: 'host' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: { code: 'conflict', message: 'Your role has already been chosen' },
    });
    const [account] = await t.app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.role).toBe('helper');
  });

  it('chooses the role once even when two requests race', async () => {
    const user = await createUser(t.app);
    const results = await Promise.all([
      call('POST', '/api/profile/role', user, { role: 'helper' }),
      call('POST', '/api/profile/role', user, { role: 'host' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [profile] = await t.app.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user.id));
    const [account] = await t.app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(profile?.role).toBe(account?.role);
  });

  it('keeps custom chore groups for hosts: whole list, trimmed, in order', async () => {
    const host = await createUser(t.app, { role: 'host' });
    const res = await call('PUT', '/api/profile/custom-chore-groups', host, {
      groups: [' Bees ', 'Boat', 'Orchard'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customChoreGroups).toEqual(['Bees', 'Boat', 'Orchard']);
    const reordered = await call('PUT', '/api/profile/custom-chore-groups', host, {
      groups: ['Orchard', 'Bees'],
    });
    expect(reordered.json().customChoreGroups).toEqual(['Orchard', 'Bees']);
    expect(
      (await call('PUT', '/api/profile/custom-chore-groups', host, { groups: [] })).json()
        .customChoreGroups,
    ).toEqual([]);

    const cases: Array<[unknown, string]> = [
      [['Bees', 'bees'], 'Group names must be different from each other'],
      [['  '], 'A group name must not be empty'],
      [['x'.repeat(41)], 'A group name must be at most 40 characters'],
      [Array.from({ length: 31 }, (_, i) => `G${i}`), 'At most 30 custom groups'],
      ['Bees', 'groups must be a list of names'],
    ];
    for (const [groups, message] of cases) {
      const bad = await call('PUT', '/api/profile/custom-chore-groups', host, { groups });
      expect(bad.statusCode, message).toBe(400);
      expect(bad.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
    }
  });

  it('refuses custom chore groups to helpers and to users without a role (403)', async () => {
    for (const role of ['helper', 'user'] as const) {
      const user = await createUser(t.app, { role });
      const res = await call('PUT', '/api/profile/custom-chore-groups', user, { groups: ['Bees'] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'forbidden', message: 'This feature is only available for hosts.' },
      });
    }
  });

  it('shows your own public card and answers 404 for a stranger’s or a missing one', async () => {
    const user = await createUser(t.app, { role: 'host' });
    const stranger = await createUser(t.app, { role: 'helper' });
    const own = await call('GET', `/api/profiles/${user.id}`, user);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      id: user.id,
      fullName: 'Test host',
      avatarUrl: null,
      bio: 'A host made by a test',
      city: null,
      role: 'host',
      skills: [],
      spokenLanguages: [],
    });
    const other = await call('GET', `/api/profiles/${stranger.id}`, user);
    expect(other.statusCode).toBe(404);
    const missing = await call('GET', '/api/profiles/00000000-0000-4000-8000-000000000000', user);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(other.json());
    expect((await call('GET', '/api/profiles/not-a-uuid', user)).statusCode).toBe(400);
  });

  // Issue 18: what a person can do and the languages they speak.
  describe('skills and spoken languages', () => {
    it('keeps them trimmed and in the person’s order, on the profile and the public card', async () => {
      const helper = await createUser(t.app, { role: 'helper' });
      const fresh = await call('GET', '/api/profile', helper);
      expect(fresh.json()).toMatchObject({ skills: [], spokenLanguages: [] });

      const res = await call('PATCH', '/api/profile', helper, {
        skills: ['  Dog walking ', 'Jardinería', 'carpentry'],
        spokenLanguages: ['pt', 'en', 'de'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        skills: ['Dog walking', 'Jardinería', 'carpentry'],
        spokenLanguages: ['pt', 'en', 'de'],
      });
      const read = await call('GET', '/api/profile', helper);
      expect(read.json()).toMatchObject({
        skills: ['Dog walking', 'Jardinería', 'carpentry'],
        spokenLanguages: ['pt', 'en', 'de'],
      });
      const card = await call('GET', `/api/profiles/${helper.id}`, helper);
      expect(card.json()).toMatchObject({
        skills: ['Dog walking', 'Jardinería', 'carpentry'],
        spokenLanguages: ['pt', 'en', 'de'],
      });

      // Other fields leave them alone; a new list replaces the old; [] clears it.
      await call('PATCH', '/api/profile', helper, { city: 'Porto' });
      expect((await call('GET', '/api/profile', helper)).json().skills).toHaveLength(3);
      const reordered = await call('PATCH', '/api/profile', helper, {
        skills: ['carpentry', 'Dog walking'],
      });
      expect(reordered.json()).toMatchObject({
        skills: ['carpentry', 'Dog walking'],
        spokenLanguages: ['pt', 'en', 'de'],
      });
      const cleared = await call('PATCH', '/api/profile', helper, {
        skills: [],
        spokenLanguages: [],
      });
      expect(cleared.json()).toMatchObject({ skills: [], spokenLanguages: [] });
    });

    it('lets a host list them too (harmless)', async () => {
      const host = await createUser(t.app, { role: 'host' });
      const res = await call('PATCH', '/api/profile', host, {
        skills: ['Beekeeping'],
        spokenLanguages: ['fr'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ skills: ['Beekeeping'], spokenLanguages: ['fr'] });
    });

    it('refuses bad lists with 400 naming the field, never 500, and keeps the old ones', async () => {
      const helper = await createUser(t.app, { role: 'helper' });
      await call('PATCH', '/api/profile', helper, { skills: ['Cooking'], spokenLanguages: ['en'] });
      const cases: Array<[object, string, string]> = [
        [
          { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) },
          'body.skills',
          'At most 20 skills',
        ],
        [{ skills: ['Cooking', 'COOKING'] }, 'body.skills', 'Each skill only once'],
        [{ skills: ['x'.repeat(61)] }, 'body.skills.0', 'A skill must be at most 60 characters'],
        [{ skills: ['   '] }, 'body.skills.0', 'A skill must not be empty'],
        [{ skills: ['Cook\u0000ing'] }, 'body.skills.0', 'A skill contains control characters'],
        [{ skills: ['Bell\u0007'] }, 'body.skills.0', 'A skill contains control characters'],
        [{ skills: [42] }, 'body.skills.0', 'A skill must be text'],
        [{ skills: 'Cooking' }, 'body.skills', 'Skills must be a list of text'],
        [
          { spokenLanguages: ['xx1'] },
          'body.spokenLanguages.0',
          'A language must be a two-letter code such as pt or en',
        ],
        [
          { spokenLanguages: ['EN'] },
          'body.spokenLanguages.0',
          'A language must be a two-letter code such as pt or en',
        ],
        [
          { spokenLanguages: ['por'] },
          'body.spokenLanguages.0',
          'A language must be a two-letter code such as pt or en',
        ],
        [{ spokenLanguages: ['en', 'en'] }, 'body.spokenLanguages', 'Each language only once'],
        [{ spokenLanguages: 'en' }, 'body.spokenLanguages', 'Languages must be a list of codes'],
        [
          {
            spokenLanguages: [
              'aa',
              'bb',
              'cc',
              'dd',
              'ee',
              'ff',
              'gg',
              'hh',
              'ii',
              'jj',
              'kk',
              'll',
              'mm',
            ],
          },
          'body.spokenLanguages',
          'At most 12 languages',
        ],
      ];
      for (const [payload, field, message] of cases) {
        const res = await call('PATCH', '/api/profile', helper, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(res.json().error.fields, JSON.stringify(payload)).toContainEqual({ field, message });
      }
      expect((await call('GET', '/api/profile', helper)).json()).toMatchObject({
        skills: ['Cooking'],
        spokenLanguages: ['en'],
      });
    });
  });
});
