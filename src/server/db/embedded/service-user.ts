import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type ServiceUser = { name: string; uid: number; gid: number };

export const SERVICE_USER_NAME = 'postgres';

/**
 * PostgreSQL refuses to run as root. When the app runs as root (containers,
 * CI), the database runs as the `postgres` system user instead, created if the
 * machine has none. Returns null when the app is not root: then PostgreSQL
 * runs as the same user as the app.
 */
export async function resolveServiceUser(): Promise<ServiceUser | null> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const existing = await lookupUser(SERVICE_USER_NAME);
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', SERVICE_USER_NAME]).catch(() => undefined);
    await run('useradd', [
      '--system',
      '--gid',
      SERVICE_USER_NAME,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVICE_USER_NAME,
    ]);
  } catch (error) {
    throw new Error(
      `Running as root, the embedded PostgreSQL needs a "${SERVICE_USER_NAME}" system user and creating it failed: ${String(error)}`,
    );
  }
  const created = await lookupUser(SERVICE_USER_NAME);
  if (!created)
    throw new Error(`The "${SERVICE_USER_NAME}" user could not be found after creating it.`);
  return created;
}

async function lookupUser(name: string): Promise<ServiceUser | null> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', name]).then((r) => Number.parseInt(r.stdout, 10)),
      run('id', ['-g', name]).then((r) => Number.parseInt(r.stdout, 10)),
    ]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * Lets the service user walk down to `target`: a checkout may sit in a folder
 * only root can enter (/root/…, as a CI clone may). Each ancestor that the user
 * cannot traverse gets the search bit for others (x only: entering, not
 * listing). Returns the folders changed so the caller can log them.
 */
export async function grantTraversal(target: string, user: ServiceUser): Promise<string[]> {
  const changed: string[] = [];
  let dir = path.dirname(path.resolve(target));
  const ancestors: string[] = [];
  while (true) {
    ancestors.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of ancestors) {
    const stat = await fs.stat(folder).catch(() => null);
    if (!stat) break; // Not made yet: we create it with the right owner.
    if (canTraverse(stat, user)) continue;
    await fs.chmod(folder, (stat.mode & 0o7777) | 0o001);
    changed.push(folder);
  }
  return changed;
}

function canTraverse(stat: { uid: number; gid: number; mode: number }, user: ServiceUser): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** Hands a folder (not its contents) to the service user, private to it. */
export async function ownFolder(folder: string, user: ServiceUser | null): Promise<void> {
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(folder, user.uid, user.gid);
  await fs.chmod(folder, 0o700);
}
