import { randomUUID } from 'node:crypto';
import type { Chore } from '@shared/api/chores';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../../tests/helpers/accounts';
import { createChore, propertyWithMember, submittedChore } from '../../../../tests/helpers/chores';
import {
  addMember,
  call,
  createHelper,
  createHost,
  multipartBody,
  randomAddress,
  type TestUser,
  testPhoto,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// The access matrix for every chores, points and rewards route (issue 8):
// each route as an anonymous caller, the property's host, its active member,
// another host and a helper who is not a member. Each cell gets fresh state
// (its own chore, reward or redemption), so one caller's success does not
// change what the next one sees.

type Caller = 'anonymous' | 'host' | 'member' | 'otherHost' | 'outsider';
type Fixture = Awaited<ReturnType<typeof propertyWithMember>>;
type Request = { url: string; payload?: unknown; multipart?: Buffer };
type Row = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  setup: (f: Fixture) => Promise<Request>;
  expect: Record<Caller, number>;
};

const OWN = { anonymous: 401, host: 200, member: 403, otherHost: 404, outsider: 404 };
const MEMBER = { anonymous: 401, host: 403, member: 200, otherHost: 404, outsider: 404 };
const BOTH = { anonymous: 401, host: 200, member: 200, otherHost: 404, outsider: 404 };
const ANYONE = { anonymous: 401, host: 200, member: 200, otherHost: 200, outsider: 200 };

