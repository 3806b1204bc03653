import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../../src/server/db/migrate';

export type JournalEntry = { idx: number; tag: string; when: number; breakpoints: boolean };

/** The migrations drizzle knows of, oldest first (meta/_journal.json). */
export function readJournal(): JournalEntry[] {
  const file = path.join(migrationsFolder(), 'meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * Brings an empty database to an older schema: the given migrations, applied
 * and recorded exactly as drizzle-orm's migrator does it (node-postgres
 * migrator.js and PgDialect.migrate in drizzle-orm 0.45): the file split on
 * its statement-breakpoint marker, each part run as is, all in one
 * transaction, and one row per file in drizzle.__drizzle_migrations with the
 * sha256 of the file's text and the journal's `when` as created_at. So the
 * real migrator, started later on this database, sees them as done and
 * applies only the newer ones, as it would on a real upgrade.
 */
export async function applyMigrations(pool: pg.Pool, entries: JournalEntry[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('create schema if not exists "drizzle"');
    await client.query(`create table if not exists "drizzle"."__drizzle_migrations" (
      id serial primary key, hash text not null, created_at bigint)`);
    await client.query('begin');
    for (const entry of entries) {
      const text = fs.readFileSync(path.join(migrationsFolder(), `${entry.tag}.sql`)).toString();
      for (const statement of text.split('--> statement-breakpoint')) {
        await client.query(statement);
      }
      await client.query(
        'insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)',
        [createHash('sha256').update(text).digest('hex'), entry.when],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The columns of every table in the public schema, in their order. */
export async function tableColumns(pool: pg.Pool): Promise<Map<string, string[]>> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  }
  return columns;
}

/**
 * Per table: its row count and an md5 over every row's text in a fixed order,
 * reading only the given columns. Taken before an upgrade with the columns
 * that existed then and again after it, equal fingerprints mean every row and
 * every value of the old schema is still there, unchanged.
 */
export async function fingerprint(
  pool: pg.Pool,
  columns: Map<string, string[]>,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [table, names] of columns) {
    const list = names.map((name) => `"${name}"`).join(', ');
    const { rows } = await pool.query<{ rows: string; md5: string | null }>(
      `select count(*)::text as rows, md5(string_agg(line, E'\\n' order by line)) as md5
         from (select row(${list})::text as line from "${table}") as lines`,
    );
    result[table] = `${rows[0]?.rows} rows, md5 ${rows[0]?.md5 ?? '-'}`;
  }
  return result;
}

/**
 * What the migrations built, as sorted lines: columns (type, default,
 * nullability), constraints, indexes, triggers and functions of the public
 * schema. An upgraded database must read exactly like a fresh one.
 */
export async function schemaShape(pool: pg.Pool): Promise<string[]> {
  const queries = [
    `select format('column %s.%s %s default %s null %s', table_name, column_name, data_type,
            coalesce(column_default, '-'), is_nullable)
       from information_schema.columns where table_schema = 'public'`,
    `select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
       from pg_constraint where connamespace = 'public'::regnamespace`,
    `select format('index %s', indexdef) from pg_indexes where schemaname = 'public'`,
    `select format('trigger %s %s', tgrelid::regclass, pg_get_triggerdef(oid))
       from pg_trigger where not tgisinternal`,
    `select format('function %s %s', proname, md5(prosrc))
       from pg_proc where pronamespace = 'public'::regnamespace`,
    `select format('extension %s', extname) from pg_extension`,
  ];
  const lines: string[] = [];
  for (const query of queries) {
    const { rows } = await pool.query<{ format: string }>(query);
    lines.push(...rows.map((row) => row.format));
  }
  return lines.sort();
}

/** drizzle's record of what it applied, oldest first. */
export async function appliedMigrations(
  pool: pg.Pool,
): Promise<{ hash: string; created_at: string }[]> {
  const { rows } = await pool.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by id',
  );
  return rows;
}
