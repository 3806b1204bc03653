import type pg from 'pg';

/**
 * The plan PostgreSQL picks for a query (EXPLAIN, costs off), with some of
 * its ways of reading turned off for that transaction only: a test database
 * is tiny, so left alone the planner rightly reads whole tables, and a test
 * that a query CAN use an index turns the other ways off.
 */
export async function planOf(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
  without: ReadonlyArray<'enable_seqscan' | 'enable_bitmapscan'> = ['enable_seqscan'],
): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of without) await client.query(`set local ${setting} = off`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (costs off) ${query.sql}`,
      query.params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}
