import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a running embedded PostgreSQL leaves in DATA_DIR so that other
 * processes (`npm run seed`, a second `npm start`) can find it instead of
 * starting a second server on the same files.
 */
export type EmbeddedRuntime = {
  ownerPid: number;
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

/** True when a process with this pid exists (whoever owns it). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
