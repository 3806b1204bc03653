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
 * drizzle applies every pending migration in one transaction, so one that
 * fails leaves the database as it was. `folder` is for tests.
 */
export async function migrateDatabase(pool: pg.Pool, folder = migrationsFolder()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: folder }).catch((error: unknown) => {
      throw withReason(error);
    });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}

/**
 * drizzle reports a failed statement as "Failed query: <sql> params: ", with
 * PostgreSQL's reason only in `cause`; the app prints one line when it cannot
 * start, so that line leads with the reason.
 */
function withReason(error: unknown): unknown {
  if (!(error instanceof Error) || !(error.cause instanceof Error)) return error;
  const statement = error.message
    .replace(/\s*params:\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  return new Error(`Migration failed, nothing applied: ${error.cause.message}. ${statement}`, {
    cause: error,
  });
}
