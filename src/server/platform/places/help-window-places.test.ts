import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelper, createProperty, type TestUser } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { helpWindows, stayRequests } from '../../db/schema';
import { addDays, placeOnEveryDaySql } from './help-window-places';

// placeOnEveryDaySql checks only the days where the answer can change (issue
// 18). It must say what the rule says day by day: this is the rule as it was
// first written, one check per day of the range, kept here as the reference.
function everyDayReference(propertyId: SQL, from: SQL, last: SQL): SQL<boolean> {
  return sql<boolean>`not exists (
    select 1 from generate_series(${from}, ${last}, interval '1 day') as day(d)
    where not exists (
      select 1 from help_windows hw
      where hw.property_id = ${propertyId}
        and hw.start_date <= day.d::date and hw.end_date >= day.d::date
        and hw.helpers_wanted > (
          select count(*) from stay_requests sr
          where sr.property_id = ${propertyId} and sr.status = 'accepted'
            and sr.start_date <= day.d::date and sr.end_date > day.d::date
        )
    )
  )`;
}

/** A small deterministic generator, so a failure names its case and repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('a place on every day of a stay (help windows)', () => {
  let t: TestApp;
  let propertyId: string;
  let helpers: TestUser[];

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    propertyId = (await createProperty(t.app)).property.id;
    helpers = [await createHelper(t.app), await createHelper(t.app), await createHelper(t.app)];
  });
  afterAll(async () => {
    await t.close();
  });

  it('says what the day-by-day rule says, for windows with gaps and stays that fill them', async () => {
    const db = t.app.database.db;
    const r = random(20);
    const day0 = '2030-03-01';
    const at = (n: number) => addDays(day0, n);
    const pick = (n: number) => Math.floor(r() * n);
    let full = 0;
    let open = 0;
    for (let scenario = 0; scenario < 40; scenario++) {
      await db.delete(helpWindows).where(eq(helpWindows.propertyId, propertyId));
      await db.delete(stayRequests).where(eq(stayRequests.propertyId, propertyId));
      // Windows that never overlap, some adjacent, some with gaps, capacity 1-3.
      let start = pick(4);
      const windows = [];
      while (start < 40) {
        const end = start + pick(12);
        windows.push({
          propertyId,
          startDate: at(start),
          endDate: at(end),
          helpersWanted: 1 + pick(3),
        });
        start = end + 1 + (r() < 0.5 ? 0 : pick(4));
      }
      await db.insert(helpWindows).values(windows);
      // Accepted stays (and some other requests, which take no place).
      const stays = Array.from({ length: pick(7) }, () => {
        const s = pick(40);
        const statuses = ['accepted', 'accepted', 'accepted', 'declined', 'withdrawn'] as const;
        return {
          propertyId,
          helperId: (helpers[pick(helpers.length)] as TestUser).id,
          startDate: at(s),
          endDate: at(s + 1 + pick(10)),
          message: 'Test stay',
          status: statuses[pick(statuses.length)] as (typeof statuses)[number],
        };
      });
      if (stays.length) await db.insert(stayRequests).values(stays);
      for (let range = 0; range < 25; range++) {
        const from = pick(45);
        const last = from + pick(15);
        const args = [
          sql`${propertyId}::uuid`,
          sql`${at(from)}::date`,
          sql`${at(last)}::date`,
        ] as const;
        const { rows } = await db.execute<{ checked: boolean; reference: boolean }>(
          sql`select ${placeOnEveryDaySql(...args)} as checked, ${everyDayReference(...args)} as reference`,
        );
        const row = rows[0];
        expect(row?.checked, `scenario ${scenario}, days ${from}-${last}`).toBe(row?.reference);
        if (row?.reference) open++;
        else full++;
      }
    }
    // Both answers came up often enough to mean something.
    expect(open).toBeGreaterThan(100);
    expect(full).toBeGreaterThan(100);
  });
});
