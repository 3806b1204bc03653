import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../setup/global-database';

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

/** A fresh, migrated database for one test file (~50 ms: a copy of the template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { template } = inject('testDatabase');
  return createDatabase(`template ${template}`);
}

/**
 * An empty database on the same server, with no migrations applied: for the
 * tests that bring a database up from an older schema (tests/upgrade).
 */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  return createDatabase('');
}

async function createDatabase(options: string): Promise<TestDatabase> {
  const { adminUrl } = inject('testDatabase');
  const name = `homestay_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} ${options}`);
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
