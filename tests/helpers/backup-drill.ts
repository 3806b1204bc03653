import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Every table of the app's schema and drizzle's: its row count and an md5 of
 * its rows as text, in a fixed order. Two databases with equal results hold
 * the same rows.
 */
export async function tableChecksums(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by 1, 2`,
    );
    const sums: Record<string, string> = {};
    for (const { schema, name } of tables.rows) {
      const result = await client.query<{ n: number; md5: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
           from "${schema}"."${name}" t`,
      );
      const row = result.rows[0];
      sums[`${schema}.${name}`] = `${row?.n} rows, md5 ${row?.md5}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

/** Every file under a folder (a local uploads root: objects and their metadata), by relative path. */
export async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let entries: string[];
  try {
    entries = await fs.readdir(root, { recursive: true });
  } catch {
    return files;
  }
  for (const entry of entries.sort()) {
    const full = path.join(root, entry);
    if ((await fs.stat(full)).isFile()) files.set(entry, await fs.readFile(full));
  }
  return files;
}

/**
 * Compares two folders byte for byte (Buffer.equals: a deep equal of
 * megabytes of bytes takes minutes). Returns how many files matched and the
 * relative paths that are missing on either side or differ.
 */
export async function compareFolders(
  expected: string,
  actual: string,
): Promise<{ same: number; different: string[] }> {
  const want = await filesUnder(expected);
  const got = await filesUnder(actual);
  const different: string[] = [];
  let same = 0;
  for (const [name, bytes] of want) {
    if (got.get(name)?.equals(bytes)) same += 1;
    else different.push(name);
  }
  for (const name of got.keys()) if (!want.has(name)) different.push(name);
  return { same, different };
}
