import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a running embedded PostgreSQL leaves in DATA_DIR so that other
 * processes (`npm run seed`, a second `npm start`) can find it instead of
 * starting a second server on the same files.
 */
export type EmbeddedRuntime = {
  ownerPid: number;
  /**
   * When the owner process started (clock ticks since boot, from /proc), so a
   * later process that happens to get the same pid is not taken for the
   * owner. Absent where there is no /proc, and in files from older versions.
   */
  ownerStartTime?: string;
  postgresPid: number;
  socketDir: string;
  port: number;
  user: string;
  database: string;
  startedAt: string;
};

export const runtimeFilePath = (dataDir: string) => path.join(dataDir, 'embedded-postgres.json');

export async function readRuntimeFile(dataDir: string): Promise<EmbeddedRuntime | null> {
  try {
    return JSON.parse(await fs.readFile(runtimeFilePath(dataDir), 'utf8')) as EmbeddedRuntime;
  } catch {
    return null;
  }
}

export async function writeRuntimeFile(dataDir: string, runtime: EmbeddedRuntime): Promise<void> {
  const file = runtimeFilePath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(runtime, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temporary, file);
}

export async function removeRuntimeFile(dataDir: string, ownerPid: number): Promise<void> {
  const current = await readRuntimeFile(dataDir);
  if (current?.ownerPid === ownerPid) await fs.rm(runtimeFilePath(dataDir), { force: true });
}

/**
 * True when a process with this pid exists (whoever owns it) and is running:
 * a zombie (dead, not yet reaped by its parent) counts as gone.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStatFields(pid)?.[0] !== 'Z';
}

/** The owner recorded in the runtime file is still the process running under its pid. */
export function isOwnerAlive(runtime: Pick<EmbeddedRuntime, 'ownerPid' | 'ownerStartTime'>) {
  if (!isProcessAlive(runtime.ownerPid)) return false;
  if (runtime.ownerStartTime === undefined) return true;
  const startTime = processStartTime(runtime.ownerPid);
  // No /proc to ask: trust the pid.
  return startTime === null || startTime === runtime.ownerStartTime;
}

/** When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat); null without /proc. */
export function processStartTime(pid: number): string | null {
  return procStatFields(pid)?.[19] ?? null;
}

/** /proc/<pid>/stat from field 3 (state) on; the command name before it may hold spaces. */
function procStatFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .trim()
      .split(' ');
  } catch {
    return null;
  }
}
