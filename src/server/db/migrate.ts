import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { projectRoot } from '../platform/project-root';

export const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations');

// Any fixed number: every instance agrees on it, so only one migrates at a time.
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies the generated SQL migrations. Several instances may start at once on
 * one PostgreSQL: an advisory lock makes the others wait, then find nothing to do.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
