import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelper, createHost, type TestUser } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { onOneConnection } from '../../db/one-connection';
import { insertListing } from './explore-test-helpers';
import { compiledPage, forgetPageShapes } from './page-statements';
import { exploreQuery, exploreSql } from './service';

// Decision 170: Explore's hot pages are named statements (decision 168),
// and PostgreSQL keeps one plan for a named statement only when that plan
// costs no more than the ones it made for the values. With the page's size
// bound as `limit $n`, the one plan was costed for a tenth of the rows, and
// the list's statement was planned again on every run. Asked for on one
// connection, as a request does, a hot page must come to use one plan; so
// must a search by words and the list in a country, hot shapes since
// decisions 171 and 172.

describe("Explore's hot pages, planned once per connection", () => {
  let t: TestApp;
  let helper: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    helper = await createHelper(t.app);
    const host = await createHost(t.app);
    const start = Date.now() - 86_400_000;
    // Enough rows that a tenth of them is more than a page.
    for (let i = 0; i < 400; i++) {
      await insertListing(t.app.database.db, host.id, {
        title: `Planned ${i}`,
        lat: 38 + (i % 20) / 40,
        lng: -9 + Math.floor(i / 20) / 40,
        listedAt: new Date(start + 1000 * i),
      });
    }
    await t.app.database.db.execute(sql`analyze properties`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** How a hot page's statement was planned on one connection, after `runs` runs. */
  async function plansAfter(
    filters: Parameters<typeof exploreSql>[0],
    keys: string[],
    runs: number,
  ) {
    forgetPageShapes();
    const cap = filters.sort === 'fit' ? 64 : undefined;
    const page = compiledPage(filters, keys, cap, '/uploads/', exploreSql);
    if (!page) throw new Error('not a hot shape');
    const text = page.statement.toSQL(page.values).sql;
    return onOneConnection(t.app.database.db, async (db) => {
      for (let i = 0; i < runs; i++) {
        const { rows } = await exploreQuery(db, filters, keys, {
          candidateCap: cap,
          urlBase: '/uploads/',
        }).run();
        expect(rows).toHaveLength(filters.limit + 1);
      }
      const { rows } = await db.execute<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement = ${text}`,
      );
      return rows;
    });
  }

  it("uses one plan for the list's first page after PostgreSQL's five custom ones", async () => {
    // Named from its first run (db/compiled.ts): five plans for the values,
    // then PostgreSQL's choice for the seven runs after them.
    const rows = await plansAfter({ limit: 12, viewerId: helper.id }, [], 12);
    expect(rows).toEqual([{ generic: 7, custom: 5 }]);
  });

  it("and for a map's first page sorted by fit", async () => {
    const area = { west: -9.5, south: 37.5, east: -8, north: 39 };
    const rows = await plansAfter(
      { limit: 20, viewerId: helper.id, sort: 'fit', ...area },
      ['gardening'],
      12,
    );
    expect(rows).toEqual([{ generic: 7, custom: 5 }]);
  });

  it('and for a search by words (decision 171)', async () => {
    const rows = await plansAfter({ limit: 12, viewerId: helper.id, q: 'planned' }, [], 12);
    expect(rows).toEqual([{ generic: 7, custom: 5 }]);
  });

  it('and for the list in a country (decision 172)', async () => {
    const rows = await plansAfter({ limit: 12, viewerId: helper.id, country: 'PT' }, [], 12);
    expect(rows).toEqual([{ generic: 7, custom: 5 }]);
  });
});
