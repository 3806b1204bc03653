import type pg from 'pg';

// Tables whose rows legitimately change on any request (rate-limit counters,
// session bookkeeping): left out of "nothing changed" checks.
const VOLATILE_TABLES = new Set(['rate_limits', 'sessions', 'verifications', 'login_failures']);

/** Row count of every table in the public schema, for before/after comparisons. */
export async function countRows(pool: pg.Pool): Promise<Record<string, number>> {
  const tables = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    if (VOLATILE_TABLES.has(table_name)) continue;
    const result = await pool.query<{ n: string }>(
      `select count(*)::text as n from "${table_name}"`,
    );
    counts[table_name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
