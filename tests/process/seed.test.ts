import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject } from 'vitest';
import { readRuntimeFile } from '../../src/server/db/embedded/runtime-file';
import { withDatabase } from '../setup/global-database';
import {
  exitCode,
  getHealth,
  isRunning,
  childOutput as output,
  PROCESS_TEST_TIMEOUT_MS,
  type ProcessScope,
  postmasterPid,
  processTest as test,
  withEmbedded,
} from './app-process';

/** Runs the seed to the end; `steps: false` only migrates, for tests of the plumbing. */
async function seed(procs: ProcessScope, env: Record<string, string>, { steps = true } = {}) {
  const child = procs.spawnSeed(env, steps ? [] : ['--no-steps']);
  // The full seed hashes passwords and draws photos: seconds of CPU, minutes on a busy machine.
  const code = await exitCode(child, steps ? 180_000 : 60_000);
  expect(code, output(child)).toBe(0);
  // A run that went well says nothing of errors, not even of its own stop.
  expect(output(child)).not.toMatch(/error/i);
  return child.stdout();
}

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const appliedMigrations = (dataDir: string) =>
  withEmbedded(dataDir, async (db) => {
    const result = await db.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return result.rows[0]?.count ?? 0;
  });

describe.concurrent('npm run seed', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test('while the app runs on the DATA_DIR: uses the app’s database, twice, and leaves the app running', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const app = await procs.startApp(dataDir);
    const runtime = await readRuntimeFile(dataDir);

    // The full seed, demo data and all, through the running app's database.
    expect(await seed(procs, { DATA_DIR: dataDir })).toMatch(/running app/);
    expect(await seed(procs, { DATA_DIR: dataDir }, { steps: false })).toMatch(/running app/);

    expect(app.child.hasExited()).toBe(false);
    expect((await getHealth(app.port)).body).toMatchObject({ status: 'ok', db: 'embedded' });
    // Still the app's own server: the seed neither started nor stopped one.
    expect(await readRuntimeFile(dataDir)).toEqual(runtime);
    expect(await postmasterPid(dataDir)).toBe(runtime?.postgresPid);
    expect(await appliedMigrations(dataDir)).toBeGreaterThan(0);
  });

  test('when no app runs: starts the embedded server on a fresh DATA_DIR, migrates, stops it; again; then the app starts', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();

    expect(await seed(procs, { DATA_DIR: dataDir })).toMatch(/started for the seed, now stopped/);
    expect(await fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBeTruthy();
    expect(await postmasterPid(dataDir)).toBeNull();
    expect(await readRuntimeFile(dataDir)).toBeNull();
    // Again, on the existing cluster.
    await seed(procs, { DATA_DIR: dataDir }, { steps: false });
    expect(await postmasterPid(dataDir)).toBeNull();

    const app = await procs.startApp(dataDir);
    expect(app.health.body).toMatchObject({ status: 'ok', db: 'embedded' });
    expect(await appliedMigrations(dataDir)).toBeGreaterThan(0);
  });

  test('after kill -9 of the app: stops the orphaned postgres and seeds anyway', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const app = await procs.startApp(dataDir);
    const orphan = (await readRuntimeFile(dataDir))?.postgresPid ?? 0;
    app.child.process.kill('SIGKILL');
    await exitCode(app.child);

    expect(await seed(procs, { DATA_DIR: dataDir }, { steps: false })).toMatch(
      /started for the seed/,
    );
    expect(await isRunning(orphan)).toBe(false);
    expect(await postmasterPid(dataDir)).toBeNull();
  });

  test('with DATABASE_URL: migrates that database and starts no embedded server', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    // An empty database, not a copy of the migrated template.
    const { adminUrl } = inject('testDatabase');
    const name = `homestay_test_${randomBytes(6).toString('hex')}`;
    const url = withDatabase(adminUrl, name);
    await sql(adminUrl, `create database ${name}`);
    try {
      const stdout = await seed(procs, { DATA_DIR: dataDir, DATABASE_URL: url }, { steps: false });
      expect(stdout).toMatch(/Seeded the PostgreSQL at/);
      const migrations = await sql(
        url,
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(migrations[0]?.count).toBeGreaterThan(0);
      expect(await fs.readdir(dataDir)).toEqual([]);
    } finally {
      await sql(adminUrl, `drop database if exists ${name} with (force)`);
    }
  });

  test('fails with one clear line when the database cannot be reached', async ({ procs }) => {
    const dataDir = await procs.makeDataDir();
    const child = procs.spawnSeed({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
    });
    expect(await exitCode(child)).toBe(1);
    const stderr = child.stderr().trim().split('\n');
    expect(stderr, output(child)).toHaveLength(1);
    expect(stderr[0]).toMatch(/^Seed failed: connecting to .*ECONNREFUSED/);
  });
});
