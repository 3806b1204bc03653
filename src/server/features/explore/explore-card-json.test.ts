import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { isoTime, oneDecimal } from './card-json';

// Decision 173: PostgreSQL writes Explore's cards. Where the presenter used
// JavaScript's own arithmetic (a distance and an average to one decimal, a
// Date's ISO time), the SQL must give the same values, or a card would read
// 4.2 km on one path and 4.3 on another.

const dialect = new PgDialect();

/** A deterministic generator (mulberry32), so a failure is reproducible. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("Explore's card as PostgreSQL writes it", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each value of `values` (a float8[]) through `expression` of `x`, as the card's JSON writes it. */
  async function throughSql(values: unknown[], type: string, expression: (x: SQL) => SQL) {
    const query = dialect.sqlToQuery(
      sql`select to_json(${expression(sql`x`)})::text as out
        from unnest(${sql.raw(`$1::${type}[]`)}) with ordinality as v(x, i) order by i`,
    );
    const { rows } = await t.app.database.pool.query<{ out: string }>(query.sql, [values]);
    return rows.map((r) => r.out);
  }

  it('rounds a distance to one decimal as Math.round(km * 10) / 10 does', async () => {
    const r = random(173);
    const values = [
      0,
      0.04,
      0.05,
      0.15,
      0.25,
      1.05,
      1.25,
      2.45,
      12.35,
      99.95,
      4.149999999999999,
      4.15,
      ...Array.from({ length: 2000 }, () => r() * 20_000),
      ...Array.from({ length: 500 }, () => Math.round(r() * 100_000) / 20),
    ];
    const written = await throughSql(values, 'float8', oneDecimal);
    values.forEach((km, i) => {
      expect(JSON.parse(written[i] as string), `${km}`).toBe(Math.round(km * 10) / 10);
    });
  });

  it('writes a rating average as ratingSummary does, for every count and sum up to 60 reviews', async () => {
    const pairs: [number, number][] = [];
    for (let count = 1; count <= 60; count++) {
      for (let sum = count; sum <= count * 5; sum++) pairs.push([sum, count]);
    }
    const written = await throughSql(
      pairs.map(([sum, count]) => sum / count),
      'float8',
      oneDecimal,
    );
    pairs.forEach(([sum, count], i) => {
      expect(JSON.parse(written[i] as string), `${sum} / ${count}`).toBe(
        Math.round((sum / count) * 10) / 10,
      );
    });
  });

  it("writes a listing time as a Date's toISOString does (milliseconds, truncated)", async () => {
    const r = random(1730);
    const times = [
      '2026-11-29 02:12:03.999999+00',
      '2026-11-29 02:12:03.000500+00',
      '2024-02-29 23:59:59.9995+00',
      '1999-12-31 23:59:59+00',
      ...Array.from({ length: 300 }, () => {
        const ms = Date.UTC(2020, 0, 1) + Math.floor(r() * 10 * 365 * 86_400_000);
        const micros = String(Math.floor(r() * 1000)).padStart(3, '0');
        return `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')}${micros}+00`;
      }),
    ];
    // The text PostgreSQL gives for each (as the presenter received it), and the card's.
    const text = await throughSql(times, 'timestamptz', (x) => sql`${x}::text`);
    const written = await throughSql(times, 'timestamptz', isoTime);
    times.forEach((time, i) => {
      expect(JSON.parse(written[i] as string), time).toBe(
        new Date(JSON.parse(text[i] as string)).toISOString(),
      );
    });
  });
});
