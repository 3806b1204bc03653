import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import {
  type CpuTimeMessage,
  ENV_LOG_LEVEL,
  ENV_SCRATCH_DIR,
  ENV_TARGETS,
  type ParentMessage,
  type ReadyMessage,
  type TargetProcessMessage,
} from './protocol';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.dirname(benchDir);
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export type CpuTime = Omit<CpuTimeMessage, 'type'>;
export type TargetsReady = Omit<ReadyMessage, 'type'>;

export type TargetProcess = {
  /** Resolves once every target listens; rejects if the process fails or exits first. */
  ready: Promise<TargetsReady>;
  /** CPU time used so far by the servers and by PostgreSQL; diff two readings. */
  cpuTime(): Promise<CpuTime>;
  /**
   * Stops every target and the embedded PostgreSQL and removes the DATA_DIR;
   * safe at any moment, start-up included.
   */
  stop(): Promise<void>;
};

/**
 * Forks bench/target-server.ts on a scratch folder (its DATA_DIR is data/
 * inside it), with its stdout, the app's request log, going to logFile.
 */
export function launchTargetProcess(options: {
  scratchDir: string;
  /** Names from targets/index.ts; only these are started. */
  targets: string[];
  logFile: string;
  logLevel: string;
  profileDir?: string | undefined;
}): TargetProcess {
  const log = fs.openSync(options.logFile, 'a');
  const child = (() => {
    try {
      return fork(path.join(benchDir, 'target-server.ts'), [], {
        cwd: projectDir,
        execArgv: [
          ...SERVER_NODE_FLAGS,
          '--import',
          'tsx',
          ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
        ],
        env: {
          ...process.env,
          [ENV_SCRATCH_DIR]: options.scratchDir,
          [ENV_LOG_LEVEL]: options.logLevel,
          [ENV_TARGETS]: options.targets.join(','),
        },
        stdio: ['ignore', log, 'inherit', 'ipc'],
      });
    } finally {
      fs.closeSync(log);
    }
  })();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const ready = new Promise<TargetsReady>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`targets not ready within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    const settle = (error: Error | null, value?: TargetsReady) => {
      clearTimeout(timer);
      if (error) reject(error);
      else if (value) resolve(value);
    };
    child.on('message', (message: TargetProcessMessage) => {
      if (message.type === 'ready') settle(null, message);
      if (message.type === 'failed') settle(new Error(`a target failed: ${message.message}`));
    });
    void exited.then((code) =>
      settle(new Error(`the target process exited (code ${code}) before it was ready`)),
    );
  });
  ready.catch(() => undefined); // the caller sees the rejection when it awaits

  let waiting: ((time: CpuTime) => void) | undefined;
  child.on('message', (message: TargetProcessMessage) => {
    if (message.type === 'cpu-time') waiting?.({ node: message.node, postgres: message.postgres });
  });
  const cpuTime = () =>
    new Promise<CpuTime>((resolve, reject) => {
      waiting = resolve;
      void exited.then(() => reject(new Error('the target process exited during the run')));
      child.send({ type: 'cpu-time' } satisfies ParentMessage);
    });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
        else child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      // Only does something when the target process died without closing the app.
      await stopLeftoverPostgres(path.join(options.scratchDir, 'data'));
    })();
    return stopping;
  };

  return { ready, cpuTime, stop };
}

/** Stops a PostgreSQL still holding the scratch cluster (its postmaster.pid names it). */
async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  let pid: number;
  try {
    const content = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGQUIT'); // scratch data: an immediate stop is fine
  const deadline = Date.now() + 10_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
