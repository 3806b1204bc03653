import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { test } from 'vitest';
import { readRuntimeFile } from '../../src/server/db/embedded/runtime-file';
import { freePort } from '../helpers/free-ports';

// Helpers for tests that run the server as a real child process, the way
// `npm start` does, instead of in-process through app.inject.

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Set for the child: nothing from the test runner's own environment leaks in. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? os.tmpdir(),
    TMPDIR: process.env.TMPDIR,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env;
}

export type Child = {
  process: ChildProcess;
  pid: number;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  hasExited(): boolean;
};

function spawnTs(entry: string, env: Record<string, string>, args: string[] = []): Child {
  return spawnChild(process.execPath, ['--import', 'tsx', entry, ...args], env);
}

function spawnChild(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve(code ?? signal ?? 'unknown');
    });
  });
  if (child.pid === undefined) throw new Error(`Could not spawn ${command} ${args.join(' ')}`);
  const handle: Child = {
    process: child,
    pid: child.pid,
    stdout: () => out,
    stderr: () => err,
    exited,
    hasExited: () => done,
  };
  return handle;
}

/** Waits for the exit code, failing with the child's output after `timeoutMs`. */
export async function exitCode(child: Child, timeoutMs = 60_000): Promise<number | string> {
  const timeout = sleep(timeoutMs).then(() => 'timeout' as const);
  const result = await Promise.race([child.exited, timeout]);
  if (result === 'timeout') {
    throw new Error(`pid ${child.pid} still running after ${timeoutMs} ms\n${childOutput(child)}`);
  }
  return result;
}

export function childOutput(child: Child): string {
  return `--- stdout ---\n${child.stdout()}\n--- stderr ---\n${child.stderr()}`;
}

export type Health = { status: number; body: { status?: string; db?: string; version?: string } };

export async function getHealth(port: number): Promise<Health> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: response.status, body: (await response.json()) as Health['body'] };
}

/** Polls /api/health until it answers 200; fails early if the process exits. */
export async function waitForHealthy(child: Child, port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.hasExited()) {
      throw new Error(
        `The app exited (${await child.exited}) before it was healthy\n${childOutput(child)}`,
      );
    }
    try {
      const health = await getHealth(port);
      if (health.status === 200) return health;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The app was not healthy within ${timeoutMs} ms\n${childOutput(child)}`);
}

/** A client on the embedded database through the socket the app recorded in DATA_DIR. */
export async function connectToEmbedded(dataDir: string): Promise<pg.Client> {
  const runtime = await readRuntimeFile(dataDir);
  if (!runtime) throw new Error(`No embedded-postgres.json in ${dataDir}`);
  const client = new pg.Client({
    host: runtime.socketDir,
    port: runtime.port,
    user: runtime.user,
    database: runtime.database,
  });
  await client.connect();
  return client;
}

export async function withEmbedded<T>(dataDir: string, use: (client: pg.Client) => Promise<T>) {
  const client = await connectToEmbedded(dataDir);
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Alive and not a zombie (an exited child nobody has reaped yet counts as gone). */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await sleep(50);
  }
  return false;
}

/** The postmaster pid of the cluster in DATA_DIR, from its lock file, if any. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  try {
    const content = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * What one test started: its children and data dirs. `cleanUp` kills every
 * child still running, stops any PostgreSQL left in the data dirs (a test that
 * failed half way, or a kill -9 test), and removes the dirs, whatever happened
 * in the test. Tests get one each through the `processTest` fixture, so tests
 * running concurrently never clean up each other's processes.
 */
export class ProcessScope {
  private readonly children = new Set<Child>();
  private readonly dataDirs = new Set<string>();
  /** Processes started by a child of ours (not our children): killed by pid. */
  private readonly strays = new Set<number>();

  async makeDataDir(): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-process-'));
    this.dataDirs.add(dir);
    return dir;
  }

  /** `node --import tsx src/server/main.ts`: the real server, no build needed. */
  spawnApp(env: { DATA_DIR: string; PORT: string } & Record<string, string>): Child {
    return this.track(spawnTs('src/server/main.ts', env));
  }

  /** `npm run seed`; `--no-steps` only migrates (the steps cost seconds of CPU). */
  spawnSeed(env: Record<string, string>, args: string[] = []): Child {
    return this.track(spawnTs('src/server/seed/main.ts', env, args));
  }

  /** A command-line script run as npm runs it (`tsx scripts/backup.ts` and the like). */
  spawnScript(entry: string, env: Record<string, string>, args: string[] = []): Child {
    return this.track(spawnTs(entry, env, args));
  }

  /**
   * The app under a parent that never reaps its children (a shell that
   * `exec`s, a container init that does not reap): killed, the app stays a
   * zombie for as long as `parent` lives. Resolves once /api/health answers.
   */
  async startAppUnderNonReapingParent(dataDir: string) {
    const port = await freePort();
    const script = `"$0" --import tsx src/server/main.ts & echo $!; exec sleep 600`;
    const parent = this.track(
      spawnChild('sh', ['-c', script, process.execPath], { DATA_DIR: dataDir, PORT: String(port) }),
    );
    const deadline = Date.now() + 10_000;
    while (!/^\d+\n/.test(parent.stdout()) && Date.now() < deadline) await sleep(20);
    const appPid = Number.parseInt(parent.stdout(), 10);
    if (!Number.isInteger(appPid)) throw new Error(`No app pid\n${childOutput(parent)}`);
    this.strays.add(appPid);
    await waitForHealthy(parent, port);
    return { parent, appPid, port };
  }

  /** Starts the app on `dataDir` and resolves once /api/health answers 200. */
  async startApp(dataDir: string, env: Record<string, string> = {}) {
    const port = await freePort();
    const child = this.spawnApp({ DATA_DIR: dataDir, PORT: String(port), ...env });
    const health = await waitForHealthy(child, port);
    return { child, port, health };
  }

  async cleanUp(): Promise<void> {
    for (const child of this.children) {
      if (!child.hasExited()) child.process.kill('SIGKILL');
      await Promise.race([child.exited, sleep(5_000)]);
    }
    this.children.clear();
    for (const pid of this.strays) signal(pid, 'SIGKILL');
    this.strays.clear();
    for (const dir of this.dataDirs) {
      const pids = [await postmasterPid(dir), (await readRuntimeFile(dir))?.postgresPid];
      for (const pid of new Set(pids)) {
        if (!pid || !(await isRunning(pid)) || !(await isPostgres(pid))) continue;
        signal(pid, 'SIGINT');
        if (!(await waitUntilGone(pid, 5_000))) signal(pid, 'SIGKILL');
        await waitUntilGone(pid, 5_000);
      }
      await fs.rm(dir, { recursive: true, force: true });
    }
    this.dataDirs.clear();
  }

  private track(child: Child): Child {
    this.children.add(child);
    return child;
  }
}

/**
 * Each test starts real processes, one or two apps of a few seconds each. The
 * generous limits (here, in waitForHealthy and in exitCode) are for a loaded
 * machine, where loading the app's modules alone has taken 20 s.
 */
export const PROCESS_TEST_TIMEOUT_MS = 300_000;

/** `test` with a `procs` fixture: a ProcessScope cleaned up after each test. */
export const processTest = test.extend<{ procs: ProcessScope }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  procs: async ({}, use) => {
    const scope = new ProcessScope();
    try {
      await use(scope);
    } finally {
      await scope.cleanUp();
    }
  },
});

async function isPostgres(pid: number): Promise<boolean> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('postgres');
}

export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
