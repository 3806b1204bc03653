import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import { filesUnder, tableChecksums } from '../../../../tests/helpers/backup-drill';
import { endPool } from '../../../../tests/helpers/end-pool';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { createEmptyDatabase, type TestDatabase } from '../../../../tests/helpers/test-database';
import { createLocalDiskStorage } from '../storage/local-disk';
import { listCompleteBackups } from './backup-folders';
import { createBackup } from './create-backup';
import { BackupInvalidError, MANIFEST_FILE, type Manifest } from './manifest';
import { codeMigrationLevel } from './migration-level';
import { RestoreRefusedError, restoreBackup } from './restore';

describe('backup and restore (in process)', () => {
  let t: TestApp;
  let scratch: string;
  const empties: TestDatabase[] = [];
  const pools: pg.Pool[] = [];

  const backupDir = () => path.join(scratch, 'backups');
  const backUp = (keep = 7) =>
    createBackup({
      pool: t.app.database.pool,
      storage: t.app.storage,
      dir: backupDir(),
      keep,
      appVersion: '0.0.0-test',
    });
  async function emptyTarget() {
    const database = await createEmptyDatabase();
    empties.push(database);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pools.push(pool);
    const uploads = await fs.mkdtemp(path.join(scratch, 'uploads-'));
    return { database, pool, uploads, storage: createLocalDiskStorage(uploads) };
  }
  async function copyOf(folder: string): Promise<string> {
    const copy = `${folder}-copy-${Math.random().toString(36).slice(2)}`;
    await fs.cp(folder, copy, { recursive: true });
    return copy;
  }

  beforeAll(async () => {
    t = await createTestApp();
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-backup-test-'));
    await createUser(t.app);
    await createUser(t.app);
    await t.app.storage.put('tests/public.png', Buffer.from([0, 1, 2, 255]), 'image/png', {
      visibility: 'public',
    });
    await t.app.storage.put(
      'tests/deep/private.pdf',
      Buffer.from('%PDF-1.7 ✓'),
      'application/pdf',
      {
        visibility: 'private',
      },
    );
  });
  afterAll(async () => {
    for (const pool of pools) await endPool(pool);
    for (const database of empties) await database.drop();
    await t.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it('writes a complete backup with a manifest, then restores it into an empty database and storage', async () => {
    const result = await backUp();
    expect(path.basename(result.folder)).toBe(result.name);
    const manifest = JSON.parse(
      await fs.readFile(path.join(result.folder, MANIFEST_FILE), 'utf8'),
    ) as Manifest;
    expect(manifest).toMatchObject({
      format: 1,
      appVersion: '0.0.0-test',
      migration: codeMigrationLevel(),
    });
    expect(manifest.tables.map((table) => `${table.schema}.${table.name}`)).toEqual(
      expect.arrayContaining(['public.users', 'public.jobs', 'drizzle.__drizzle_migrations']),
    );
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThanOrEqual(2);
    expect(manifest.uploads.map((u) => [u.key, u.visibility, u.contentType]).sort()).toEqual([
      ['tests/deep/private.pdf', 'private', 'application/pdf'],
      ['tests/public.png', 'public', 'image/png'],
    ]);
    expect(manifest.tables.every((table) => /^[0-9a-f]{64}$/.test(table.sha256))).toBe(true);

    const target = await emptyTarget();
    const restored = await restoreBackup({
      pool: target.pool,
      storage: target.storage,
      folder: result.folder,
      force: false,
    });
    expect(restored.rows).toBe(manifest.tables.reduce((sum, table) => sum + table.rows, 0));
    expect(await tableChecksums(target.database.url)).toEqual(await tableChecksums(t.database.url));
    expect(await filesUnder(path.join(target.uploads, 'objects'))).toEqual(
      await filesUnder(path.join(t.dataDir, 'uploads', 'objects')),
    );
  });

  it('refuses a database or storage that is not empty, unless forced', async () => {
    const { folder } = await backUp();
    const before = await tableChecksums(t.database.url);
    await expect(
      restoreBackup({ pool: t.app.database.pool, storage: t.app.storage, folder, force: false }),
    ).rejects.toThrow(/The database is not empty .*--force/);
    expect(await tableChecksums(t.database.url)).toEqual(before);

    const target = await emptyTarget();
    await target.storage.put('stray/file.txt', Buffer.from('x'), 'text/plain', {
      visibility: 'private',
    });
    await expect(
      restoreBackup({ pool: target.pool, storage: target.storage, folder, force: false }),
    ).rejects.toThrow(/uploads storage is not empty \(it holds stray\/file.txt…\)/);
    expect(await tableChecksums(target.database.url)).toEqual({});

    // Forced over a database with rows of its own: exactly the backup's rows and files after.
    await createUser(t.app);
    const other = await emptyTarget();
    await restoreBackup({ pool: other.pool, storage: other.storage, folder, force: false });
    await other.pool.query(`update users set name = 'Changed' where true`);
    await other.storage.put('stray/other.txt', Buffer.from('y'), 'text/plain', {
      visibility: 'public',
    });
    await restoreBackup({ pool: other.pool, storage: other.storage, folder, force: true });
    expect(await tableChecksums(other.database.url)).toEqual(before);
    expect([...(await filesUnder(path.join(other.uploads, 'objects'))).keys()].sort()).toEqual(
      ['tests/deep/private.pdf', 'tests/public.png'].map((key) => key.split('/').join(path.sep)),
    );
  });

  it('refuses a backup newer than the code, and one whose files do not match their checksums', async () => {
    const { folder } = await backUp();
    const target = await emptyTarget();

    const newer = await copyOf(folder);
    const manifest = JSON.parse(await fs.readFile(path.join(newer, MANIFEST_FILE), 'utf8'));
    manifest.migration = { createdAt: manifest.migration.createdAt + 1, tag: null, count: 99 };
    await fs.writeFile(path.join(newer, MANIFEST_FILE), JSON.stringify(manifest));
    const refusal = restoreBackup({
      pool: target.pool,
      storage: target.storage,
      folder: newer,
      force: false,
    });
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(
      `This backup is newer than this code: its database is at migration ${manifest.migration.createdAt}, this code knows migrations only up to ${codeMigrationLevel().tag}.`,
    );

    const tampered = await copyOf(folder);
    const usersFile = path.join(tampered, 'db', 'public.users.copy.gz');
    const bytes = await fs.readFile(usersFile);
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff;
    await fs.writeFile(usersFile, bytes);
    const damaged = restoreBackup({
      pool: target.pool,
      storage: target.storage,
      folder: tampered,
      force: false,
    });
    await expect(damaged).rejects.toBeInstanceOf(BackupInvalidError);
    await expect(damaged).rejects.toThrow(
      'The backup is damaged: db/public.users.copy.gz does not match its checksum in manifest.json',
    );

    const uploadGone = await copyOf(folder);
    await fs.rm(path.join(uploadGone, 'uploads', 'tests', 'public.png'));
    await expect(
      restoreBackup({
        pool: target.pool,
        storage: target.storage,
        folder: uploadGone,
        force: false,
      }),
    ).rejects.toThrow('The backup is damaged: uploads/tests/public.png is missing');

    // Nothing was changed by any of them: the target is still empty.
    expect(await tableChecksums(target.database.url)).toEqual({});
    expect(await filesUnder(target.uploads)).toEqual(new Map());
  });

  it('keeps BACKUP_KEEP complete backups, deleting the oldest only after a new one is complete', async () => {
    const dir = backupDir();
    await fs.rm(dir, { recursive: true, force: true });
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const result = await backUp(2);
      names.push(result.name);
      expect(await listCompleteBackups(dir)).toEqual(names.slice(-2));
    }
    // A backup that fails half way (the database written, then the disk
    // fills while copying the uploads) leaves the two intact and no partial.
    const failing = {
      ...t.app.storage,
      async *list() {
        yield 'tests/public.png';
        throw new Error('ENOSPC: no space left on device');
      },
    };
    await expect(
      createBackup({
        pool: t.app.database.pool,
        storage: failing,
        dir,
        keep: 2,
        appVersion: '0.0.0-test',
      }),
    ).rejects.toThrow('ENOSPC');
    expect(await listCompleteBackups(dir)).toEqual(names.slice(-2));
    expect((await fs.readdir(dir)).sort()).toEqual(names.slice(-2));
  });
});
