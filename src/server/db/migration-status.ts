import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from './migrate';

/** A migration this build carries: drizzle-kit's journal entry. */
type BundledMigration = { tag: string; when: number };

export type MigrationStatus = {
  /** Migrations bundled with this build (src/server/db/migrations/meta/_journal.json). */
  bundled: number;
  /** Rows in drizzle's record of applied migrations (a newer build may have added more). */
  applied: number;
  /** Tags of bundled migrations the database has no record of. */
  missing: string[];
};

// Where drizzle's migrator records what it applied (its defaults).
const APPLIED_MIGRATIONS_SQL = 'select created_at from drizzle.__drizzle_migrations';
const UNDEFINED_TABLE = '42P01';

let bundledCache: BundledMigration[] | undefined;

/** The journal drizzle-kit wrote beside the SQL files, read once. */
function bundledMigrations(): BundledMigration[] {
  bundledCache ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: BundledMigration[];
    }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return bundledCache;
}

/**
 * Compares what drizzle recorded as applied with the migrations this build
 * carries. Drizzle records each migration by its journal time (`when`, as
 * `created_at`), and that is the key it decides by, so the comparison uses
 * it too. A database that was never migrated has no record at all: every
 * migration is missing. Rejects when the database does not answer.
 */
export async function migrationStatus(pool: pg.Pool): Promise<MigrationStatus> {
  const bundled = bundledMigrations();
  let appliedAt: Set<number>;
  try {
    const result = await pool.query<{ created_at: string | null }>(APPLIED_MIGRATIONS_SQL);
    appliedAt = new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    appliedAt = new Set();
  }
  return {
    bundled: bundled.length,
    applied: appliedAt.size,
    missing: bundled.filter((m) => !appliedAt.has(m.when)).map((m) => m.tag),
  };
}
