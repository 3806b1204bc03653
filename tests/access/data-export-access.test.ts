import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../../src/server/db/schema';
import { makeAdmin } from '../helpers/accounts';
import {
  addMember,
  call,
  createHelper,
  createProperty,
  createUser,
  type TestUser,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for 'Download my data' (issue 19, decision 140). Each
// caller meets a fresh owner with a ready export: the owner's host (who shares
// a property and sees their stay), an unrelated person and an operator get
// 404 for the file, exactly as for an id that does not exist, and read
// nothing of it in their own list. After 24 hours the owner gets 404 too.

type Caller = 'anonymous' | 'owner' | 'host' | 'other' | 'admin';
type Fixture = { owner: TestUser; host: TestUser; exportId: string };
type Row = {
  method: 'GET' | 'POST';
  route: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => object;
  expect: Record<Caller, number>;
};

const HOUR = 60 * 60_000;
const ONLY_OWNER = { anonymous: 401, owner: 200, host: 404, other: 404, admin: 404 };

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/account/exports',
    url: () => '/api/account/exports',
    expect: { anonymous: 401, owner: 200, host: 200, other: 200, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/account/exports/:id/download',
    url: (f) => `/api/account/exports/${f.exportId}/download`,
    expect: ONLY_OWNER,
  },
  {
    method: 'POST',
    route: '/api/account/exports',
    // The owner's own id again is their retried request; anyone else's answer
    // is the same 'taken' as for any used id, whoever used it.
    url: () => '/api/account/exports',
    payload: (f) => ({ id: f.exportId }),
    expect: { anonymous: 401, owner: 200, host: 409, other: 409, admin: 409 },
  },
];

describe('access matrix: data export', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    admin = await createUser(t.app);
    await makeAdmin(t.app, admin);
    other = await createUser(t.app, { role: 'host' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function fixture(): Promise<Fixture> {
    const created = await createProperty(t.app);
    const owner = await addMember(t.app, created, await createHelper(t.app));
    const exportId = randomUUID();
    const res = await call(t.app, 'POST', '/api/account/exports', owner, { id: exportId });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.jobs.runDueJobs(new Date(Date.now() + 60_000));
    return { owner, host: created.host, exportId };
  }

  it('covers every route under /api/account/exports', () => {
    const registered = t.app.routeCatalog
      .filter((r) => r.method !== 'HEAD' && /^\/api\/account\/exports(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'owner', 'host', 'other', 'admin'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const f = await fixture();
      const user = { anonymous: null, owner: f.owner, host: f.host, other, admin }[caller];
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
        if (caller !== 'owner') expect(res.body).not.toContain(f.owner.email);
      }
      expect(outcomes).toEqual(expected);
      if (user && caller !== 'owner') {
        const mine = await call(t.app, 'GET', '/api/account/exports', user);
        expect(mine.body).not.toContain(f.exportId);
      }
    });
  }

  it('answers an unknown id with the same 404 as someone else’s', async () => {
    const f = await fixture();
    const unknown = await call(
      t.app,
      'GET',
      `/api/account/exports/${randomUUID()}/download`,
      f.owner,
    );
    const theirs = await call(t.app, 'GET', `/api/account/exports/${f.exportId}/download`, other);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
  });

  it('answers 404 to the owner too once 24 hours have passed', async () => {
    const f = await fixture();
    const [row] = await t.app.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, f.exportId));
    const readyAt = row?.readyAt as Date;
    const url = `/api/account/exports/${f.exportId}/download`;
    expect((await call(t.app, 'GET', url, f.owner)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs(new Date(readyAt.getTime() + 24 * HOUR + 11 * 60_000));
    const res = await call(t.app, 'GET', url, f.owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
