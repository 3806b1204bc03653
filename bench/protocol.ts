// Messages between bench/main.ts and the target process (bench/target-server.ts)
// over the child-process IPC channel.

export type ReadyMessage = {
  type: 'ready';
  /** Target name -> origin, e.g. { bare: 'http://127.0.0.1:40123' }. */
  origins: Record<string, string>;
  /** Target name -> headers for every request (only targets that asked for some). */
  headers: Record<string, Record<string, string>>;
  postgresVersion: string | null;
};

export type FailedMessage = { type: 'failed'; message: string };

/** CPU time so far, microseconds: the target process, and the embedded PostgreSQL. */
export type CpuTimeMessage = { type: 'cpu-time'; node: number; postgres: number | null };

export type TargetProcessMessage = ReadyMessage | FailedMessage | CpuTimeMessage;

export type ParentMessage = { type: 'stop' } | { type: 'cpu-time' };

/** Environment the target process reads. */
/** A private folder: the app's DATA_DIR is its data/ subfolder. */
export const ENV_SCRATCH_DIR = 'BENCH_SCRATCH_DIR';
export const ENV_LOG_LEVEL = 'BENCH_LOG_LEVEL';
/** Comma-separated names of the targets to start (those the chosen scenarios use). */
export const ENV_TARGETS = 'BENCH_TARGETS';
