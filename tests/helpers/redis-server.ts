import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-ports';

/** Debian's redis-server (apt-get install redis-server); the tests start their own. */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export type TestRedis = {
  port: number;
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit: an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (no persistence), as after a restart. */
  start(): Promise<void>;
};

/**
 * A private redis-server on a loopback port, without persistence. Start it in
 * beforeAll and stop it in afterAll; `stop` and `start` in between stand for
 * an outage.
 */
export async function startTestRedis(): Promise<TestRedis> {
  // redis-server cannot pick a port itself.
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (data: Buffer) => {
        output += data.toString();
        if (output.includes('Ready to accept connections')) {
          started.stdout?.off('data', onData);
          started.stdout?.resume();
          resolve();
        }
      };
      started.stdout?.on('data', onData);
      started.stderr?.resume();
      started.once('error', reject);
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)),
      );
    });
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, start };
}
