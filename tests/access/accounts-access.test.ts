import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN, type TestUser, uniqueEmail } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for the accounts routes (issue 3): each route as an
// anonymous caller, as the owner ("self"), and as another signed-in user.
// "Other" acting on the owner's resource must get what a stranger gets: 404
// for another's profile card, and never the owner's data.

type Caller = 'anonymous' | 'self' | 'other';
type Row = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** The route as registered (to check every route is here). */
  route: string;
  url: (owner: TestUser) => string;
  payload?: (owner: TestUser) => object;
  expect: Record<Caller, number>;
};

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/profile',
    url: () => '/api/profile',
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/profile',
    url: () => '/api/profile',
    payload: () => ({ city: 'Bath' }),
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/profile/role',
    url: () => '/api/profile/role',
    payload: () => ({ role: 'helper' }),
    expect: { anonymous: 401, self: 409, other: 409 },
  },
  {
    method: 'PUT',
    route: '/api/profile/custom-chore-groups',
    url: () => '/api/profile/custom-chore-groups',
    payload: () => ({ groups: ['Bees'] }),
    expect: { anonymous: 401, self: 200, other: 403 },
  },
  {
    method: 'POST',
    route: '/api/profile/avatar',
    url: () => '/api/profile/avatar',
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/profiles/:id',
    url: (o) => `/api/profiles/${o.id}`,
    expect: { anonymous: 401, self: 200, other: 404 },
  },
  {
    method: 'POST',
    route: '/api/auth/sign-up/email',
    url: () => '/api/auth/sign-up/email',
    payload: () => ({ email: uniqueEmail(), password: 'matrix password 1' }),
    expect: { anonymous: 200, self: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/auth/verify-email',
    url: () => '/api/auth/verify-email?token=not.a.token',
    // The mailed link: the browser is always sent on to a page (issue 14).
    expect: { anonymous: 302, self: 302, other: 302 },
  },
  {
    method: 'POST',
    route: '/api/auth/verification-mail',
    url: () => '/api/auth/verification-mail',
    payload: () => ({}),
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in/email',
    url: () => '/api/auth/sign-in/email',
    payload: (o) => ({ email: o.email, password: 'not the password' }),
    expect: { anonymous: 401, self: 401, other: 401 },
  },
  {
    method: 'GET',
    route: '/api/auth/get-session',
    url: () => '/api/auth/get-session',
    expect: { anonymous: 200, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/request-password-reset',
    url: () => '/api/auth/request-password-reset',
    payload: (o) => ({ email: o.email }),
    expect: { anonymous: 200, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    url: () => '/api/auth/reset-password',
    payload: () => ({ token: 'made-up-token', newPassword: 'matrix password 2' }),
    expect: { anonymous: 400, self: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    url: () => '/api/auth/change-password',
    payload: () => ({ currentPassword: 'not the password', newPassword: 'matrix password 3' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'GET',
    route: '/api/auth/list-sessions',
    url: () => '/api/auth/list-sessions',
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/revoke-session',
    url: () => '/api/auth/revoke-session',
    payload: () => ({ token: 'no-such-token' }),
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/enable',
    url: () => '/api/auth/two-factor/enable',
    payload: () => ({ password: 'not the password' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/disable',
    url: () => '/api/auth/two-factor/disable',
    payload: () => ({ password: 'not the password' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/get-totp-uri',
    url: () => '/api/auth/two-factor/get-totp-uri',
    payload: () => ({ password: 'not the password' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/generate-backup-codes',
    url: () => '/api/auth/two-factor/generate-backup-codes',
    payload: () => ({ password: 'not the password' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/verify-totp',
    url: () => '/api/auth/two-factor/verify-totp',
    payload: () => ({ code: '123456' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/two-factor/verify-backup-code',
    url: () => '/api/auth/two-factor/verify-backup-code',
    payload: () => ({ code: 'abcde-fghij' }),
    expect: { anonymous: 401, self: 400, other: 400 },
  },
  {
    method: 'GET',
    route: '/api/auth/token',
    url: () => '/api/auth/token',
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/auth/jwks',
    url: () => '/api/auth/jwks',
    expect: { anonymous: 200, self: 200, other: 200 },
  },
  // Last: these end the caller's sessions.
  {
    method: 'POST',
    route: '/api/auth/revoke-other-sessions',
    url: () => '/api/auth/revoke-other-sessions',
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/revoke-sessions',
    url: () => '/api/auth/revoke-sessions',
    expect: { anonymous: 401, self: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/sign-out',
    url: () => '/api/auth/sign-out',
    expect: { anonymous: 200, self: 200, other: 200 },
  },
];

function multipart(file: Buffer) {
  const boundary = 'matrixboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('access matrix: accounts and profiles', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    owner = await createUser(t.app, { role: 'host' });
    other = await createUser(t.app, { role: 'helper' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every accounts route the app registers', () => {
    const registered = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && /^\/api\/(auth|profile|profiles)(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'self', 'other'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const row of ROWS) {
        const headers: Record<string, string> =
          caller === 'anonymous'
            ? { origin: TEST_ORIGIN }
            : (caller === 'self' ? owner : other).headers();
        let payload: string | Buffer | undefined;
        if (row.route === '/api/profile/avatar') {
          const body = multipart(PNG_1x1);
          payload = body.payload;
          headers['content-type'] = body.contentType;
        } else if (row.payload) {
          payload = JSON.stringify(row.payload(owner));
          headers['content-type'] = 'application/json';
        }
        const res = await t.app.inject({
          method: row.method,
          url: row.url(owner),
          headers,
          ...(payload ? { payload } : {}),
        });
        outcomes.push(`${row.method} ${row.route} -> ${res.statusCode}`);
        expected.push(`${row.method} ${row.route} -> ${row.expect[caller]}`);
        if (res.statusCode >= 400) {
          expect(res.json().error, `${row.route}: ${res.body}`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
        // Whatever "other" gets, it is never the owner's data.
        if (caller === 'other' && res.statusCode === 200 && res.body) {
          expect(res.body.includes(owner.email), `${row.route} leaked the owner`).toBe(false);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
