import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE } from './manifest';

/**
 * The backup folder's layout: complete backups are `<time>/` folders with a
 * manifest; one being written is `<time>.partial/`, one being deleted is
 * `<time>.deleting/`. Only a rename makes a folder complete, so a backup
 * killed at any point leaves a `.partial` that the next run removes, and
 * never a complete-looking folder with half its files.
 */
const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z(-\d+)?$/;
const LEFTOVER = /^(.+)\.(partial|deleting)$/;

/** A folder name for a backup taken at `now`; sorts in time order. */
export function backupName(now: Date): string {
  return now.toISOString().replace(/:/g, '-');
}

/** Complete backups in `dir`, oldest first (names sort in time order). */
export async function listCompleteBackups(dir: string): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readDirOrEmpty(dir)) {
    if (!entry.isDirectory() || !NAME.test(entry.name)) continue;
    const manifest = await fs.stat(path.join(dir, entry.name, MANIFEST_FILE)).catch(() => null);
    if (manifest?.isFile()) names.push(entry.name);
  }
  return names.sort(compareNames);
}

/** A free `<name>` (with `-2`, `-3`… if two backups share a millisecond). */
export async function freeName(dir: string, now: Date): Promise<string> {
  const base = backupName(now);
  const taken = new Set(
    (await readDirOrEmpty(dir)).map((entry) => entry.name.replace(LEFTOVER, '$1')),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Removes `.partial` and `.deleting` folders left by a run that died. Call only while holding the backup lock. */
export async function removeLeftovers(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readDirOrEmpty(dir)) {
    if (!entry.isDirectory() || !LEFTOVER.test(entry.name)) continue;
    await fs.rm(path.join(dir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/** Deletes the oldest complete backups beyond `keep` (renamed first, so a half-deleted one never looks complete). */
export async function applyRetention(dir: string, keep: number): Promise<string[]> {
  const complete = await listCompleteBackups(dir);
  const doomed = complete.slice(0, Math.max(0, complete.length - keep));
  for (const name of doomed) {
    const deleting = path.join(dir, `${name}.deleting`);
    await fs.rename(path.join(dir, name), deleting);
    await fs.rm(deleting, { recursive: true, force: true });
  }
  return doomed;
}

/** Makes a rename or a new file in `dir` durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function compareNames(a: string, b: string): number {
  const [baseA, nA] = splitSuffix(a);
  const [baseB, nB] = splitSuffix(b);
  return baseA < baseB ? -1 : baseA > baseB ? 1 : nA - nB;
}

function splitSuffix(name: string): [string, number] {
  const match = /^(.*Z)(?:-(\d+))?$/.exec(name);
  return [match?.[1] ?? name, Number(match?.[2] ?? 1)];
}

async function readDirOrEmpty(dir: string) {
  try {
    return await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
