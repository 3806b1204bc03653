import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres';
import { migrateDatabase } from '../../src/server/db/migrate';

export type TestDatabaseServer = {
  /** A connection string to the server's maintenance database (no database chosen for tests). */
  adminUrl: string;
  /** Migrated once per run; each test file copies it with CREATE DATABASE … TEMPLATE. */
  template: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a scratch folder, or
 * the server named by TEST_DATABASE_URL (CI runs the suite again on
 * PostgreSQL 15 that way). Migrations are applied once, into a template.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stopServer = async () => {};
  let scratch: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-test-db-'));
    const embedded = await startEmbeddedPostgres({
      dataDir: scratch,
      database: 'postgres',
      log: { info: () => {}, warn: () => {} },
    });
    const { host, port, user } = embedded.connection;
    adminUrl = `postgresql://${user}@localhost:${port}/postgres?host=${encodeURIComponent(host)}`;
    stopServer = embedded.stop;
  }

  const template = `homestay_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 2 });
  await migrateDatabase(pool);
  await pool.end();

  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    if (process.env.TEST_DATABASE_URL) {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      const leftovers = await cleanup.query<{ datname: string }>(
        `select datname from pg_database where datname like 'homestay_test_%' or datname = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows) {
        await cleanup.query(
          `drop database if exists ${cleanup.escapeIdentifier(datname)} with (force)`,
        );
      }
      await cleanup.end();
    }
    await stopServer();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
