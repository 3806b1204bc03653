import fs from 'node:fs';
import path from 'node:path';
import type { ExplorePage } from '@shared/api/explore';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../../../../tests/helpers/explain';
import {
  call,
  createHelper,
  createHost,
  createProperty,
  daysFromNow,
  setTerms,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { migrationsFolder } from '../../db/migrate';
import { exchangeTerms, properties } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { insertListing, rolledBack, setSkills } from './explore-test-helpers';
import { exploreQuery } from './service';

// Issue 20: what Explore's candidates are selected and sorted on is a copy of
// the terms in the property's row (skill keys, provisions, dates), kept by a
// trigger on exchange_terms in the writing transaction (migration 0021).

type Copy = {
  terms_skill_keys: string[] | null;
  terms_provides: string[] | null;
  terms_available_from: string | null;
  terms_available_to: string | null;
};

describe("the terms' copy on the property", () => {
  let t: TestApp;
  let host: TestUser;
  let helper: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    host = await createHost(t.app);
    helper = await createHelper(t.app);
    await setSkills(t.app.database.db, helper.id, ['Sailing', 'Cooking']);
  });
  afterAll(async () => {
    await t.close();
  });

  const copyIn = async (db: Queryable, id: string) =>
    (
      await db.execute<Copy>(
        sql`select terms_skill_keys, terms_provides, terms_available_from::text as terms_available_from,
          terms_available_to::text as terms_available_to from properties where id = ${id}::uuid`,
      )
    ).rows[0];

  it('follows inserts, updates and deletes of the terms within the transaction', async () => {
    const db = t.app.database.db;
    const id = await insertListing(db, host.id, { skillsWanted: ['Gardening'] });
    await db
      .transaction(async (tx) => {
        await tx
          .update(exchangeTerms)
          .set({
            skillKeys: ['cooking', 'sailing'],
            provides: ['meals'],
            availableFrom: '2031-01-01',
            availableTo: '2031-06-30',
          })
          .where(eq(exchangeTerms.propertyId, id));
        // Before the commit, in the same transaction.
        expect(await copyIn(tx, id)).toEqual({
          terms_skill_keys: ['cooking', 'sailing'],
          terms_provides: ['meals'],
          terms_available_from: '2031-01-01',
          terms_available_to: '2031-06-30',
        });
        // A change to another column leaves the copy as it is.
        await tx
          .update(exchangeTerms)
          .set({ hoursPerWeek: 12 })
          .where(eq(exchangeTerms.propertyId, id));
        expect((await copyIn(tx, id))?.terms_skill_keys).toEqual(['cooking', 'sailing']);

        await tx.delete(exchangeTerms).where(eq(exchangeTerms.propertyId, id));
        expect(await copyIn(tx, id)).toEqual({
          terms_skill_keys: null,
          terms_provides: null,
          terms_available_from: null,
          terms_available_to: null,
        });
        await tx.insert(exchangeTerms).values({
          propertyId: id,
          hoursPerWeek: 20,
          daysPerWeek: 5,
          minStayDays: 7,
          maxStayDays: 30,
          availableFrom: '2032-03-01',
          availableTo: '2032-04-01',
          skillKeys: ['yoga'],
        });
        expect(await copyIn(tx, id)).toEqual({
          terms_skill_keys: ['yoga'],
          terms_provides: [],
          terms_available_from: '2032-03-01',
          terms_available_to: '2032-04-01',
        });
        tx.rollback();
      })
      .catch(rolledBack);
    // Rolled back with the terms: the copy is the first terms' again.
    expect(await copyIn(db, id)).toMatchObject({ terms_skill_keys: ['gardening'] });
  });

  it('is what a host saves through the terms service, for sort=fit and the dates', async () => {
    const created = await createProperty(t.app, {
      fields: { title: 'Boatyard on the estuary' },
      terms: { skillsWanted: ['Sailing'] },
    });
    const id = created.property.id;
    // Explore's property (createProperty lists it) placed, so the area's query reads the copy.
    await t.app.database.db
      .update(properties)
      .set({ publicLat: 51.5, publicLng: 0.5 })
      .where(eq(properties.id, id));
    const area = 'west=0&south=51&east=1&north=52&sort=fit';
    const boatyard = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/explore?${area}${query}`, helper);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ExplorePage).items.find((card) => card.id === id);
    };
    expect((await boatyard(''))?.fit).toEqual({ matched: 1, wanted: 1 });

    const from = daysFromNow(400);
    const to = daysFromNow(420);
    expect(await boatyard(`&from=${from}&to=${to}`)).toBeUndefined();
    await setTerms(t.app, created.host, id, {
      skillsWanted: ['Painting', 'cooking'],
      availableFrom: daysFromNow(390),
      availableTo: daysFromNow(430),
    });
    expect(await copyIn(t.app.database.db, id)).toMatchObject({
      terms_skill_keys: ['cooking', 'painting'],
      terms_available_from: daysFromNow(390),
      terms_available_to: daysFromNow(430),
    });
    expect((await boatyard(`&from=${from}&to=${to}`))?.fit).toEqual({ matched: 1, wanted: 2 });
  });

  it('reads the candidates of an area from properties_listed_place_idx alone (index-only)', async () => {
    const query = exploreQuery(
      t.app.database.db,
      {
        west: -10,
        south: 35,
        east: 5,
        north: 45,
        from: daysFromNow(10),
        to: daysFromNow(30),
        provides: ['meals'],
        sort: 'fit',
        limit: 20,
        viewerId: helper.id,
      },
      ['cooking', 'sailing'],
      { urlBase: '/uploads/' },
    ).toSQL();
    // Without the other ways of reading, the plan shows the index can serve
    // every column the candidates read.
    const plan = await planOf(t.app.database.pool, query, ['enable_seqscan', 'enable_bitmapscan']);
    expect(plan).toMatch(/Index Only Scan using properties_listed_place_idx/);
  });

  it("backfills existing terms (migration 0021's UPDATE)", async () => {
    const text = fs.readFileSync(
      path.join(migrationsFolder(), '0021_explore_covering_index.sql'),
      'utf8',
    );
    const backfill = text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE "properties"'));
    expect(backfill).toBeDefined();
    const db = t.app.database.db;
    const id = await insertListing(db, host.id, { skillsWanted: ['Gardening'] });
    await db
      .transaction(async (tx) => {
        // Terms written as before the trigger existed: the copy is stale.
        await tx.execute(
          sql`alter table exchange_terms disable trigger exchange_terms_copy_to_property`,
        );
        await tx
          .update(exchangeTerms)
          .set({
            skillKeys: ['dog walking'],
            availableFrom: '2033-05-01',
            availableTo: '2033-08-31',
          })
          .where(eq(exchangeTerms.propertyId, id));
        expect((await copyIn(tx, id))?.terms_skill_keys).toEqual(['gardening']);
        await tx.execute(sql.raw(backfill ?? ''));
        expect(await copyIn(tx, id)).toEqual({
          terms_skill_keys: ['dog walking'],
          terms_provides: [],
          terms_available_from: '2033-05-01',
          terms_available_to: '2033-08-31',
        });
        tx.rollback();
      })
      .catch(rolledBack);
  });
});
