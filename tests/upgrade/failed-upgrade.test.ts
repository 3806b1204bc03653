import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../src/server/db/migrate';
import { endPool } from '../helpers/end-pool';
import { createEmptyDatabase, type TestDatabase } from '../helpers/test-database';
import { oldData } from './old-data';
import {
  appliedMigrations,
  applyMigrations,
  fingerprint,
  readJournal,
  schemaShape,
  tableColumns,
} from './previous-release';

/*
 * What the README's "Upgrading" promises when a migration fails: the app
 * refuses to start with PostgreSQL's reason in its one line, and the database
 * is left as it was (drizzle applies all pending migrations in one
 * transaction), so the previous release starts on it again.
 */
let database: TestDatabase;
let pool: pg.Pool;
let folder: string;

beforeAll(async () => {
  const journal = readJournal();
  database = await createEmptyDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  await applyMigrations(pool, journal);
  const tags = new Set(journal.map((entry) => entry.tag));
  for (const statement of oldData(tags, await hashPassword('failed upgrade'))) {
    await pool.query(statement);
  }

  // The next release, with a migration whose second statement cannot run on
  // this data (profiles without a phone number).
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-migrations-'));
  await fs.cp(migrationsFolder(), folder, { recursive: true });
  const last = journal.at(-1);
  if (!last) throw new Error('no migrations');
  const tag = `${String(journal.length).padStart(4, '0')}_fails_on_old_data`;
  await fs.writeFile(
    path.join(folder, `${tag}.sql`),
    'CREATE TABLE "upgrade_probe" ("id" integer);--> statement-breakpoint\n' +
      'ALTER TABLE "profiles" ALTER COLUMN "phone" SET NOT NULL;',
  );
  const entries = [...journal, { ...last, idx: journal.length, when: last.when + 1, tag }];
  await fs.writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
});

afterAll(async () => {
  if (pool) await endPool(pool);
  await database?.drop();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

test('a failing migration stops with its reason and leaves the database as it was', async () => {
  const columns = await tableColumns(pool);
  const before = await fingerprint(pool, columns);
  const shape = await schemaShape(pool);
  const applied = await appliedMigrations(pool);

  const failure = migrateDatabase(pool, folder);
  await expect(failure).rejects.toThrow(
    /^Migration failed, nothing applied: column "phone" of relation "profiles" contains null values\. Failed query: ALTER TABLE "profiles"/,
  );

  expect(await appliedMigrations(pool)).toEqual(applied);
  expect(await schemaShape(pool)).toEqual(shape);
  expect(await fingerprint(pool, columns)).toEqual(before);
  // The release that was running before starts again: nothing to migrate.
  await migrateDatabase(pool);
  expect(await appliedMigrations(pool)).toEqual(applied);
});
