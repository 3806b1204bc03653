import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRuntimeFile } from '../db/embedded/runtime-file';
import { openSeedDatabase, planSeedDatabase } from './seed-database';

// The process tests (tests/process/seed.test.ts) run the real thing; these
// pin down the decision itself, without starting any server.
describe('planSeedDatabase', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-seed-plan-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const runtime = (ownerPid: number, postgresPid: number) => ({
    ownerPid,
    postgresPid,
    socketDir: path.join(dataDir, 'run'),
    port: 5432,
    user: 'postgres',
    database: 'homestay',
    startedAt: new Date().toISOString(),
  });

  it('uses DATABASE_URL when set, even if an embedded server runs in DATA_DIR', async () => {
    await writeRuntimeFile(dataDir, runtime(process.pid, process.pid));
    const url = 'postgres://seed@db.example:5432/homestay';
    expect(await planSeedDatabase({ databaseUrl: url, dataDir })).toEqual({
      kind: 'external',
      url,
    });
  });

  it('reaches the embedded server a live app recorded in DATA_DIR', async () => {
    // Both pids alive: this test process stands in for the app and its postgres.
    await writeRuntimeFile(dataDir, runtime(process.pid, process.pid));
    expect(await planSeedDatabase({ databaseUrl: undefined, dataDir })).toEqual({
      kind: 'running-embedded',
      connection: {
        host: path.join(dataDir, 'run'),
        port: 5432,
        user: 'postgres',
        database: 'homestay',
      },
    });
  });

  it('starts its own server when DATA_DIR has none', async () => {
    expect(await planSeedDatabase({ databaseUrl: undefined, dataDir })).toEqual({
      kind: 'start-embedded',
      dataDir,
    });
  });

  it('starts its own server when the recorded app is gone (killed, file left behind)', async () => {
    const deadPid = 2 ** 22 + 12_345; // Above Linux's pid_max default: never a live process.
    await writeRuntimeFile(dataDir, runtime(deadPid, process.pid));
    expect(await planSeedDatabase({ databaseUrl: undefined, dataDir })).toEqual({
      kind: 'start-embedded',
      dataDir,
    });
  });
});

describe('openSeedDatabase', () => {
  it('reports a connection error while in use, and none once it is closing', async () => {
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
    // No connection is made until a query: the pool alone is under test.
    const seed = await openSeedDatabase(
      { kind: 'external', url: 'postgres://seed@127.0.0.1:1/homestay' },
      log,
    );
    seed.pool.emit('error', new Error('connection reset'));
    expect(warnings).toEqual(['Database connection error: connection reset']);

    // pool.end() resolves before its connections have closed, and stopping
    // the embedded server then ends them with this error: not a failure.
    await seed.close();
    seed.pool.emit('error', new Error('terminating connection due to administrator command'));
    expect(warnings).toHaveLength(1);
  });
});
