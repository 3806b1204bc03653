import type { ExploreCard, ExplorePage } from '@shared/api/explore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createHost,
  createProperty,
  setTerms,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { fitOf, skillKeys } from '../../platform/skills';
import { insertListing, setSkills } from './explore-test-helpers';

// Issue 18: how a helper's skills meet the skills a property wants.

describe('explore by fit', () => {
  let t: TestApp;
  let helper: TestUser;
  let noSkills: TestUser;
  const ids: Record<string, string> = {};
  const wants: Record<string, string[]> = {
    full: ['Gardening', 'Cooking', 'dog walking'], // 3 of 3
    twoOfThree: ['gardening', 'cooking', 'yoga'], // 2 of 3
    halfA: ['gardening', 'animals'], // 1 of 2
    halfB: ['Jardinería', 'COOKING'], // 1 of 2 (jardineria is not gardening)
    halfC: ['painting', 'gardening', 'Cooking!', 'yoga'], // 2 of 4
    none: ['carpentry'], // 0 of 1
    nothingWanted: [], // no fit
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    helper = await createHelper(t.app);
    noSkills = await createHelper(t.app);
    await setSkills(t.app.database.db, helper.id, ['Gardening', 'Dog-walking', 'cooking']);
    const host = await createHost(t.app);
    const start = Date.now() - 3_600_000;
    // Listed one second apart in this order, the last the newest: halfC, then
    // halfB, then halfA come first among the equal shares.
    for (const [n, key] of Object.keys(wants).entries()) {
      ids[key] = await insertListing(t.app.database.db, host.id, {
        title: `Fit ${key}`,
        skillsWanted: wants[key],
        lat: 40 + n / 10,
        lng: -8,
        listedAt: new Date(start + 1000 * n),
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (query: string, viewer = helper) => {
    const res = await call(t.app, 'GET', `/api/explore${query}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExplorePage;
  };
  const keyOf = (card: ExploreCard) => Object.keys(ids).find((k) => ids[k] === card.id);
  const keysOf = (page: { items: ExploreCard[] }) => page.items.map(keyOf);
  const fits = (page: ExplorePage) =>
    Object.fromEntries(page.items.map((card) => [keyOf(card), card.fit]));

  it("gives every card its fit for the viewer's skills (case, accents, punctuation aside)", async () => {
    for (const sort of ['', '&sort=fit']) {
      expect(fits(await get(`?limit=50${sort}`))).toEqual({
        full: { matched: 3, wanted: 3 },
        twoOfThree: { matched: 2, wanted: 3 },
        halfA: { matched: 1, wanted: 2 },
        halfB: { matched: 1, wanted: 2 },
        halfC: { matched: 2, wanted: 4 },
        none: { matched: 0, wanted: 1 },
        nothingWanted: null,
      });
    }
    // The SQL count is fitOf's rule.
    const page = await get('?limit=50');
    const mine = skillKeys(['Gardening', 'Dog-walking', 'cooking']);
    for (const card of page.items) {
      expect(card.fit).toEqual(fitOf(mine, skillKeys(wants[keyOf(card) ?? ''] ?? [])));
    }
  });

  it('has no fit when the viewer lists no skills', async () => {
    const page = await get('?limit=50', noSkills);
    expect(page.items.map((card) => card.fit)).toEqual(page.items.map(() => null));
  });

  const expected = ['full', 'twoOfThree', 'halfC', 'halfB', 'halfA', 'none', 'nothingWanted'];

  it('sorts by the share of the skills wanted, then newest; wanting none last', async () => {
    expect(keysOf(await get('?sort=fit'))).toEqual(expected);
    // With a search, its relevance comes after the share: still the share first.
    expect(keysOf(await get('?sort=fit&q=fit'))).toEqual(expected);
    // Without skills every share is 0: newest first, those wanting none last.
    expect(keysOf(await get('?sort=fit', noSkills))).toEqual([
      'none',
      'halfC',
      'halfB',
      'halfA',
      'twoOfThree',
      'full',
      'nothingWanted',
    ]);
  });

  it('pages by fit without gaps or repeats, with other filters', async () => {
    for (const [limit, extra] of [
      [1, ''],
      [2, ''],
      [3, '&q=fit'],
      [2, '&west=-9&south=39&east=-7&north=41'],
    ] as const) {
      const seen: (string | undefined)[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          `?sort=fit&limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...keysOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}${extra}`).toEqual(expected);
    }
  });

  it('follows the terms a host saves (skill keys kept by the service)', async () => {
    const created = await createProperty(t.app, {
      fields: { title: 'Kennel by the river' },
      terms: { skillsWanted: ['Dog-Walking', 'Cooking'] },
    });
    const kennel = async () =>
      (await get('?q=kennel')).items.find((card) => card.id === created.property.id)?.fit;
    expect(await kennel()).toEqual({ matched: 2, wanted: 2 });
    await setTerms(t.app, created.host, created.property.id, {
      skillsWanted: ['dog walking', 'sailing', 'Sailing!'],
    });
    expect(await kennel()).toEqual({ matched: 1, wanted: 2 });
    await setTerms(t.app, created.host, created.property.id, { skillsWanted: [] });
    expect(await kennel()).toBeNull();
  });

  it('follows the skills a helper saves at once (the skills kept for a few seconds are forgotten)', async () => {
    const learner = await createHelper(t.app);
    const fitOfFull = async () =>
      (await get('?sort=fit&limit=50', learner)).items.find((card) => card.id === ids.full)?.fit;
    expect(await fitOfFull()).toBeNull();
    const saved = await call(t.app, 'PATCH', '/api/profile', learner, { skills: ['Cooking'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await fitOfFull()).toEqual({ matched: 1, wanted: 3 });
    await call(t.app, 'PATCH', '/api/profile', learner, { skills: ['cooking', 'Gardening'] });
    expect(await fitOfFull()).toEqual({ matched: 2, wanted: 3 });
  });
});
