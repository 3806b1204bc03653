import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../helpers/accounts';
import {
  addMember,
  call,
  createHelper,
  createProperty,
  createUser,
  signIn,
  type TestUser,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for account deletion (issue 19, decision 141). The routes
// name no one: each acts on the caller's own account only, so what differs
// is who the caller is. A helper may ask; a host with active members is
// answered 409 until they choose to end those stays; an operator 422; a
// person whose deletion is pending may read and cancel, and nothing else.

type Caller = 'anonymous' | 'helper' | 'hostWithMembers' | 'admin' | 'pending';
type Row = {
  method: 'GET' | 'POST';
  route: string;
  payload?: (user: TestUser | null) => object;
  expect: Record<Caller, number>;
};

const ask = (user: TestUser | null) => ({ password: user?.password ?? 'x', confirm: 'DELETE' });

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/account/deletion',
    expect: { anonymous: 401, helper: 200, hostWithMembers: 200, admin: 200, pending: 200 },
  },
  {
    method: 'POST',
    route: '/api/account/deletion/cancel',
    payload: () => ({}),
    // Cancelling when nothing is pending answers the same (a retried cancel).
    expect: { anonymous: 401, helper: 200, hostWithMembers: 200, admin: 200, pending: 200 },
  },
  {
    method: 'POST',
    route: '/api/account/deletion',
    payload: ask,
    expect: { anonymous: 401, helper: 200, hostWithMembers: 409, admin: 422, pending: 200 },
  },
];

describe('access matrix: account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function callerFor(caller: Caller): Promise<TestUser | null> {
    switch (caller) {
      case 'anonymous':
        return null;
      case 'helper':
        return createHelper(t.app);
      case 'hostWithMembers': {
        const created = await createProperty(t.app);
        await addMember(t.app, created);
        return created.host;
      }
      case 'admin': {
        const admin = await createUser(t.app);
        await makeAdmin(t.app, admin);
        return admin;
      }
      case 'pending': {
        const helper = await createHelper(t.app);
        const res = await call(t.app, 'POST', '/api/account/deletion', helper, ask(helper));
        expect(res.statusCode, res.body).toBe(200);
        return signIn(t.app, helper);
      }
    }
  }

  it('covers every route under /api/account/deletion', () => {
    const registered = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && /^\/api\/account\/deletion(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'helper', 'hostWithMembers', 'admin', 'pending'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const user = await callerFor(caller);
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const row of ROWS) {
        const res = await call(t.app, row.method, row.route, user, row.payload?.(user));
        outcomes.push(`${row.method} ${row.route} -> ${res.statusCode}`);
        expected.push(`${row.method} ${row.route} -> ${row.expect[caller]}`);
        if (res.statusCode >= 400) {
          expect(res.json().error, `${row.route}: ${res.body}`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('refuses a pending account’s other writes with 403 deletion_pending, in the error shape', async () => {
    const pending = await callerFor('pending');
    for (const [method, url, payload] of [
      ['PATCH', '/api/profile', { bio: 'Hello' }],
      [
        'POST',
        '/api/properties',
        { title: 'A new place', type: 'farm', city: 'Faro', country: 'PT' },
      ],
      ['POST', '/api/blocks', { userId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const res = await call(t.app, method, url, pending, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'deletion_pending',
        message: expect.any(String),
      });
    }
    // Downloading one's data before leaving stays open (decision 141).
    const exported = await call(t.app, 'POST', '/api/account/exports', pending, {
      id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d31',
    });
    expect(exported.statusCode, exported.body).toBe(201);
  });
});
