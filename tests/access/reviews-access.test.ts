import { REVIEW_CATEGORIES } from '@shared/api/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyHelpers, stays } from '../../src/server/db/schema';
import {
  addMember,
  call,
  createHelper,
  createProperty,
  createUser,
  type TestUser,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The access matrix for stays and reviews (issue 14, decision 100). Each
// caller meets a fresh stay whose host (the "author") has written a review
// still blind: the helper ("other side"), a stranger and an anonymous caller
// must read nothing of it, and only the stay's two people reach the stay.

type Caller = 'anonymous' | 'author' | 'otherSide' | 'stranger';
type Fixture = {
  host: TestUser;
  helper: TestUser;
  stayId: string;
  reviewId: string;
  propertyId: string;
};
type Row = {
  method: 'GET' | 'POST';
  route: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture, caller: Caller) => object;
  expect: Record<Caller, number>;
};

const BLIND_TEXT = 'A careful helper who left the kitchen spotless every day.';
const review = (direction: keyof typeof REVIEW_CATEGORIES, publicText: string) => ({
  rating: 4,
  categories: Object.fromEntries(REVIEW_CATEGORIES[direction].map((k) => [k, 4])),
  publicText,
});

// In this order: the write that publishes comes last.
const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/reviews',
    url: () => '/api/reviews?tab=written',
    expect: { anonymous: 401, author: 200, otherSide: 200, stranger: 200 },
  },
  {
    method: 'GET',
    route: '/api/stays/:stayId',
    url: (f) => `/api/stays/${f.stayId}`,
    expect: { anonymous: 401, author: 200, otherSide: 200, stranger: 404 },
  },
  {
    method: 'POST',
    route: '/api/reviews/:reviewId/reply',
    url: (f) => `/api/reviews/${f.reviewId}/reply`,
    payload: () => ({ reply: 'Thank you!' }),
    // Blind: nobody may reply to (or learn of) an unpublished review.
    expect: { anonymous: 401, author: 404, otherSide: 404, stranger: 404 },
  },
  {
    method: 'POST',
    route: '/api/stays/:stayId/review',
    url: (f) => `/api/stays/${f.stayId}/review`,
    payload: (_f, caller) =>
      review(
        caller === 'author' ? 'host_about_helper' : 'helper_about_host',
        'Honest hosts, fair hours, and the room was as pictured.',
      ),
    expect: { anonymous: 401, author: 409, otherSide: 201, stranger: 404 },
  },
];

describe('access matrix: stays and reviews', () => {
  let t: TestApp;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    stranger = await createUser(t.app, { role: 'helper' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A stay ended by the helper leaving, with the host's review written and blind. */
  async function fixture(): Promise<Fixture> {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c, await createHelper(t.app));
    const left = await call(t.app, 'POST', `/api/properties/${c.property.id}/leave`, helper);
    expect(left.statusCode, left.body).toBe(200);
    const [m] = await t.app.database.db
      .select({ id: propertyHelpers.id })
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, helper.id));
    const [stay] = await t.app.database.db
      .select()
      .from(stays)
      .where(eq(stays.membershipId, m?.id ?? ''));
    if (!stay) throw new Error('no stay');
    const written = await call(
      t.app,
      'POST',
      `/api/stays/${stay.id}/review`,
      c.host,
      review('host_about_helper', BLIND_TEXT),
    );
    expect(written.statusCode, written.body).toBe(201);
    return {
      host: c.host,
      helper,
      stayId: stay.id,
      reviewId: written.json().id,
      propertyId: c.property.id,
    };
  }

  it('covers every stay and review route the reviews feature registers (reputation aside)', () => {
    const registered = t.app.routeCatalog
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          /^\/api\/(reviews|stays)(\/|$)/.test(r.url) &&
          !/^\/api\/reviews\/(helpers|properties)\//.test(r.url),
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
  });

  for (const caller of ['anonymous', 'author', 'otherSide', 'stranger'] as const) {
    it(`answers each route as expected for ${caller}, and shows a blind review to its author only`, async () => {
      const f = await fixture();
      const user = { anonymous: null, author: f.host, otherSide: f.helper, stranger }[caller];
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const row of ROWS) {
        const res = await call(t.app, row.method, row.url(f), user, row.payload?.(f, caller));
        outcomes.push(`${row.method} ${row.route} -> ${res.statusCode}`);
        expected.push(`${row.method} ${row.route} -> ${row.expect[caller]}`);
        if (res.statusCode >= 400)
          expect(res.json().error, `${row.route}: ${res.body}`).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        // Until the other side's write publishes both, only the author reads it.
        const publishes = row.route === '/api/stays/:stayId/review' && res.statusCode === 201;
        if (caller !== 'author' && !publishes)
          expect(res.body.includes(BLIND_TEXT), `${row.route} leaked the blind review`).toBe(false);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('the reputation routes and the notifications say nothing of a blind review', async () => {
    const f = await fixture();
    for (const user of [f.helper, stranger]) {
      for (const url of [
        `/api/reviews/helpers/${f.helper.id}`,
        `/api/reviews/properties/${f.propertyId}`,
        '/api/reviews?tab=received',
        '/api/reviews?tab=to-write',
        '/api/notifications',
      ]) {
        const res = await call(t.app, 'GET', url, user);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        expect(res.body.includes(BLIND_TEXT), `${url} leaked the blind review`).toBe(false);
        expect(res.body.includes(f.reviewId), `${url} leaked the blind review's id`).toBe(false);
      }
    }
  });
});
