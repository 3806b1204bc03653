import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../helpers/accounts';
import { call, createUser, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for blocks (issue 15, decision 110). Each caller meets a
// fresh pair: a blocker who has blocked someone. Everyone signed in manages
// only their own blocks: nobody can read someone else's list, and nobody but
// the blocker can lift a block (another's DELETE answers as for a block that
// does not exist, and the block stays).

type Caller = 'anonymous' | 'blocker' | 'blocked' | 'other' | 'admin';
type Fixture = { blocker: TestUser; blocked: TestUser };
type Row = {
  method: 'GET' | 'POST' | 'DELETE';
  route: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => object;
  expect: Record<Caller, number>;
};

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/blocks',
    url: () => '/api/blocks',
    expect: { anonymous: 401, blocker: 200, blocked: 200, other: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/blocks/:userId',
    url: (f) => `/api/blocks/${f.blocked.id}`,
    // Idempotent for everyone; only the blocker's lifts a block (checked below).
    expect: { anonymous: 401, blocker: 204, blocked: 204, other: 204, admin: 204 },
  },
  {
    method: 'POST',
    route: '/api/blocks',
    url: () => '/api/blocks',
    payload: (f) => ({ userId: f.blocked.id }),
    // The blocker blocks again after lifting it above (201); the blocked person
    // cannot block themself (422); anyone else may block them too.
    expect: { anonymous: 401, blocker: 201, blocked: 422, other: 201, admin: 201 },
  },
];

describe('access matrix: blocks', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    admin = await createUser(t.app);
    await makeAdmin(t.app, admin);
    other = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function fixture(): Promise<Fixture> {
    const blocker = await createUser(t.app, { role: 'helper' });
    const blocked = await createUser(t.app, { role: 'host' });
    const res = await call(t.app, 'POST', '/api/blocks', blocker, { userId: blocked.id });
    expect(res.statusCode, res.body).toBe(201);
    return { blocker, blocked };
  }

  const blockedIdsOf = async (user: TestUser) =>
    (
      (await call(t.app, 'GET', '/api/blocks', user)).json() as { items: { userId: string }[] }
    ).items.map((item) => item.userId);

  it('covers every route under /api/blocks', () => {
    const registered = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && /^\/api\/blocks(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'blocker', 'blocked', 'other', 'admin'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const f = await fixture();
      const user = { anonymous: null, blocker: f.blocker, blocked: f.blocked, other, admin }[
        caller
      ];
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const row of ROWS) {
        const res = await call(t.app, row.method, row.url(f), user, row.payload?.(f));
        outcomes.push(`${row.method} ${row.route} -> ${res.statusCode}`);
        expected.push(`${row.method} ${row.route} -> ${row.expect[caller]}`);
        if (res.statusCode >= 400) {
          expect(res.json().error, `${row.route}: ${res.body}`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
        if (row.method === 'GET' && caller !== 'blocker' && caller !== 'anonymous') {
          // Another's list is never readable: theirs holds only their own blocks.
          expect(res.body).not.toContain(f.blocker.id);
        }
        if (row.method === 'DELETE' && caller !== 'blocker') {
          // Only the blocker lifts their block.
          expect(await blockedIdsOf(f.blocker)).toEqual([f.blocked.id]);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
