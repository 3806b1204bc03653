/*
 * `npm run cluster`: several app processes behind nginx on one machine, the
 * shape of a real deployment (README "Running for a hundred thousand
 * people"; docs/decisions/150-cluster-behind-nginx.md).
 *
 *   CLUSTER_INSTANCES=3 PORT=3000 npm run cluster
 *
 * - nginx listens on HOST:PORT (Debian's package; the configuration is
 *   generated, printed at start, into a folder under the system temp folder). The app processes listen on 127.0.0.1,
 *   ports PORT+1 … PORT+N, and trust nginx's X-Forwarded-For.
 * - The database is DATABASE_URL, or else one embedded PostgreSQL under
 *   DATA_DIR that this script starts for every process (the one `npm start`
 *   uses, so data carries over). Uploads go to S3_* when set, else to the
 *   shared DATA_DIR/uploads.
 * - Processes start one at a time (the first applies the migrations and
 *   writes the generated secrets the others then read), each waited for on
 *   GET /api/health/ready. A process that dies is started again.
 * - SIGHUP restarts the processes one at a time (zero-downtime restart:
 *   nginx sends new connections to the others meanwhile); SIGINT or SIGTERM
 *   stops everything, nginx first.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_DATABASE_NAME } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded/embedded-postgres';
import { installedBrotliModules, nginxConfig } from './cluster/nginx-config';
import { ensureBuilt } from './ensure-built.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_TIMEOUT_MS = 90_000;
const RESTART_DELAY_MS = 1_000;

function fail(message: string): never {
  process.stderr.write(`npm run cluster: ${message}\n`);
  process.exit(78); // EX_CONFIG
}

function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

const instances = wholeNumber('CLUSTER_INSTANCES', 3, 1, 32);
const port = wholeNumber('PORT', 3000, 1, 65535 - instances);
const host = process.env.HOST || '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);
if (!nginxBinary) fail('nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx');

type Instance = {
  index: number;
  port: number;
  child: ChildProcess | null;
  exited: Promise<void>;
  /** Set while this script stops or restarts it: its exit is expected. */
  stopping: boolean;
};

const log = (message: string) => process.stdout.write(`[cluster] ${message}\n`);
let shuttingDown = false;
let nginx: ChildProcess | null = null;
let stopDatabase: () => Promise<void> = async () => {};

function prefixLines(
  stream: NodeJS.ReadableStream | null,
  prefix: string,
  out: NodeJS.WriteStream,
) {
  let partial = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
}

function launch(instance: Instance, databaseUrl: string): void {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV || 'production',
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        // Only nginx reaches the processes (they listen on loopback).
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  instance.child = child;
  instance.stopping = false;
  prefixLines(child.stdout, `[app ${instance.index}]`, process.stdout);
  prefixLines(child.stderr, `[app ${instance.index}]`, process.stderr);
  instance.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      instance.child = null;
      resolve();
      if (instance.stopping || shuttingDown) return;
      log(`process ${instance.index} ended (${signal ?? `exit code ${code}`}): starting it again`);
      setTimeout(() => {
        if (!shuttingDown) void startInstance(instance, databaseUrl).catch(reportFailure);
      }, RESTART_DELAY_MS);
    });
  });
}

async function waitUntilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void instance.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`process ${instance.index} ended before it was ready`);
    const ready = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`process ${instance.index} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function startInstance(instance: Instance, databaseUrl: string): Promise<void> {
  launch(instance, databaseUrl);
  await waitUntilReady(instance);
  log(`process ${instance.index} is ready on 127.0.0.1:${instance.port}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (!instance.child) return;
  instance.stopping = true;
  instance.child.kill('SIGTERM'); // the app finishes its requests, then exits (main.ts)
  await instance.exited;
}

function reportFailure(error: unknown) {
  process.stderr.write(`[cluster] ${error instanceof Error ? error.message : String(error)}\n`);
  void shutdown(1);
}

/** `ulimit -Hn`: nginx cannot raise its workers' limit past it (unlimited counts as 65,536). */
function hardOpenFileLimit(): number {
  const limit = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return limit === 'unlimited' ? 65_536 : Math.min(65_536, Number(limit) || 1_024);
}

/*
 * nginx's configuration, pid and temporary files (large uploads on their way
 * in) live in a folder of their own under the system temp folder, open to
 * nginx's workers: started by root, nginx runs them as `nobody`, who may not
 * enter DATA_DIR.
 */
const nginxStateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-nginx-'));
await fs.chmod(nginxStateDir, 0o755);
const nginxConfigFile = path.join(nginxStateDir, 'nginx.conf');

