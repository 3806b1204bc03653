// The target process: every server under test, in one Node process apart from
// the load generator so the two do not share an event loop. Started by
// target-process.ts. Stops (closing the app, which stops its embedded
// PostgreSQL, and removing the scratch DATA_DIR) on a stop message, on a
// signal, or when the parent goes away, at any point, start-up included.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appModules, poolSizeFromShell } from './built-app';
import { cpuTimeMicros } from './cpu-time';
import {
  ENV_LOG_LEVEL,
  ENV_SCRATCH_DIR,
  ENV_TARGETS,
  type ParentMessage,
  type TargetProcessMessage,
} from './protocol';
import { targets } from './targets/index';
import type { RunningTarget } from './targets/target';

const scratchEnv = process.env[ENV_SCRATCH_DIR];
if (!scratchEnv) throw new Error(`${ENV_SCRATCH_DIR} is not set: run the bench with bench/main.ts`);
const scratchDir: string = scratchEnv;
const dataDir = path.join(scratchDir, 'data');

let appPromise: Promise<FastifyInstance> | undefined;
const running: RunningTarget[] = [];

function app(): Promise<FastifyInstance> {
  // Only the environment given here: a DATABASE_URL in the shell must not
  // move the bench off its scratch embedded database.
  appPromise ??= appModules().then(({ buildApp, loadConfig }) =>
    buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: process.env[ENV_LOG_LEVEL] ?? 'info',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://127.0.0.1:3000',
        ...poolSizeFromShell(),
      }),
    ),
  );
  return appPromise;
}

async function startAll(): Promise<void> {
  const origins: Record<string, string> = {};
  const headers: Record<string, Record<string, string>> = {};
  const wanted = process.env[ENV_TARGETS]?.split(',');
  for (const target of targets) {
    if (wanted && !wanted.includes(target.name)) continue;
    if (stopping) return;
    const started = await target.start({ app });
    running.push(started);
    origins[target.name] = started.origin;
    if (started.headers) headers[target.name] = started.headers;
  }
  let postgresVersion: string | null = null;
  if (appPromise) {
    const { rows } = await (await appPromise).database.pool.query<{ server_version: string }>(
      'show server_version',
    );
    postgresVersion = rows[0]?.server_version ?? null;
  }
  send({ type: 'ready', origins, headers, postgresVersion });
}

let stopping: Promise<void> | undefined;
/** The parent is gone: nobody else will remove the scratch folder. */
let orphaned = false;
function stop(exitCode: number): Promise<void> {
  stopping ??= (async () => {
    // A target or the app still starting would otherwise be left running.
    await startup.catch(() => undefined);
    for (const target of running.reverse()) await target.close().catch(report);
    if (appPromise) await (await appPromise.catch(() => null))?.close().catch(report);
    await fs.rm(orphaned ? scratchDir : dataDir, { recursive: true, force: true }).catch(report);
    process.exit(exitCode);
  })();
  return stopping;
}

function parentGone(): void {
  orphaned = true;
  void stop(1);
}

function report(error: unknown): void {
  process.stderr.write(`bench target process: ${errorText(error)}\n`);
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function send(message: TargetProcessMessage): void {
  if (process.connected) process.send?.(message);
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'stop') void stop(0);
  if (message.type === 'cpu-time') {
    void cpuTimeMicros(dataDir).then((time) => send({ type: 'cpu-time', ...time }));
  }
});
process.on('disconnect', parentGone);
// Under tsx, 'disconnect' does not come when the parent is killed with
// SIGKILL; a new parent pid (the orphan's reaper) always does.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) parentGone();
}, 500).unref();
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
process.on('uncaughtException', (error) => {
  report(error);
  void stop(1);
});
process.on('unhandledRejection', (error) => {
  report(error);
  void stop(1);
});

const startup = startAll();
startup.catch((error: unknown) => {
  send({ type: 'failed', message: errorText(error) });
  void stop(1);
});
