import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Manifest, TableEntry } from './manifest';
import { databaseMigrationLevel } from './migration-level';

/** The schemas a backup holds: the app's tables, and drizzle's record of the migrations. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle'] as const;

export type DatabaseSnapshot = Pick<
  Manifest,
  'migration' | 'serverVersion' | 'tables' | 'sequences'
>;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;

/**
 * Writes every table as `db/<schema>.<table>.copy.gz` (COPY text format,
 * gzipped), the way pg_dump takes its data: one REPEATABLE READ, READ ONLY
 * transaction, so every table is read at the same instant while the app
 * keeps writing, with ACCESS SHARE locks so no table is dropped meanwhile.
 * Sequences are read in the same transaction (their values can only be
 * ahead of the rows, which is safe).
 */
export async function dumpDatabase(
  client: pg.ClientBase,
  folder: string,
): Promise<DatabaseSnapshot> {
  await fs.mkdir(path.join(folder, 'db'), { recursive: true });
  await client.query('begin isolation level repeatable read, read only');
  try {
    const tables = await client.query<{ oid: number; schema: string; name: string }>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = any($1)
          and not exists (select 1 from pg_depend d
                          where d.objid = c.oid and d.deptype = 'e')
        order by n.nspname, c.relname`,
      [BACKED_UP_SCHEMAS],
    );
    for (const table of tables.rows)
      await client.query(`lock table ${qualified(table.schema, table.name)} in access share mode`);
    const migration = await databaseMigrationLevel(client);
    const serverVersion =
      (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? 'unknown';
    const entries: TableEntry[] = [];
    for (const table of tables.rows) {
      const columns = await client.query<{ name: string }>(
        `select attname as name from pg_attribute
          where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
        [table.oid],
      );
      const names = columns.rows.map((c) => c.name);
      const file = `db/${table.schema}.${table.name}.copy.gz`;
      const written = await copyTableOut(
        client,
        `copy ${qualified(table.schema, table.name)} (${names.map(quoteIdent).join(', ')}) to stdout`,
        path.join(folder, file),
      );
      entries.push({ schema: table.schema, name: table.name, columns: names, file, ...written });
    }
    const sequences = await client.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = any($1)
        order by n.nspname, c.relname`,
      [BACKED_UP_SCHEMAS],
    );
    const sequenceValues: DatabaseSnapshot['sequences'] = [];
    for (const sequence of sequences.rows) {
      const value = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${qualified(sequence.schema, sequence.name)}`,
      );
      const row = value.rows[0];
      if (row)
        sequenceValues.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called });
    }
    await client.query('commit');
    return { migration, serverVersion, tables: entries, sequences: sequenceValues };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Streams one COPY TO into a gzipped file; counts rows (one line each in text format) and hashes the file. */
async function copyTableOut(client: pg.ClientBase, sql: string, file: string) {
  let rows = 0;
  const countLines = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1;
      done(null, chunk);
    },
  });
  const hash = createHash('sha256');
  let size = 0;
  const hashBytes = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(
    client.query(copyTo(sql)),
    countLines,
    createGzip(),
    hashBytes,
    createWriteStream(file, { flags: 'wx', flush: true }),
  );
  return { rows, size, sha256: hash.digest('hex') };
}
