import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Storage } from '../storage';
import {
  BackupInvalidError,
  type Manifest,
  readManifest,
  resolveInside,
  verifyBackupFiles,
} from './manifest';
import { applyMigrationsUpTo, migrationLevelProblem } from './migration-level';
import { BACKED_UP_SCHEMAS, qualified, quoteIdent } from './snapshot';
import { firstStoredKey, restoreUploads } from './uploads';

export type RestoreOptions = {
  pool: pg.Pool;
  storage: Storage;
  /** The backup's folder (the one holding manifest.json). */
  folder: string;
  /** Replace what the database and the storage hold instead of refusing. */
  force: boolean;
};

export type RestoreResult = { manifest: Manifest; rows: number };

/** A restore that would lose data or cannot work: nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Restores a backup: checks it (format, migration level, every checksum)
 * and the target (empty, unless forced) before changing anything, then in
 * ONE transaction rebuilds the schema with this code's migrations up to the
 * backup's level, loads every table with COPY (triggers and foreign-key
 * checks off, as pg_restore does), sets every sequence, and puts the uploads
 * back before committing. The app's next start migrates it forward.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await readManifest(options.folder);
  const problem = migrationLevelProblem(manifest.migration);
  if (problem) throw new RestoreRefusedError(problem);
  await verifyBackupFiles(options.folder, manifest);

  const client = await options.pool.connect();
  let broken: Error | undefined;
  try {
    if (!options.force) await refuseNonEmpty(client, options.storage);
    await client.query('begin');
    try {
      if (options.force) {
        for (const schema of BACKED_UP_SCHEMAS)
          await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
        await client.query('create schema public');
      }
      await applyMigrationsUpTo(client, manifest.migration);
      await withoutTriggers(client);
      const rows = await loadTables(client, options.folder, manifest);
      for (const sequence of manifest.sequences)
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          qualified(sequence.schema, sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      await restoreUploads(options.storage, options.folder, manifest, {
        removeOthers: options.force,
      });
      await client.query('commit');
      return { manifest, rows };
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

async function refuseNonEmpty(client: pg.ClientBase, storage: Storage): Promise<void> {
  const tables = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = any($1)
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      order by 1 limit 3`,
    [BACKED_UP_SCHEMAS],
  );
  if (tables.rows.length > 0)
    throw new RestoreRefusedError(
      `The database is not empty (it has ${tables.rows.map((r) => r.name).join(', ')}…). Restore into an empty database, or pass --force to replace everything in it.`,
    );
  const key = await firstStoredKey(storage);
  if (key)
    throw new RestoreRefusedError(
      `The uploads storage is not empty (it holds ${key}…). Restore into empty storage, or pass --force to replace what it holds.`,
    );
}

/** Triggers (append-only guards included) and foreign-key checks off for this transaction. */
async function withoutTriggers(client: pg.ClientBase): Promise<void> {
  try {
    await client.query('set local session_replication_role = replica');
  } catch (error) {
    if ((error as { code?: string }).code === '42501')
      throw new RestoreRefusedError(
        'Restoring needs a PostgreSQL role that may set session_replication_role: a superuser, or on PostgreSQL 15+ one granted it (GRANT SET ON PARAMETER session_replication_role TO <role>).',
      );
    throw error;
  }
}

async function loadTables(
  client: pg.ClientBase,
  folder: string,
  manifest: Manifest,
): Promise<number> {
  const names = manifest.tables.map((table) => qualified(table.schema, table.name));
  if (names.length > 0) await client.query(`truncate ${names.join(', ')}`);
  let rows = 0;
  for (const table of manifest.tables) {
    const columns = table.columns.map(quoteIdent).join(', ');
    const copy = client.query(
      copyFrom(`copy ${qualified(table.schema, table.name)} (${columns}) from stdin`),
    );
    await pipeline(createReadStream(resolveInside(folder, table.file)), createGunzip(), copy);
    if (copy.rowCount !== table.rows)
      throw new BackupInvalidError(
        `${table.file} loaded ${copy.rowCount} rows; the manifest says ${table.rows}`,
      );
    rows += copy.rowCount;
  }
  return rows;
}
