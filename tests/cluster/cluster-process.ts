import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePortBlock } from '../helpers/free-ports';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run cluster` as an operator runs it (scripts/cluster.ts), in a child process. */
export type RunningCluster = {
  /** nginx's address: what browsers use. */
  origin: string;
  /** Each app process's own address (127.0.0.1, behind nginx). */
  processOrigins: string[];
  dataDir: string;
  output(): string;
  /** Resolves once the script's output has a line matching `pattern` after `from` characters. */
  waitForOutput(pattern: RegExp, from?: number, timeoutMs?: number): Promise<void>;
  /** Restarts the app processes one at a time (SIGHUP) and waits until all are back. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

/** A port P, free along with P+1 … P+count, on loopback. */
export async function startCluster(
  instances: number,
  env: Record<string, string>,
): Promise<RunningCluster> {
  const port = await freePortBlock(instances);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-cluster-'));
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/cluster.ts')],
    {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME ?? os.tmpdir(),
        LOG_LEVEL: 'warn',
        CLUSTER_INSTANCES: String(instances),
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        CLUSTER_UPSTREAM_HEADER: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) waiter();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const waiter of [...waiters]) waiter();
  });

  const waitForOutput = (pattern: RegExp, from = 0, timeoutMs = 120_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output.slice(from))) return done(resolve);
        if (child.exitCode !== null || child.signalCode !== null)
          return done(() => reject(new Error(`the cluster ended:\n${output}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });

  const cluster: RunningCluster = {
    origin,
    processOrigins: Array.from({ length: instances }, (_, i) => `http://127.0.0.1:${port + i + 1}`),
    dataDir,
    output: () => output,
    waitForOutput,
    async rollingRestart() {
      const from = output.length;
      child.kill('SIGHUP');
      await waitForOutput(/restarted all \d+ processes, one at a time/, from);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForOutput(/Homestay is ready at/);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
