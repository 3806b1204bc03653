import http from 'node:http';
import { describe, expect } from 'vitest';
import { readRuntimeFile } from '../../src/server/db/embedded/runtime-file';
import {
  exitCode,
  childOutput as output,
  PROCESS_TEST_TIMEOUT_MS,
  signal,
  sleep,
  processTest as test,
  waitUntilGone,
  withEmbedded,
} from './app-process';

// Graceful shutdown (SIGTERM): stop accepting, finish in-flight requests,
// close the database, within 10 s. Not concurrent: these tests time things.
describe('the server process on SIGTERM', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test('with an idle keep-alive connection open: stops its postgres and exits 0 at once', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    const { child, port } = await procs.startApp(dataDir);
    const postgresPid = await postgresOf(dataDir);
    // An idle keep-alive connection, as a browser leaves behind.
    const agent = new http.Agent({ keepAlive: true, timeout: 120_000 });
    const socketClosed = new Promise<void>((resolve) => {
      agent.once('free', (socket) => socket.once('close', () => resolve()));
    });
    try {
      expect(await get(port, '/api/health', agent)).toMatchObject({ status: 200 });

      const sigtermAt = Date.now();
      signal(child.pid, 'SIGTERM');
      expect(await exitCode(child, 10_000), output(child)).toBe(0);
      expect(Date.now() - sigtermAt).toBeLessThan(10_000);
      // Its own stop of the database is not a lost connection.
      expect(output(child)).not.toMatch(/Database connection error/);
      await socketClosed;
      expect(await waitUntilGone(postgresPid, 1_000)).toBe(true);
      expect(await readRuntimeFile(dataDir)).toBeNull();
    } finally {
      agent.destroy();
    }
  });

  test('finishes a request in flight, then exits 0 within 10 s though the client keeps its connection alive', async ({
    procs,
  }) => {
    const dataDir = await procs.makeDataDir();
    // At debug level the app logs each incoming request: that is how the test
    // knows its request has arrived before sending SIGTERM.
    const { child, port } = await procs.startApp(dataDir, { LOG_LEVEL: 'debug' });
    const postgresPid = await postgresOf(dataDir);

    // No route is slow on purpose, so make one: pause the backends serving
    // the app's pool, so /api/health waits on `select 1` while SIGTERM arrives
    // (it gives up after 2 s, so SIGCONT follows well within that).
    const backends = await withEmbedded(dataDir, async (db) => {
      const result = await db.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = 'homestay'`,
      );
      return result.rows.map((row) => row.pid);
    });
    expect(backends.length).toBeGreaterThan(0);
    // A browser keeps its connection open for minutes after a response. Node's
    // server.close() drops only the connections idle at that moment, so one
    // whose request finishes later holds the shutdown until the client lets
    // go, unless the reply says `connection: close` while the app is closing.
    const browserLike = new http.Agent({ keepAlive: true, timeout: 120_000 });
    try {
      let inFlight: Promise<{ status: number; body: string }>;
      let sigtermAt = 0;
      for (const pid of backends) signal(pid, 'SIGSTOP');
      try {
        inFlight = get(port, '/api/health?in-flight', browserLike);
        await waitFor(() => child.stdout().includes('/api/health?in-flight'), 5_000);
        sigtermAt = Date.now();
        signal(child.pid, 'SIGTERM');
        await sleep(400);
        expect(child.hasExited(), 'exited while a request was in flight').toBe(false);
      } finally {
        for (const pid of backends) signal(pid, 'SIGCONT');
      }

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', db: 'embedded' });
      expect(await exitCode(child, 11_000), output(child)).toBe(0);
      expect(Date.now() - sigtermAt).toBeLessThan(10_000);
      expect(await waitUntilGone(postgresPid, 1_000)).toBe(true);
    } finally {
      browserLike.destroy();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

async function postgresOf(dataDir: string): Promise<number> {
  const runtime = await readRuntimeFile(dataDir);
  if (!runtime) throw new Error(`No embedded-postgres.json in ${dataDir}`);
  return runtime.postgresPid;
}

function get(
  port: number,
  urlPath: string,
  agent: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
