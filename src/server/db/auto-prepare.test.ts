import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { MAX_NAMED, NAME_AFTER, plannedEachTime, StatementNames } from './auto-prepare';

describe('StatementNames', () => {
  it(`names a read or write from its ${NAME_AFTER}th sighting, with one name per text`, () => {
    const names = new StatementNames();
    const text = 'select id from users where id = $1';
    for (let i = 1; i < NAME_AFTER; i++) expect(names.nameOf(text)).toBeUndefined();
    const name = names.nameOf(text);
    expect(name).toMatch(/^hs_[A-Za-z0-9_-]{32}$/);
    expect(names.nameOf(text)).toBe(name);
    expect(new StatementNames().nameOf(text)).toBeUndefined();
    for (let i = 0; i < NAME_AFTER; i++) names.nameOf(`${text} and true`);
    expect(names.nameOf(`${text} and true`)).not.toBe(name);
  });

  it('never names transaction control, settings, notifications or a text that starts with a comment', () => {
    const names = new StatementNames();
    for (const text of [
      'begin',
      'commit',
      'rollback',
      'savepoint s1',
      "set homestay.realtime_bus = 'outbox'",
      'listen homestay_realtime',
      "notify homestay_realtime, 'x'",
      '/* planned for its values each time */ select 1',
    ]) {
      for (let i = 0; i < NAME_AFTER + 2; i++) expect(names.nameOf(text), text).toBeUndefined();
    }
    expect(names.size).toBe(0);
  });

  it(`stops naming new texts at ${MAX_NAMED}, says so once, and keeps the names it gave`, () => {
    let told = 0;
    const names = new StatementNames(() => told++);
    const first = 'select 0';
    for (let i = 0; i < NAME_AFTER; i++) names.nameOf(first);
    const kept = names.nameOf(first);
    for (let n = 1; n < MAX_NAMED + 10; n++) {
      for (let i = 0; i < NAME_AFTER; i++) names.nameOf(`select ${n}`);
    }
    expect(names.size).toBe(MAX_NAMED);
    expect(told).toBe(1);
    expect(names.nameOf(first)).toBe(kept);
    for (let i = 0; i < NAME_AFTER + 2; i++) {
      expect(names.nameOf(`select ${MAX_NAMED + 5}`)).toBeUndefined();
    }
  });
});

describe("the app's pool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The statements prepared on this connection, by their text. */
  async function preparedOn(client: { query: (text: string) => Promise<{ rows: unknown[] }> }) {
    const { rows } = await client.query('select name, statement from pg_prepared_statements');
    return rows as { name: string; statement: string }[];
  }

  it('runs a repeated query as a named statement, with the same answers', async () => {
    const client = await t.app.database.pool.connect();
    try {
      const text = 'select $1::int + 1 as next, $2::text as word';
      const answers = [];
      for (let i = 0; i < NAME_AFTER + 2; i++) {
        answers.push((await client.query({ text, values: [i, `w${i}`] })).rows[0]);
      }
      expect(answers).toEqual(
        Array.from({ length: NAME_AFTER + 2 }, (_, i) => ({ next: i + 1, word: `w${i}` })),
      );
      const prepared = await preparedOn(client);
      expect(prepared.filter((p) => p.statement === text)).toEqual([
        { name: expect.stringMatching(/^hs_/), statement: text },
      ]);
    } finally {
      client.release();
    }
  });

  it('plans a plannedEachTime query anew each time, and names statements inside transactions', async () => {
    const client = await t.app.database.pool.connect();
    try {
      const db = drizzle(client);
      const marked = plannedEachTime(sql`select ${7}::int as seven`);
      for (let i = 0; i < NAME_AFTER + 2; i++) {
        expect((await db.execute<{ seven: number }>(marked)).rows).toEqual([{ seven: 7 }]);
        const turn = await db.transaction(async (tx) => {
          return (await tx.execute<{ turn: number }>(sql`select ${i}::int as turn`)).rows;
        });
        expect(turn).toEqual([{ turn: i }]);
      }
      const statements = (await preparedOn(client)).map((p) => p.statement);
      expect(statements).toContain('select $1::int as turn');
      expect(statements.some((s) => s.includes('planned for its values'))).toBe(false);
      expect(statements.some((s) => /^\s*(begin|commit)/i.test(s))).toBe(false);
    } finally {
      client.release();
    }
  });
});
