import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type TestUser } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { migrationsFolder } from '../../db/migrate';
import { exchangeTerms, propertyPhotos } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { insertListing, rolledBack } from './explore-test-helpers';

// Decision 157: an Explore card is the property's row alone. What a card
// shows of the terms (hours, days, stay lengths) and the cover photo's keys
// are copied onto the property by triggers in the writing transaction
// (migration 0025), as the terms' keys and dates already were (0021).

type CardCopy = {
  terms_hours_per_week: number | null;
  terms_days_per_week: number | null;
  terms_min_stay_days: number | null;
  terms_max_stay_days: number | null;
  cover_image_key: string | null;
  cover_thumbnail_key: string | null;
};

describe("an Explore card's copy on the property", () => {
  let t: TestApp;
  let host: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    host = await createHost(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const copyIn = async (db: Queryable, id: string) =>
    (
      await db.execute<CardCopy>(
        sql`select terms_hours_per_week, terms_days_per_week, terms_min_stay_days,
          terms_max_stay_days, cover_image_key, cover_thumbnail_key
        from properties where id = ${id}::uuid`,
      )
    ).rows[0];

  const photo = (propertyId: string, name: string, isCover: boolean, position = 0) => ({
    id: randomUUID(),
    propertyId,
    position,
    isCover,
    imageKey: `property_photos/${propertyId}/${name}.webp`,
    thumbnailKey: `property_photos/${propertyId}/${name}_thumb.webp`,
    width: 1600,
    height: 1200,
  });
  const keysOf = (propertyId: string, name: string) => ({
    cover_image_key: `property_photos/${propertyId}/${name}.webp`,
    cover_thumbnail_key: `property_photos/${propertyId}/${name}_thumb.webp`,
  });

  it("follows the terms' hours, days and stay lengths within the transaction", async () => {
    const db = t.app.database.db;
    const id = await insertListing(db, host.id);
    // insertListing's terms: 20 hours, 5 days, stays of 7 to 60 days.
    expect(await copyIn(db, id)).toMatchObject({
      terms_hours_per_week: 20,
      terms_days_per_week: 5,
      terms_min_stay_days: 7,
      terms_max_stay_days: 60,
    });
    await db
      .transaction(async (tx) => {
        await tx
          .update(exchangeTerms)
          .set({ hoursPerWeek: 12, daysPerWeek: 3, minStayDays: 14, maxStayDays: 90 })
          .where(eq(exchangeTerms.propertyId, id));
        expect(await copyIn(tx, id)).toMatchObject({
          terms_hours_per_week: 12,
          terms_days_per_week: 3,
          terms_min_stay_days: 14,
          terms_max_stay_days: 90,
        });
        await tx.delete(exchangeTerms).where(eq(exchangeTerms.propertyId, id));
        expect(await copyIn(tx, id)).toMatchObject({
          terms_hours_per_week: null,
          terms_days_per_week: null,
          terms_min_stay_days: null,
          terms_max_stay_days: null,
        });
        tx.rollback();
      })
      .catch(rolledBack);
    expect(await copyIn(db, id)).toMatchObject({ terms_hours_per_week: 20 });
  });

  it('follows the cover through inserts, a change of cover, an update and deletes', async () => {
    const db = t.app.database.db;
    const id = await insertListing(db, host.id);
    expect(await copyIn(db, id)).toMatchObject({
      cover_image_key: null,
      cover_thumbnail_key: null,
    });

    const first = photo(id, 'first', false, 0);
    await db.insert(propertyPhotos).values(first);
    // A photo that is not the cover leaves the copy as it is.
    expect(await copyIn(db, id)).toMatchObject({ cover_image_key: null });

    const second = photo(id, 'second', true, 1);
    await db.insert(propertyPhotos).values(second);
    expect(await copyIn(db, id)).toMatchObject(keysOf(id, 'second'));

    // A change of cover, as the photos service makes it: the old one off, then the new one on.
    await db.transaction(async (tx) => {
      await tx
        .update(propertyPhotos)
        .set({ isCover: false })
        .where(eq(propertyPhotos.id, second.id));
      expect(await copyIn(tx, id)).toMatchObject({ cover_image_key: null });
      await tx.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, first.id));
    });
    expect(await copyIn(db, id)).toMatchObject(keysOf(id, 'first'));

    await db
      .update(propertyPhotos)
      .set({
        imageKey: `property_photos/${id}/replaced.webp`,
        thumbnailKey: `property_photos/${id}/replaced_thumb.webp`,
      })
      .where(eq(propertyPhotos.id, first.id));
    expect(await copyIn(db, id)).toMatchObject(keysOf(id, 'replaced'));

    // Deleting a photo that is not the cover changes nothing; the cover's, clears it.
    await db.delete(propertyPhotos).where(eq(propertyPhotos.id, second.id));
    expect(await copyIn(db, id)).toMatchObject(keysOf(id, 'replaced'));
    await db.delete(propertyPhotos).where(eq(propertyPhotos.id, first.id));
    expect(await copyIn(db, id)).toMatchObject({
      cover_image_key: null,
      cover_thumbnail_key: null,
    });
  });

  it("backfills existing terms and covers (migration 0025's UPDATEs)", async () => {
    const text = fs.readFileSync(
      path.join(migrationsFolder(), '0025_explore_card_copy.sql'),
      'utf8',
    );
    const backfills = text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE "properties"'));
    expect(backfills).toHaveLength(2);
    const db = t.app.database.db;
    const id = await insertListing(db, host.id);
    await db
      .transaction(async (tx) => {
        // Written as before the triggers existed: the copy is stale.
        await tx.execute(
          sql`alter table exchange_terms disable trigger exchange_terms_copy_to_property`,
        );
        await tx.execute(
          sql`alter table property_photos disable trigger property_photos_cover_copy_to_property`,
        );
        await tx
          .update(exchangeTerms)
          .set({ hoursPerWeek: 9, daysPerWeek: 2, minStayDays: 3, maxStayDays: 4 })
          .where(eq(exchangeTerms.propertyId, id));
        await tx.insert(propertyPhotos).values(photo(id, 'old', true));
        expect(await copyIn(tx, id)).toMatchObject({
          terms_hours_per_week: 20,
          cover_image_key: null,
        });
        for (const backfill of backfills) await tx.execute(sql.raw(backfill));
        expect(await copyIn(tx, id)).toEqual({
          terms_hours_per_week: 9,
          terms_days_per_week: 2,
          terms_min_stay_days: 3,
          terms_max_stay_days: 4,
          ...keysOf(id, 'old'),
        });
        tx.rollback();
      })
      .catch(rolledBack);
  });
});
