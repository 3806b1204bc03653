import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { listCompleteBackups } from '../../src/server/platform/backup/backup-folders';
import { readManifest, verifyBackupFiles } from '../../src/server/platform/backup/manifest';
import { createLocalDiskStorage } from '../../src/server/platform/storage/local-disk';
import { compareFolders, tableChecksums } from '../helpers/backup-drill';
import { startTestS3Server } from '../helpers/s3-server';
import { createEmptyDatabase, createTestDatabase } from '../helpers/test-database';
import {
  type Child,
  exitCode,
  childOutput as output,
  PROCESS_TEST_TIMEOUT_MS,
  type ProcessScope,
  processTest as test,
} from './app-process';

async function run(
  procs: ProcessScope,
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 120_000,
) {
  const child = procs.spawnScript(script, env, args);
  const code = await exitCode(child, timeoutMs);
  return { child, code };
}

async function expectSuccess(child: Child, code: number | string) {
  expect(code, output(child)).toBe(0);
}

/** Resolves once `name` appears in `dir` (an inotify event, not a poll), handing its full path to `then` at once. */
function whenCreated(dir: string, match: (name: string) => boolean, then: (full: string) => void) {
  return new Promise<string>((resolve) => {
    const watcher = watch(dir, (_event, name) => {
      if (!name || !match(name)) return;
      const full = path.join(dir, name);
      then(full);
      watcher.close();
      resolve(full);
    });
  });
}