async function writeNginxConfig(drainingPorts: number[]): Promise<void> {
  await fs.writeFile(
    nginxConfigFile,
    nginxConfig({
      listenHost: host,
      listenPort: port,
      upstreamPorts: processes.map((instance) => instance.port),
      drainingPorts,
      webRoot: path.join(root, 'dist/web'),
      stateDir: nginxStateDir,
      brotliModules: installedBrotliModules(),
      maxOpenFiles: hardOpenFileLimit(),
      upstreamHeader: process.env.CLUSTER_UPSTREAM_HEADER === 'true',
    }),
  );
}

/** A process's command line as it set it ('' once it has exited). */
function processTitle(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** nginx's worker processes (children of its master), each with its title. */
function nginxWorkers(): { pid: number; title: string }[] {
  if (!nginx?.pid) return [];
  const listed = spawnSync('pgrep', ['-P', String(nginx.pid)], { encoding: 'utf8' }).stdout;
  return listed
    .split('\n')
    .filter(Boolean)
    .map((pid) => ({
      pid: Number(pid),
      title: processTitle(Number(pid)),
    }));
}

/**
 * Rewrites the configuration and reloads nginx (SIGHUP: new workers, the old
 * ones finish their requests). Resolves once no old worker takes new
 * connections: each has left or calls itself "shutting down".
 */
async function reloadNginx(drainingPorts: number[]): Promise<void> {
  await writeNginxConfig(drainingPorts);
  const before = new Set(nginxWorkers().map((worker) => worker.pid));
  nginx?.kill('SIGHUP');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const workers = nginxWorkers();
    const fresh = workers.filter((worker) => !before.has(worker.pid));
    const oldStillServing = workers.some(
      (worker) => before.has(worker.pid) && !worker.title.includes('shutting down'),
    );
    if (fresh.length > 0 && !oldStillServing) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('nginx did not reload within 10 s (see its messages above)');
}

async function startNginx(): Promise<void> {
  await writeNginxConfig([]);
  log(`nginx configuration: ${nginxConfigFile}`);
  nginx = spawn(nginxBinary as string, ['-p', nginxStateDir, '-c', nginxConfigFile], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  prefixLines(nginx.stderr, '[nginx]', process.stderr);
  const child = nginx;
  child.once('exit', (code, signal) => {
    if (!shuttingDown) reportFailure(new Error(`nginx ended (${signal ?? `exit code ${code}`})`));
  });
  // nginx says nothing when it listens: ask it.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return;
    if (child.exitCode !== null) throw new Error('nginx could not start (see above)');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on port ${port} within 10 s`);
}

async function shutdown(code: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping: nginx first, then the app processes, then the database');
  if (nginx && nginx.exitCode === null) {
    const ended = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT'); // graceful: finishes the requests it is serving
    await ended;
  }
  await Promise.all(processes.map(stopInstance));
  await fs.rm(nginxStateDir, { recursive: true, force: true });
  await stopDatabase().catch((error: unknown) => log(`stopping the database: ${String(error)}`));
  log('stopped');
  process.exit(code);
}

let restarting = false;
/** One at a time, each ready before the next stops: nginx always has the others. */
async function rollingRestart(databaseUrl: string): Promise<void> {
  if (restarting || shuttingDown) return;
  restarting = true;
  try {
    for (const instance of processes) {
      log(`restarting process ${instance.index}`);
      // nginx first stops sending it anything new, so no request meets a
      // process that is shutting down; it gets its share again once ready.
      await reloadNginx([instance.port]);
      await stopInstance(instance);
      await startInstance(instance, databaseUrl);
      await reloadNginx([]);
    }
    log(`restarted all ${processes.length} processes, one at a time`);
  } finally {
    restarting = false;
  }
}

const processes: Instance[] = Array.from({ length: instances }, (_, i) => ({
  index: i + 1,
  port: port + i + 1,
  child: null,
  exited: Promise.resolve(),
  stopping: false,
}));

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await ensureBuilt();
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      database: EMBEDDED_DATABASE_NAME,
      log: { info: log, warn: log },
    });
    stopDatabase = embedded.stop;
    const { user, port: socketPort, database, host: socketDir } = embedded.connection;
    databaseUrl = `postgresql://${user}@localhost:${socketPort}/${database}?host=${encodeURIComponent(socketDir)}`;
    log(`embedded PostgreSQL under ${dataDir}`);
  }
  for (const instance of processes) await startInstance(instance, databaseUrl);
  await startNginx();
  const url = databaseUrl;
  process.on('SIGHUP', () => void rollingRestart(url).catch(reportFailure));
  log(
    `Homestay is ready at ${publicUrl}: ${instances} processes behind nginx on ${host}:${port} (pid ${process.pid}; kill -HUP it to restart them one at a time)`,
  );
} catch (error) {
  reportFailure(error);
}
