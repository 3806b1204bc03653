import fs from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { readRuntimeFile } from '../../src/server/db/embedded/runtime-file';
import {
  type Child,
  exitCode,
  isRunning,
  childOutput as output,
  PROCESS_TEST_TIMEOUT_MS,
  signal,
  processTest as test,
  waitUntilGone,
  withEmbedded,
} from './app-process';

// The server as `npm start` runs it: a real process on a fresh DATA_DIR, with
// its own embedded PostgreSQL. Concurrent: each test waits mostly on children.
describe.concurrent('the server process on the embedded database', {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
  test('serves /api/health with db "embedded" and keeps committed rows across a clean restart', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const first = await procs.startApp(dataDir);
    expect(first.health.body).toMatchObject({ status: 'ok', db: 'embedded' });
    expect(first.health.body.version).toMatch(/^\d+\.\d+\.\d+/);
    const runtime = await runtimeOf(dataDir);
    expect(runtime.ownerPid).toBe(first.child.pid);
    expect(await isRunning(runtime.postgresPid)).toBe(true);

    await withEmbedded(dataDir, async (db) => {
      await db.query('create table scratch_restart (id int primary key, note text not null)');
      await db.query(
        `insert into scratch_restart select i, 'row ' || i from generate_series(1, 100) i`,
      );
    });
    await stopGracefully(first.child);
    expect(await isRunning(runtime.postgresPid)).toBe(false);

    const second = await procs.startApp(dataDir);
    expect(second.health.body).toMatchObject({ status: 'ok', db: 'embedded' });
    const rows = await withEmbedded(dataDir, (db) =>
      db.query<{ count: number; last: string }>(
        'select count(*)::int as count, max(note) as last from scratch_restart',
      ),
    );
    expect(rows.rows[0]).toEqual({ count: 100, last: 'row 99' });
    await stopGracefully(second.child);
  });

  test('after kill -9 of the app, its postgres stops within seconds and a start right after comes up with every committed row', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const first = await procs.startApp(dataDir);
    const orphan = (await runtimeOf(dataDir)).postgresPid;
    await withEmbedded(dataDir, async (db) => {
      await db.query('create table scratch_crash (id int primary key)');
      // One commit each: every acknowledged row must be there after the crash.
      for (let id = 1; id <= 50; id++)
        await db.query('insert into scratch_crash values ($1)', [id]);
    });

    signal(first.child.pid, 'SIGKILL');
    expect(await exitCode(first.child)).toBe('SIGKILL');
    // Its watchdog saw the app go and asked the postgres for a fast shutdown:
    // no database runs on without an owner.
    expect(await waitUntilGone(orphan, 5_000)).toBe(true);

    // Started at once, as `npm start` right after the kill: the dead owner in
    // embedded-postgres.json is not taken for a live one.
    const second = await procs.startApp(dataDir);
    expect(second.health.body).toMatchObject({ status: 'ok', db: 'embedded' });
    const runtime = await runtimeOf(dataDir);
    expect(runtime.ownerPid).toBe(second.child.pid);
    expect(runtime.postgresPid).not.toBe(orphan);
    const rows = await withEmbedded(dataDir, (db) =>
      db.query<{ count: number; sum: number }>(
        'select count(*)::int as count, sum(id)::int as sum from scratch_crash',
      ),
    );
    expect(rows.rows[0]).toEqual({ count: 50, sum: 1275 });
    await stopGracefully(second.child);
  });
  test('a start right after kill -9 of an app its parent never reaped (a zombie) comes up', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const { appPid } = await procs.startAppUnderNonReapingParent(dataDir);

    signal(appPid, 'SIGKILL');
    expect(await waitUntilGone(appPid, 5_000)).toBe(true);
    // Dead but still in the process table: kill(pid, 0) says it exists.
    const stat = await fs.readFile(`/proc/${appPid}/stat`, 'utf8');
    expect(stat.slice(stat.lastIndexOf(')') + 2)[0]).toBe('Z');

    const second = await procs.startApp(dataDir);
    expect((await runtimeOf(dataDir)).ownerPid).toBe(second.child.pid);
    await stopGracefully(second.child);
  });
});

async function runtimeOf(dataDir: string) {
  const runtime = await readRuntimeFile(dataDir);
  if (!runtime) throw new Error(`No embedded-postgres.json in ${dataDir}`);
  return runtime;
}

async function stopGracefully(child: Child) {
  signal(child.pid, 'SIGTERM');
  expect(await exitCode(child, 10_000), output(child)).toBe(0);
}
