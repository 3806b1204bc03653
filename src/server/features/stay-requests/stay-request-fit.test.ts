import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedProperty,
  call,
  createHelper,
  createProperty,
  createStayRequest,
  setTerms,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// Issue 18: the host reads how each request's helper fits the property's
// skills wanted, beside the helper's skills and languages, on the property
// page's pending requests and in the requests list.
describe('the fit of a stay request, for the host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  type Seen = {
    id: string;
    fit?: { matched: number; wanted: number } | null;
    helper: { skills: string[]; spokenLanguages: string[] };
  };

  const helperWith = async (skills: string[], spokenLanguages: string[] = []) => {
    const helper = await createHelper(t.app);
    const res = await call(t.app, 'PATCH', '/api/profile', helper, { skills, spokenLanguages });
    expect(res.statusCode, res.body).toBe(200);
    return helper;
  };

  /** The request as the host sees it in both places, which must agree. */
  const hostSees = async (created: CreatedProperty, requestId: string): Promise<Seen> => {
    const page = await call(t.app, 'GET', `/api/properties/${created.property.id}`, created.host);
    expect(page.statusCode, page.body).toBe(200);
    const onPage = (page.json().pendingRequests as Seen[]).find((r) => r.id === requestId);
    const list = await call(
      t.app,
      'GET',
      `/api/properties/${created.property.id}/requests`,
      created.host,
    );
    expect(list.statusCode, list.body).toBe(200);
    const inList = (list.json().items as Seen[]).find((r) => r.id === requestId);
    expect(onPage, 'on the property page').toBeDefined();
    expect(inList).toEqual(onPage);
    return inList as Seen;
  };

  const requestBy = async (created: CreatedProperty, helper: TestUser) =>
    (await createStayRequest(t.app, created, { helper })).request.id;

  it('counts the wanted skills the helper has, without case, accents or punctuation', async () => {
    const created = await createProperty(t.app, {
      terms: { skillsWanted: ['Gardening', 'Dog-walking', 'Jardinería', 'Carpentry'] },
    });
    const helper = await helperWith(
      ['  GARDENING', 'dog walking', 'jardineria', 'Sailing'],
      ['pt', 'en'],
    );
    const seen = await hostSees(created, await requestBy(created, helper));
    expect(seen.fit).toEqual({ matched: 3, wanted: 4 });
    expect(seen.helper).toMatchObject({
      skills: ['GARDENING', 'dog walking', 'jardineria', 'Sailing'],
      spokenLanguages: ['pt', 'en'],
    });
  });

  it('says 0 of n when none meet, and all when all do', async () => {
    const created = await createProperty(t.app, {
      terms: { skillsWanted: ['Cooking', 'Painting'] },
    });
    const none = await requestBy(created, await helperWith(['Sailing']));
    const all = await requestBy(created, await helperWith(['painting', 'cooking', 'Yoga']));
    expect((await hostSees(created, none)).fit).toEqual({ matched: 0, wanted: 2 });
    expect((await hostSees(created, all)).fit).toEqual({ matched: 2, wanted: 2 });
  });

  it('is null when the helper lists no skills or the property wants none', async () => {
    const wantsSome = await createProperty(t.app, { terms: { skillsWanted: ['Cooking'] } });
    const silent = await requestBy(wantsSome, await helperWith([]));
    expect((await hostSees(wantsSome, silent)).fit).toBeNull();

    const wantsNone = await createProperty(t.app, { terms: { skillsWanted: [] } });
    const skilled = await requestBy(wantsNone, await helperWith(['Cooking']));
    expect((await hostSees(wantsNone, skilled)).fit).toBeNull();
  });

  it('follows the helper’s skills and the terms as they are now, not as they were', async () => {
    const created = await createProperty(t.app, {
      terms: { skillsWanted: ['Cooking', 'Painting'] },
    });
    const helper = await helperWith(['Cooking']);
    const id = await requestBy(created, helper);
    expect((await hostSees(created, id)).fit).toEqual({ matched: 1, wanted: 2 });

    await call(t.app, 'PATCH', '/api/profile', helper, { skills: ['Cooking', 'Painting'] });
    expect((await hostSees(created, id)).fit).toEqual({ matched: 2, wanted: 2 });

    await setTerms(t.app, created.host, created.property.id, {
      skillsWanted: ['Cooking', 'Painting', 'Masonry'],
      screeningQuestions: created.property.terms?.screeningQuestions ?? [],
    });
    expect((await hostSees(created, id)).fit).toEqual({ matched: 2, wanted: 3 });
  });

  it('is not shown to the helper, whose view of the request is their own', async () => {
    const created = await createProperty(t.app, { terms: { skillsWanted: ['Cooking'] } });
    const helper = await helperWith(['Cooking']);
    const id = await requestBy(created, helper);
    const own = await call(t.app, 'GET', `/api/stay-requests/${id}`, helper);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('fit');
    expect(
      (await call(t.app, 'GET', `/api/stay-requests/${id}`, created.host)).json(),
    ).not.toHaveProperty('fit');
  });
});