describe('chores, points and rewards: the access matrix of every route', () => {
  let t: TestApp;
  let f: Fixture;
  let callers: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    f = await propertyWithMember(t.app);
    callers = {
      host: f.host,
      member: f.helper,
      otherHost: await createHost(t.app),
      outsider: await createHelper(t.app),
    };
    photo = await testPhoto({ width: 64, height: 48 });
    // Points for the member to redeem with.
    const bonus = await call(t.app, 'POST', '/api/points/bonus', f.host, {
      requestId: randomUUID(),
      propertyId: f.property.id,
      helperId: f.helper.id,
      amount: 1000,
      reason: 'Start',
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const app = () => t.app;
  const post = async (user: TestUser, url: string, payload: unknown = {}) => {
    const res = await call(app(), 'POST', url, user, payload);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const inProgress = async (fx: Fixture) => {
    const chore = await createChore(app(), fx, { assigneeId: fx.helper.id });
    await post(fx.helper, `/api/chores/${chore.id}/start`);
    return chore;
  };
  const upload = async (fx: Fixture, choreId: string) => {
    const body = multipartBody([{ file: photo }]);
    const res = await app().inject({
      method: 'POST',
      url: `/api/chores/${choreId}/photo`,
      headers: { ...fx.helper.headers(), ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
    return res.json() as Chore;
  };
  const reward = async (fx: Fixture) =>
    post(fx.host, `/api/properties/${fx.property.id}/rewards`, { title: 'Ice cream', cost: 5 });
  const redemption = async (fx: Fixture) =>
    post(fx.helper, `/api/rewards/${(await reward(fx)).id}/redeem`);
  const award = (fx: Fixture) => ({
    requestId: randomUUID(),
    propertyId: fx.property.id,
    helperId: fx.helper.id,
    amount: 1,
    reason: 'Thanks',
  });

  const ROWS: Row[] = [
    {
      method: 'GET',
      route: '/api/chores',
      setup: async () => ({ url: '/api/chores' }),
      expect: ANYONE,
    },
    {
      method: 'POST',
      route: '/api/chores',
      setup: async (fx) => ({
        url: '/api/chores',
        payload: { propertyId: fx.property.id, title: 'Sweep', group: 'Cleaning' },
      }),
      expect: { ...OWN, host: 201 },
    },
    {
      method: 'GET',
      route: '/api/chore-groups',
      setup: async () => ({ url: '/api/chore-groups' }),
      expect: ANYONE,
    },
    {
      method: 'POST',
      route: '/api/chores/bulk-approve',
      setup: async (fx) => ({
        url: '/api/chores/bulk-approve',
        payload: { choreIds: [(await submittedChore(app(), fx, fx.helper)).id] },
      }),
      // Role host, else 403; another host gets 200 with the chore under `failed` (not found).
      expect: { anonymous: 401, host: 200, member: 403, otherHost: 200, outsider: 403 },
    },
    {
      method: 'GET',
      route: '/api/chores/:id',
      setup: async (fx) => ({ url: `/api/chores/${(await createChore(app(), fx)).id}` }),
      expect: BOTH,
    },
    {
      method: 'PATCH',
      route: '/api/chores/:id',
      setup: async (fx) => ({
        url: `/api/chores/${(await createChore(app(), fx)).id}`,
        payload: { title: 'Renamed' },
      }),
      expect: OWN,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/take',
      setup: async (fx) => ({
        url: `/api/chores/${(await createChore(app(), fx)).id}/take`,
        payload: {},
      }),
      expect: MEMBER,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/start',
      setup: async (fx) => ({
        url: `/api/chores/${(await createChore(app(), fx, { assigneeId: fx.helper.id })).id}/start`,
        payload: {},
      }),
      expect: MEMBER,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/submit',
      setup: async (fx) => ({
        url: `/api/chores/${(await inProgress(fx)).id}/submit`,
        payload: { minutesSpent: 10 },
      }),
      expect: MEMBER,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/approve',
      setup: async (fx) => ({
        url: `/api/chores/${(await submittedChore(app(), fx, fx.helper)).id}/approve`,
        payload: {},
      }),
      expect: OWN,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/send-back',
      setup: async (fx) => ({
        url: `/api/chores/${(await submittedChore(app(), fx, fx.helper)).id}/send-back`,
        payload: { note: 'Again please' },
      }),
      expect: OWN,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/cancel',
      setup: async (fx) => ({
        url: `/api/chores/${(await createChore(app(), fx)).id}/cancel`,
        payload: {},
      }),
      expect: OWN,
    },
    {
      method: 'POST',
      route: '/api/chores/:id/photo',
      setup: async (fx) => ({
        url: `/api/chores/${(await inProgress(fx)).id}/photo`,
        multipart: photo,
      }),
      expect: MEMBER,
    },
    {
      method: 'DELETE',
      route: '/api/chores/:id/photo',
      setup: async (fx) => {
        const chore = await inProgress(fx);
        await upload(fx, chore.id);
        return { url: `/api/chores/${chore.id}/photo` };
      },
      expect: MEMBER,
    },
    {
      method: 'GET',
      route: '/api/chores/:id/photo',
      setup: async (fx) => {
        const chore = await inProgress(fx);
        return { url: (await upload(fx, chore.id)).photoUrl ?? '' };
      },
      expect: BOTH,
    },
    {
      method: 'GET',
      route: '/api/points',
      setup: async () => ({ url: '/api/points' }),
      expect: { anonymous: 401, host: 403, member: 200, otherHost: 403, outsider: 200 },
    },
    {
      method: 'GET',
      route: '/api/points/ledger',
      setup: async () => ({ url: '/api/points/ledger' }),
      expect: ANYONE,
    },
    {
      method: 'POST',
      route: '/api/points/bonus',
      setup: async (fx) => ({ url: '/api/points/bonus', payload: award(fx) }),
      expect: { ...OWN, host: 201 },
    },
    {
      method: 'POST',
      route: '/api/points/adjustments',
      setup: async (fx) => ({ url: '/api/points/adjustments', payload: award(fx) }),
      expect: { ...OWN, host: 201 },
    },
    {
      method: 'GET',
      route: '/api/points/hours',
      setup: async () => ({ url: '/api/points/hours' }),
      expect: ANYONE,
    },
    {
      method: 'GET',
      route: '/api/rewards',
      setup: async () => ({ url: '/api/rewards' }),
      expect: ANYONE,
    },
    {
      method: 'GET',
      route: '/api/properties/:id/rewards',
      setup: async (fx) => ({ url: `/api/properties/${fx.property.id}/rewards` }),
      expect: BOTH,
    },
    {
      method: 'POST',
      route: '/api/properties/:id/rewards',
      setup: async (fx) => ({
        url: `/api/properties/${fx.property.id}/rewards`,
        payload: { title: 'Cake', cost: 3 },
      }),
      expect: { ...OWN, host: 201 },
    },
    {
      method: 'PATCH',
      route: '/api/rewards/:rewardId',
      setup: async (fx) => ({ url: `/api/rewards/${(await reward(fx)).id}`, payload: { cost: 7 } }),
      expect: OWN,
    },
    {
      method: 'DELETE',
      route: '/api/rewards/:rewardId',
      setup: async (fx) => ({ url: `/api/rewards/${(await reward(fx)).id}` }),
      expect: { ...OWN, host: 204 },
    },
    {
      method: 'POST',
      route: '/api/rewards/:rewardId/redeem',
      setup: async (fx) => ({ url: `/api/rewards/${(await reward(fx)).id}/redeem`, payload: {} }),
      expect: { ...MEMBER, member: 201 },
    },
    {
      method: 'GET',
      route: '/api/redemptions',
      setup: async () => ({ url: '/api/redemptions' }),
      expect: ANYONE,
    },
    {
      method: 'POST',
      route: '/api/redemptions/:redemptionId/fulfil',
      setup: async (fx) => ({
        url: `/api/redemptions/${(await redemption(fx)).id}/fulfil`,
        payload: {},
      }),
      expect: OWN,
    },
    {
      method: 'POST',
      route: '/api/redemptions/:redemptionId/decline',
      setup: async (fx) => ({
        url: `/api/redemptions/${(await redemption(fx)).id}/decline`,
        payload: {},
      }),
      expect: OWN,
    },
    {
      method: 'POST',
      route: '/api/redemptions/:redemptionId/cancel',
      setup: async (fx) => ({
        url: `/api/redemptions/${(await redemption(fx)).id}/cancel`,
        payload: {},
      }),
      expect: MEMBER,
    },
  ];

  it('covers every route of the feature', () => {
    const mine = t.app.routeCatalog
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          /^\/api\/(chores|chore-groups|points|rewards|redemptions)(\/|$)|^\/api\/properties\/:id\/rewards$/.test(
            r.url,
          ),
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(mine).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  it('answers each caller as the access rules say', async () => {
    const failures: string[] = [];
    for (const row of ROWS) {
      for (const caller of ['anonymous', 'host', 'member', 'otherHost', 'outsider'] as const) {
        const request = await row.setup(f);
        const user = caller === 'anonymous' ? null : callers[caller];
        let res: LightMyRequestResponse;
        if (request.multipart) {
          const body = multipartBody([{ file: request.multipart }]);
          res = await t.app.inject({
            method: row.method,
            url: request.url,
            headers: { ...(user ? user.headers() : { origin: TEST_ORIGIN }), ...body.headers },
            payload: body.payload,
            remoteAddress: randomAddress(),
          });
        } else {
          res = await call(t.app, row.method, request.url, user, request.payload);
        }
        if (res.statusCode !== row.expect[caller])
          failures.push(
            `${row.method} ${row.route} as ${caller}: expected ${row.expect[caller]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('a member who left loses access at once', async () => {
    const fx = await propertyWithMember(t.app);
    const chore = await createChore(t.app, fx);
    const extra = await addMember(t.app, fx);
    expect((await call(t.app, 'GET', `/api/chores/${chore.id}`, extra)).statusCode).toBe(200);
    await post(extra, `/api/properties/${fx.property.id}/leave`);
    expect((await call(t.app, 'GET', `/api/chores/${chore.id}`, extra)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/chores/${chore.id}/take`, extra, {})).statusCode).toBe(
      404,
    );
  });
});
