import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  type TestUser,
  termsInput,
  testPhoto,
  uploadPhotos,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// DESIGN.md section 4 as a table: every issue-5 route, tried as each kind of
// caller. 404 where the caller may not see the thing, 403 where they may see
// it but their role may not act, 401 signed out. Each row gets a fresh world
// (a listed and a paused property of one host, a member of both, a pending
// request on the listed one), and the callers expected to succeed go last, so
// the failing attempts all meet the same state. Lists are also checked for
// rows of others.

type Caller = 'anonymous' | 'host' | 'otherHost' | 'member' | 'otherHelper' | 'requester';
const CALLERS: Caller[] = ['anonymous', 'otherHost', 'otherHelper', 'requester', 'member', 'host'];

type World = {
  listed: CreatedProperty;
  paused: CreatedProperty;
  photoId: string;
  member: TestUser;
  requester: TestUser;
  requestId: string;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
};

type Attempt = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  photo?: true;
};

type Row = {
  name: string;
  attempt: (w: World) => Attempt;
  expect: Record<Exclude<Caller, 'anonymous'>, number>;
  /** Strings that must not appear in a 200 answered to otherHost or otherHelper. */
  noLeak?: (w: World) => string[];
};

const all = (status: number) => ({
  host: status,
  otherHost: status,
  member: status,
  otherHelper: status,
  requester: status,
});

