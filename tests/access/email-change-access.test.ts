import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, uniqueEmail } from '../helpers/accounts';
import { call } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for the email-change routes (issue 19): each route as an
// anonymous caller, as the owner of a pending change, and as another
// signed-in user. Nobody but the owner sees or withdraws the owner's change;
// the two mailed links act on their token alone (the link is the proof).

type Caller = 'anonymous' | 'owner' | 'other';
type Fixture = { owner: TestUser; pendingEmail: string };
type Row = {
  method: 'GET' | 'POST' | 'DELETE';
  route: string;
  url: string;
  payload?: (f: Fixture) => object;
  expect: Record<Caller, number>;
};

const FORGED = `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`;

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/account/email-change',
    url: '/api/account/email-change',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'POST',
    route: '/api/account/email-change',
    url: '/api/account/email-change',
    // The owner's password: "other" cannot move the owner's account, nor their own with it.
    payload: (f) => ({ newEmail: uniqueEmail('matrix'), currentPassword: f.owner.password }),
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/account/email-change',
    url: '/api/account/email-change',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
  {
    method: 'GET',
    route: '/api/account/email-change/confirm',
    url: `/api/account/email-change/confirm?token=${FORGED}`,
    // The mailed link always lands on a page.
    expect: { anonymous: 302, owner: 302, other: 302 },
  },
  {
    method: 'POST',
    route: '/api/account/email-change/undo',
    url: '/api/account/email-change/undo',
    payload: () => ({ token: FORGED }),
    expect: { anonymous: 404, owner: 404, other: 404 },
  },
];

describe('email-change access matrix', () => {
  let t: TestApp;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    // Same password as the owners: "other" knowing it still acts only on their own account.
    other = await createUser(t.app, { role: 'helper' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function fixture(): Promise<Fixture> {
    const owner = await createUser(t.app, { role: 'host' });
    const pendingEmail = uniqueEmail('pending');
    const res = await call(t.app, 'POST', '/api/account/email-change', owner, {
      newEmail: pendingEmail,
      currentPassword: owner.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { owner, pendingEmail };
  }

  const pendingOf = async (user: TestUser) =>
    (await call(t.app, 'GET', '/api/account/email-change', user)).json().pending;

  it('covers every route under /api/account/email-change', () => {
    const registered = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && /^\/api\/account\/email-change(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'owner', 'other'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const f = await fixture();
      const user = { anonymous: null, owner: f.owner, other }[caller];
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const row of ROWS) {
        const res = await call(t.app, row.method, row.url, user, row.payload?.(f));
        outcomes.push(`${row.method} ${row.route} -> ${res.statusCode}`);
        expected.push(`${row.method} ${row.route} -> ${row.expect[caller]}`);
        if (res.statusCode >= 400) {
          expect(res.json().error, `${row.route}: ${res.body}`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
        if (caller === 'other') {
          // Never the owner's change, in any answer.
          expect(res.body.includes(f.pendingEmail), `${row.route} leaked`).toBe(false);
        }
      }
      expect(outcomes).toEqual(expected);
      if (caller !== 'owner') {
        // Whatever they did, the owner's change is still there, untouched.
        expect((await pendingOf(f.owner))?.newEmail).toBe(f.pendingEmail);
      }
    });
  }
});
