import { describe, expect } from 'vitest';
import { readRuntimeFile } from '../../src/server/db/embedded/runtime-file';
import { freePort } from '../helpers/free-ports';
import {
  exitCode,
  getHealth,
  childOutput as output,
  PROCESS_TEST_TIMEOUT_MS,
  postmasterPid,
  processTest as test,
} from './app-process';

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe.concurrent('the server process refuses to start', {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
  test('on a bad configuration value, with one line naming the variable', async ({ procs }) => {
    const dataDir = await procs.makeDataDir();
    const child = procs.spawnApp({ DATA_DIR: dataDir, PORT: 'abc' });

    const code = await exitCode(child);
    expect(code, output(child)).not.toBe(0);
    expect(typeof code).toBe('number'); // Exited by itself, not by a signal.
    const stderr = lines(child.stderr());
    expect(stderr, output(child)).toHaveLength(1);
    expect(stderr[0]).toMatch(/\bPORT\b/);
    expect(stderr[0]).not.toMatch(/\bat .*\(.*:\d+:\d+\)/); // No stack trace.
    // It stopped before touching the database.
    expect(await postmasterPid(dataDir)).toBeNull();
  });

  test('when REALTIME_URL names a Redis that does not answer, with one line saying so', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const nobody = await freePort();
    const child = procs.spawnApp({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      REALTIME_URL: `redis://:s3cret@127.0.0.1:${nobody}/0`,
    });

    const code = await exitCode(child);
    expect(code, output(child)).not.toBe(0);
    expect(typeof code).toBe('number');
    const stderr = lines(child.stderr());
    expect(stderr, output(child)).toHaveLength(1);
    expect(stderr[0]).toBe(
      `Homestay could not start: Cannot reach Redis at REALTIME_URL redis://127.0.0.1:${nobody}/0: connect ECONNREFUSED 127.0.0.1:${nobody}`,
    );
    // The password is not echoed, and the embedded database was stopped again.
    expect(child.stderr() + child.stdout()).not.toContain('s3cret');
    expect(await postmasterPid(dataDir)).toBeNull();
  });

  test('when another app already runs on the same DATA_DIR, and leaves that one alone', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const first = await procs.startApp(dataDir);
    const before = await readRuntimeFile(dataDir);

    const second = procs.spawnApp({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const code = await exitCode(second);
    expect(code, output(second)).not.toBe(0);
    expect(second.stderr()).toMatch(/in use by another Homestay process/);
    expect(second.stderr()).toContain(`pid ${first.child.pid}`);
    expect(lines(second.stderr()), output(second)).toHaveLength(1);

    // The first one did not notice.
    expect(first.child.hasExited()).toBe(false);
    expect((await getHealth(first.port)).status).toBe(200);
    expect(await readRuntimeFile(dataDir)).toEqual(before);
  });
});
