import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Storage } from '../storage';
import type { BackupBucket } from './backup-bucket';
import { applyRetention, freeName, removeLeftovers, syncDirectory } from './backup-folders';
import {
  BACKUP_FORMAT,
  MANIFEST_FILE,
  type Manifest,
  readManifest,
  verifyBackupFiles,
} from './manifest';
import { dumpDatabase } from './snapshot';
import { copyUploadsOut } from './uploads';

// Any fixed number: one backup at a time per database, across processes.
const BACKUP_LOCK_KEY = 727_274_131;

export type BackupOptions = {
  pool: pg.Pool;
  storage: Storage;
  /** The folder complete backups live in (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** How many complete backups to keep (BACKUP_KEEP). */
  keep: number;
  appVersion: string;
  /** BACKUP_S3_BUCKET: each complete backup is uploaded there too, with the same retention. */
  bucket?: BackupBucket | undefined;
  now?: Date;
};

export type BackupResult = {
  name: string;
  folder: string;
  manifest: Manifest;
  /** Old backups deleted by retention, and leftovers of runs that died. */
  removed: string[];
};

export class BackupBusyError extends Error {
  constructor() {
    super('Another backup of this database is running; try again when it has finished');
    this.name = 'BackupBusyError';
  }
}

/**
 * Takes one backup: the database (one consistent snapshot) and every
 * uploaded file, into `<name>.partial/`, checks every file against the
 * manifest, and only then renames it to `<name>/`. Older complete backups
 * are not touched until then; retention runs last. A failure removes the
 * partial folder (a killed process leaves it for the next run to remove).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const client = await options.pool.connect();
  let locked = false;
  let failed: Error | undefined;
  try {
    const lock = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      BACKUP_LOCK_KEY,
    ]);
    locked = lock.rows[0]?.ok === true;
    if (!locked) throw new BackupBusyError();
    await fs.mkdir(options.dir, { recursive: true });
    const removed = await removeLeftovers(options.dir);
    const now = options.now ?? new Date();
    const name = await freeName(options.dir, now);
    const partial = path.join(options.dir, `${name}.partial`);
    const folder = path.join(options.dir, name);
    await fs.mkdir(partial);
    try {
      const snapshot = await dumpDatabase(client, partial);
      const uploads = await copyUploadsOut(options.storage, partial);
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        createdAt: now.toISOString(),
        appVersion: options.appVersion,
        ...snapshot,
        uploads,
      };
      const handle = await fs.open(path.join(partial, MANIFEST_FILE), 'wx');
      try {
        await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // Read back what is on disk, as a restore will.
      await verifyBackupFiles(partial, await readManifest(partial));
      await syncDirectory(partial);
      await fs.rename(partial, folder);
      await syncDirectory(options.dir);
      removed.push(...(await applyRetention(options.dir, options.keep)));
      if (options.bucket) {
        // Complete locally already: a failed upload fails the run but keeps this copy.
        removed.push(...(await options.bucket.removeIncomplete()));
        await options.bucket.upload(folder, name, manifest);
        removed.push(...(await options.bucket.applyRetention(options.keep)));
      }
      return { name, folder, manifest, removed };
    } catch (error) {
      await fs.rm(partial, { recursive: true, force: true }).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (locked)
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]).catch(() => undefined);
    // After a failure the connection may be mid-COPY or gone: not back into the pool.
    client.release(failed);
  }
}
