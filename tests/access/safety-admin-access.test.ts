import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../helpers/accounts';
import { call, createProperty, createUser, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for reports and the moderation desk (issue 15, decision
// 110). Each caller meets a fresh pair: a reporter who has already reported a
// host. The desk answers 404 to everyone but an operator, signed in or not,
// and nothing the reported person receives names the reporter.

type Caller = 'anonymous' | 'reporter' | 'reported' | 'other' | 'admin';
type Fixture = { reporter: TestUser; reported: TestUser; propertyId: string };
type Row = {
  method: 'GET' | 'POST';
  route: string;
  url: string;
  payload?: (f: Fixture) => object;
  expect: Record<Caller, number>;
};

const DESK = { anonymous: 404, reporter: 404, reported: 404, other: 404, admin: 200 };

const ROWS: Row[] = [
  {
    method: 'POST',
    route: '/api/reports',
    url: '/api/reports',
    payload: (f) => ({ targetType: 'user', targetId: f.reported.id, reason: 'other' }),
    // The reporter's second report is their first one (200); nobody reports themself.
    expect: { anonymous: 401, reporter: 200, reported: 422, other: 201, admin: 201 },
  },
  { method: 'GET', route: '/api/admin/me', url: '/api/admin/me', expect: DESK },
  { method: 'GET', route: '/api/admin/reports', url: '/api/admin/reports', expect: DESK },
  { method: 'GET', route: '/api/admin/actions', url: '/api/admin/actions', expect: DESK },
  { method: 'GET', route: '/api/admin/suspensions', url: '/api/admin/suspensions', expect: DESK },
  {
    method: 'POST',
    route: '/api/admin/actions',
    url: '/api/admin/actions',
    payload: (f) => ({
      action: 'dismiss',
      targetType: 'user',
      targetId: f.reported.id,
      reason: 'Looked into it',
    }),
    expect: { ...DESK, admin: 201 },
  },
];

describe('access matrix: reports and the moderation desk', () => {
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
    const c = await createProperty(t.app);
    const reporter = await createUser(t.app, { role: 'helper', fullName: 'Rita Reporter' });
    const res = await call(t.app, 'POST', '/api/reports', reporter, {
      targetType: 'property',
      targetId: c.property.id,
      reason: 'scam',
    });
    expect(res.statusCode, res.body).toBe(201);
    const again = await call(t.app, 'POST', '/api/reports', reporter, {
      targetType: 'user',
      targetId: c.host.id,
      reason: 'scam',
    });
    expect(again.statusCode, again.body).toBe(201);
    return { reporter, reported: c.host, propertyId: c.property.id };
  }

  it('covers every route under /api/reports and /api/admin', () => {
    const registered = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && /^\/api\/(reports|admin)(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'reporter', 'reported', 'other', 'admin'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const f = await fixture();
      const user = { anonymous: null, reporter: f.reporter, reported: f.reported, other, admin }[
        caller
      ];
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
        if (caller === 'reported') {
          expect(res.body).not.toContain(f.reporter.id);
          expect(res.body).not.toContain(f.reporter.email);
        }
      }
      expect(outcomes).toEqual(expected);
      // What the reported person can read about themselves names no reporter.
      for (const url of ['/api/notifications', '/api/profile']) {
        const res = await call(t.app, 'GET', url, f.reported);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).not.toContain(f.reporter.id);
        expect(res.body).not.toContain(f.reporter.email);
        expect(res.body).not.toContain('Rita Reporter');
      }
    });
  }
});