describe.concurrent('npm run backup / npm run restore', {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
  test('restore drill: seed, back up, restore into an empty database and storage: every row and file the same', async ({
    procs,
  }) => {
    const source = await createTestDatabase();
    const target = await createEmptyDatabase();
    try {
      const dataDir = await procs.makeDataDir();
      const env = { DATABASE_URL: source.url, DATA_DIR: dataDir };
      const seeded = await run(procs, 'src/server/seed/main.ts', env, [], 180_000);
      await expectSuccess(seeded.child, seeded.code);

      // As it was: the backup itself then adds its row to backup_runs, after its snapshot.
      const before = await tableChecksums(source.url);
      expect(Object.keys(before).length).toBeGreaterThan(30);
      // And a private upload (the seed's photos are all public).
      await createLocalDiskStorage(path.join(dataDir, 'uploads')).put(
        'tests/signed.pdf',
        Buffer.from('%PDF-1.7 private'),
        'application/pdf',
        { visibility: 'private' },
      );
      const backup = await run(procs, 'scripts/backup.ts', env);
      await expectSuccess(backup.child, backup.code);
      const [name] = await listCompleteBackups(path.join(dataDir, 'backups'));
      expect(name).toBeDefined();
      const folder = path.join(dataDir, 'backups', name as string);
      expect(backup.child.stdout()).toContain(`Backup ${folder} complete`);
      const manifest = await readManifest(folder);
      // The seed's photos and the private file are all there.
      expect(manifest.uploads.length).toBeGreaterThan(5);
      expect(new Set(manifest.uploads.map((u) => u.visibility))).toEqual(
        new Set(['public', 'private']),
      );

      // The wiped machine: an empty database and an empty DATA_DIR.
      const freshDir = await procs.makeDataDir();
      const restore = await run(
        procs,
        'scripts/restore.ts',
        { DATABASE_URL: target.url, DATA_DIR: freshDir },
        [folder],
      );
      await expectSuccess(restore.child, restore.code);
      expect(restore.child.stdout()).toMatch(/^Restored .* rows, \d+ uploaded files\./m);

      expect(await tableChecksums(target.url)).toEqual(before);
      // Every uploaded file byte for byte, and what the storage knows of each.
      for (const part of ['objects', 'meta'])
        expect(
          await compareFolders(
            path.join(dataDir, 'uploads', part),
            path.join(freshDir, 'uploads', part),
          ),
        ).toEqual({ same: manifest.uploads.length, different: [] });

      // Restored with its rules on: the points ledger is still append-only.
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        await expect(client.query('delete from points_ledger')).rejects.toThrow();
      } finally {
        await client.end();
      }

      // A second restore onto it is refused without --force, and changes nothing.
      const again = await run(
        procs,
        'scripts/restore.ts',
        { DATABASE_URL: target.url, DATA_DIR: freshDir },
        [folder],
      );
      expect(again.code, output(again.child)).toBe(1);
      expect(again.child.stderr()).toMatch(/Restore refused: The database is not empty .*--force/);
    } finally {
      await target.drop();
      await source.drop();
    }
  });

  test('a backup killed with kill -9 midway leaves the previous one intact and restorable; the next run removes its partial folder', async ({
    procs,
  }) => {
    // The embedded database this time, started by each command itself.
    const dataDir = await procs.makeDataDir();
    const env = { DATA_DIR: dataDir };
    const migrated = await run(procs, 'src/server/seed/main.ts', env, ['--no-steps']);
    await expectSuccess(migrated.child, migrated.code);
    // Enough uploaded bytes that copying them takes a while.
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    for (let i = 0; i < 12; i += 1)
      await storage.put(
        `tests/big-${i}.bin`,
        randomBytes(2 * 1024 * 1024),
        'application/octet-stream',
        {
          visibility: i % 2 ? 'public' : 'private',
        },
      );

    const first = await run(procs, 'scripts/backup.ts', env);
    await expectSuccess(first.child, first.code);
    const backups = path.join(dataDir, 'backups');
    const [good] = await listCompleteBackups(backups);
    if (!good) throw new Error('no first backup');

    // The second: killed as soon as it copies the uploads (its database part written).
    let killed: Child | undefined;
    const partialSeen = whenCreated(
      backups,
      (name) => name.endsWith('.partial'),
      () => undefined,
    );
    const child = procs.spawnScript('scripts/backup.ts', env);
    const partial = await partialSeen;
    await whenCreated(
      partial,
      (name) => name === 'uploads',
      () => {
        child.process.kill('SIGKILL');
        killed = child;
      },
    );
    expect(await child.exited).toBe('SIGKILL');
    expect(killed).toBe(child);
    expect((await fs.readdir(backups)).sort()).toEqual([good, path.basename(partial)].sort());
    expect(await listCompleteBackups(backups)).toEqual([good]);
    await verifyBackupFiles(path.join(backups, good), await readManifest(path.join(backups, good)));

    // The previous backup restores onto a new, empty DATA_DIR (embedded database made there).
    const freshDir = await procs.makeDataDir();
    const restore = await run(procs, 'scripts/restore.ts', { DATA_DIR: freshDir }, [
      path.join(backups, good),
    ]);
    await expectSuccess(restore.child, restore.code);
    expect(restore.child.stdout()).toContain('12 uploaded files');
    expect(
      await compareFolders(
        path.join(dataDir, 'uploads', 'objects'),
        path.join(freshDir, 'uploads', 'objects'),
      ),
    ).toEqual({ same: 12, different: [] });

    // The next run cleans the partial folder up and completes.
    const next = await run(procs, 'scripts/backup.ts', env);
    await expectSuccess(next.child, next.code);
    const after = await fs.readdir(backups);
    expect(after.some((name) => name.endsWith('.partial'))).toBe(false);
    expect(await listCompleteBackups(backups)).toHaveLength(2);
    expect(next.child.stdout()).toContain(`Removed: ${path.basename(partial)}.`);
  });

  test('to an S3 bucket and back: npm run restore -- s3:latest on a machine with nothing local', async ({
    procs,
  }) => {
    const s3 = await startTestS3Server('homestay-backups');
    const source = await createTestDatabase();
    const target = await createEmptyDatabase();
    try {
      const bucketEnv = {
        BACKUP_S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      };
      const dataDir = await procs.makeDataDir();
      await createLocalDiskStorage(path.join(dataDir, 'uploads')).put(
        'tests/avatar.webp',
        randomBytes(4096),
        'image/webp',
        { visibility: 'public' },
      );
      const before = await tableChecksums(source.url);
      const backup = await run(procs, 'scripts/backup.ts', {
        DATABASE_URL: source.url,
        DATA_DIR: dataDir,
        ...bucketEnv,
      });
      await expectSuccess(backup.child, backup.code);
      expect(backup.child.stdout()).toMatch(/Uploaded to s3:\/\/homestay-backups\/.+\/\./);

      const freshDir = await procs.makeDataDir();
      const restore = await run(
        procs,
        'scripts/restore.ts',
        { DATABASE_URL: target.url, DATA_DIR: freshDir, ...bucketEnv },
        ['s3:latest'],
      );
      await expectSuccess(restore.child, restore.code);
      expect(restore.child.stdout()).toContain('1 uploaded files');
      expect(await tableChecksums(target.url)).toEqual(before);
      expect(
        await compareFolders(
          path.join(dataDir, 'uploads', 'objects'),
          path.join(freshDir, 'uploads', 'objects'),
        ),
      ).toEqual({ same: 1, different: [] });
      // The download was a scratch copy: nothing is left in the new machine's BACKUP_DIR.
      expect(await fs.readdir(path.join(freshDir, 'backups'))).toEqual([]);
    } finally {
      await target.drop();
      await source.drop();
      await s3.close();
    }
  });
});