const ROWS: Row[] = [
  {
    name: 'GET /api/properties (own list)',
    attempt: () => ({ method: 'GET', url: '/api/properties' }),
    expect: { host: 200, otherHost: 200, member: 403, otherHelper: 403, requester: 403 },
    noLeak: (w) => [w.listed.property.id, w.paused.property.id],
  },
  {
    name: 'POST /api/properties',
    attempt: () => ({
      method: 'POST',
      url: '/api/properties',
      payload: { title: 'New', type: 'house', city: 'Oslo', country: 'NO' },
    }),
    expect: { host: 201, otherHost: 201, member: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'GET /api/properties/:id (listed)',
    attempt: (w) => ({ method: 'GET', url: `/api/properties/${w.listed.property.id}` }),
    expect: all(200),
  },
  {
    name: 'GET /api/properties/:id (paused)',
    attempt: (w) => ({ method: 'GET', url: `/api/properties/${w.paused.property.id}` }),
    expect: { host: 200, member: 200, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'PATCH /api/properties/:id (listed)',
    attempt: (w) => ({
      method: 'PATCH',
      url: `/api/properties/${w.listed.property.id}`,
      payload: { title: 'T' },
    }),
    expect: { host: 200, member: 403, otherHost: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'PATCH /api/properties/:id (paused)',
    attempt: (w) => ({
      method: 'PATCH',
      url: `/api/properties/${w.paused.property.id}`,
      payload: { title: 'T' },
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'DELETE /api/properties/:id (paused, has a member)',
    attempt: (w) => ({ method: 'DELETE', url: `/api/properties/${w.paused.property.id}` }),
    expect: { host: 422, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'DELETE /api/properties/:id (listed)',
    attempt: (w) => ({ method: 'DELETE', url: `/api/properties/${w.listed.property.id}` }),
    expect: { host: 422, member: 403, otherHost: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'GET /api/properties/:id/terms (paused)',
    attempt: (w) => ({ method: 'GET', url: `/api/properties/${w.paused.property.id}/terms` }),
    expect: { host: 200, member: 200, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'PUT /api/properties/:id/terms (paused)',
    attempt: (w) => ({
      method: 'PUT',
      url: `/api/properties/${w.paused.property.id}/terms`,
      payload: termsInput(),
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'PUT /api/properties/:id/terms (listed)',
    attempt: (w) => ({
      method: 'PUT',
      url: `/api/properties/${w.listed.property.id}/terms`,
      payload: termsInput(),
    }),
    expect: { host: 200, member: 403, otherHost: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'POST /api/properties/:id/invite-code (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/invite-code`,
      payload: {},
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'POST /api/properties/:id/photos (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/photos`,
      photo: true,
    }),
    expect: { host: 201, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'PUT /api/properties/:id/photos/order (paused)',
    attempt: (w) => ({
      method: 'PUT',
      url: `/api/properties/${w.paused.property.id}/photos/order`,
      payload: { photoIds: [w.photoId] },
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'POST /api/properties/:id/photos/:photoId/cover (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/photos/${w.photoId}/cover`,
      payload: {},
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'DELETE /api/properties/:id/photos/:photoId (paused)',
    attempt: (w) => ({
      method: 'DELETE',
      url: `/api/properties/${w.paused.property.id}/photos/${w.photoId}`,
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'GET /api/invites/:code',
    attempt: (w) => ({ method: 'GET', url: `/api/invites/${w.paused.property.inviteCode}` }),
    expect: { host: 403, otherHost: 403, member: 200, otherHelper: 200, requester: 200 },
  },
  {
    name: 'POST /api/invites/:code/join',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/invites/${w.paused.property.inviteCode}/join`,
      payload: {},
    }),
    expect: { host: 403, otherHost: 403, member: 409, otherHelper: 201, requester: 201 },
  },
  {
    name: 'POST /api/properties/:id/requests (listed)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.listed.property.id}/requests`,
      payload: {
        startDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        message: 'Hello',
        answers: (w.listed.property.terms?.screeningQuestions ?? []).map((q) => ({
          questionId: q.id,
          answer: 'Yes',
        })),
      },
    }),
    expect: { host: 403, otherHost: 403, member: 409, requester: 409, otherHelper: 201 },
  },
  {
    name: 'POST /api/properties/:id/requests (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/requests`,
      payload: { startDate: '2099-01-01', endDate: '2099-01-20', message: 'Hello', answers: [] },
    }),
    expect: { host: 403, otherHost: 403, member: 409, otherHelper: 404, requester: 404 },
  },
  {
    name: 'GET /api/properties/:id/requests (listed)',
    attempt: (w) => ({ method: 'GET', url: `/api/properties/${w.listed.property.id}/requests` }),
    expect: { host: 200, member: 403, otherHost: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'GET /api/properties/:id/requests (paused)',
    attempt: (w) => ({ method: 'GET', url: `/api/properties/${w.paused.property.id}/requests` }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'GET /api/stay-requests/:requestId',
    attempt: (w) => ({ method: 'GET', url: `/api/stay-requests/${w.requestId}` }),
    expect: { host: 200, requester: 200, member: 404, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'POST /api/stay-requests/:requestId/accept',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/stay-requests/${w.requestId}/accept`,
      payload: {},
    }),
    expect: { host: 200, requester: 403, member: 404, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'POST /api/stay-requests/:requestId/decline',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/stay-requests/${w.requestId}/decline`,
      payload: { reason: 'Full' },
    }),
    expect: { host: 200, requester: 403, member: 404, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'POST /api/stay-requests/:requestId/withdraw',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/stay-requests/${w.requestId}/withdraw`,
      payload: {},
    }),
    expect: { requester: 200, host: 403, member: 404, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'POST /api/properties/:id/leave (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/leave`,
      payload: {},
    }),
    expect: { member: 200, host: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'POST /api/properties/:id/leave (listed)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.listed.property.id}/leave`,
      payload: {},
    }),
    expect: { member: 200, host: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'POST /api/properties/:id/members/:helperId/remove (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/members/${w.member.id}/remove`,
      payload: {},
    }),
    expect: { host: 200, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'POST /api/properties/:id/members/:helperId/remove (listed)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.listed.property.id}/members/${w.member.id}/remove`,
      payload: {},
    }),
    expect: { host: 200, member: 403, otherHost: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'GET /api/my-properties',
    attempt: () => ({ method: 'GET', url: '/api/my-properties' }),
    expect: { host: 403, otherHost: 403, member: 200, otherHelper: 200, requester: 200 },
    noLeak: (w) => [w.listed.property.id, w.paused.property.id],
  },
  {
    name: 'GET /api/helpers',
    attempt: () => ({ method: 'GET', url: '/api/helpers' }),
    expect: { host: 200, otherHost: 200, member: 403, otherHelper: 403, requester: 403 },
    noLeak: (w) => [w.member.id, w.listed.property.id],
  },
  {
    name: 'GET /api/helpers/:helperId',
    attempt: (w) => ({ method: 'GET', url: `/api/helpers/${w.member.id}` }),
    expect: { host: 200, otherHost: 404, member: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'POST /api/properties/:id/invitations (paused)',
    attempt: (w) => ({
      method: 'POST',
      url: `/api/properties/${w.paused.property.id}/invitations`,
      payload: { email: 'friend@example.test' },
    }),
    expect: { host: 201, member: 403, otherHost: 404, otherHelper: 404, requester: 404 },
  },
  {
    name: 'GET /api/properties/:id/invitations (listed)',
    attempt: (w) => ({ method: 'GET', url: `/api/properties/${w.listed.property.id}/invitations` }),
    expect: { host: 200, member: 403, otherHost: 403, otherHelper: 403, requester: 403 },
  },
  {
    name: 'GET /api/explore',
    attempt: () => ({ method: 'GET', url: '/api/explore?limit=50' }),
    expect: all(200),
    noLeak: (w) => [w.paused.property.id],
  },
  {
    name: 'GET /api/notifications',
    attempt: () => ({ method: 'GET', url: '/api/notifications?limit=50' }),
    expect: all(200),
    noLeak: (w) => [w.paused.property.id, w.listed.property.id],
  },
];

describe('access matrix of the issue-5 routes', () => {
  let t: TestApp;
  let shared: { host: TestUser; otherHost: TestUser; otherHelper: TestUser };
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    shared = {
      host: await createHost(t.app),
      otherHost: await createHost(t.app),
      otherHelper: await createHelper(t.app),
    };
    photo = await testPhoto({ width: 120, height: 80 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeWorld(): Promise<World> {
    const listed = await createProperty(t.app, { host: shared.host });
    const paused = await createProperty(t.app, { host: shared.host, status: 'paused' });
    const member = await addMember(t.app, listed);
    await addMember(t.app, paused, member);
    const { helper: requester, request } = await createStayRequest(t.app, listed);
    const up = await uploadPhotos(t.app, shared.host, paused.property.id, [photo]);
    const photoId = (up.json() as { photos: Array<{ id: string }> }).photos[0]?.id ?? '';
    return {
      listed,
      paused,
      photoId,
      member,
      requester,
      requestId: request.id,
      users: { ...shared, member, requester },
    };
  }

  async function attempt(
    w: World,
    a: Attempt,
    user: TestUser | null,
  ): Promise<LightMyRequestResponse> {
    if (a.photo) return uploadPhotos(t.app, user, w.paused.property.id, [photo]);
    return call(t.app, a.method, a.url, user, a.payload);
  }

  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const w = await makeWorld();
    const order = [...CALLERS].sort((a, b) => {
      const ok = (c: Caller) => (c !== 'anonymous' && row.expect[c] < 300 ? 1 : 0);
      return ok(a) - ok(b);
    });
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const caller of order) {
      const user = caller === 'anonymous' ? null : w.users[caller];
      const res = await attempt(w, row.attempt(w), user);
      got[caller] = res.statusCode;
      want[caller] = caller === 'anonymous' ? 401 : row.expect[caller];
      if (res.statusCode >= 400) {
        expect(res.json().error.code, `${caller}: ${res.body}`).toBeTruthy();
      }
      if (
        row.noLeak &&
        res.statusCode === 200 &&
        (caller === 'otherHost' || caller === 'otherHelper')
      ) {
        for (const secret of row.noLeak(w))
          expect(res.body, `${caller} sees ${secret}`).not.toContain(secret);
      }
    }
    expect(got).toEqual(want);
  });
});
