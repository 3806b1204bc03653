import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../../db/migrate';

/**
 * How far a database is migrated, as drizzle decides it: the `created_at` of
 * the newest row in drizzle.__drizzle_migrations, which is the `when` of that
 * migration's entry in meta/_journal.json.
 */
export type MigrationLevel = {
  /** The journal's `when` of the last applied migration. */
  createdAt: number;
  /** Its tag (e.g. `0013_push`), when this code's journal knows it. */
  tag: string | null;
  /** How many migrations are recorded. */
  count: number;
};

type JournalEntry = { idx: number; when: number; tag: string };

function journal(folder = migrationsFolder()): JournalEntry[] {
  const file = path.join(folder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The level this code migrates a database to (its newest migration). */
export function codeMigrationLevel(): MigrationLevel {
  const entries = journal();
  const last = entries.at(-1);
  if (!last) throw new Error('The migrations journal is empty');
  return { createdAt: last.when, tag: last.tag, count: entries.length };
}

/** The level recorded in a database, read through `client` (inside the caller's snapshot). */
export async function databaseMigrationLevel(client: pg.ClientBase): Promise<MigrationLevel> {
  const exists = await client.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!exists.rows[0]?.table)
    throw new Error('The database has never been migrated (no drizzle.__drizzle_migrations)');
  const result = await client.query<{ count: number; created_at: string | null }>(
    'select count(*)::int as count, max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  );
  const row = result.rows[0];
  if (!row?.created_at) throw new Error('The database has no migration applied');
  const createdAt = Number(row.created_at);
  const tag = journal().find((entry) => entry.when === createdAt)?.tag ?? null;
  return { createdAt, tag, count: row.count };
}

export class MigrationLevelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationLevelError';
  }
}

/** Why this code cannot rebuild a backup's schema, or null when it can. */
export function migrationLevelProblem(level: MigrationLevel): string | null {
  const code = codeMigrationLevel();
  const named = level.tag ? `${level.tag} (${level.createdAt})` : String(level.createdAt);
  if (level.createdAt > code.createdAt)
    return `This backup is newer than this code: its database is at migration ${named}, this code knows migrations only up to ${code.tag}. Restore it with the version of Homestay that made it (or a newer one).`;
  if (!journal().some((entry) => entry.when === level.createdAt))
    return `This backup's database is at migration ${named}, which this code's migrations do not contain.`;
  return null;
}

/**
 * Applies this code's migrations up to and including `level`, on `client`
 * inside the caller's transaction: the statements drizzle's migrator would
 * run, in its order, split at its breakpoints, and its bookkeeping table
 * created as it creates it (the rows come from the backup afterwards).
 */
export async function applyMigrationsUpTo(client: pg.ClientBase, level: MigrationLevel) {
  const problem = migrationLevelProblem(level);
  if (problem) throw new MigrationLevelError(problem);
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  await client.query('create schema if not exists drizzle');
  await client.query(`create table if not exists drizzle.__drizzle_migrations (
    id serial primary key,
    hash text not null,
    created_at bigint
  )`);
  for (const migration of migrations) {
    if (migration.folderMillis > level.createdAt) break;
    for (const statement of migration.sql) await client.query(statement);
    await client.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
