import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import { compareFolders, tableChecksums } from '../../../../tests/helpers/backup-drill';
import { startTestS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { createEmptyDatabase, type TestDatabase } from '../../../../tests/helpers/test-database';
import { createLocalDiskStorage } from '../storage/local-disk';
import { BackupBucket } from './backup-bucket';
import { listCompleteBackups } from './backup-folders';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore';

describe('backups in an S3 bucket (s3rver)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let bucket: BackupBucket;
  let scratch: string;
  let target: TestDatabase;

  beforeAll(async () => {
    s3 = await startTestS3Server('homestay-backups');
    t = await createTestApp();
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-backup-s3-'));
    target = await createEmptyDatabase();
    bucket = new BackupBucket({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await createUser(t.app);
    await t.app.storage.put('tests/photo.webp', Buffer.from('RIFF....WEBP'), 'image/webp', {
      visibility: 'public',
    });
  });
  afterAll(async () => {
    bucket.close();
    await target.drop();
    await t.close();
    await s3.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it('uploads each complete backup (manifest last), keeps BACKUP_KEEP there, removes what a cut-short upload left, and restores from it', async () => {
    // What an upload killed half way leaves: files, no manifest.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: '2020-01-01T00-00-00.000Z/db/public.users.copy.gz',
        Body: 'half',
      }),
    );
    client.destroy();

    const dir = path.join(scratch, 'backups');
    const names: string[] = [];
    const removed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await createBackup({
        pool: t.app.database.pool,
        storage: t.app.storage,
        dir,
        keep: 2,
        appVersion: '0.0.0-test',
        bucket,
      });
      names.push(result.name);
      removed.push(...result.removed);
    }
    expect(await bucket.completeBackups()).toEqual(names.slice(-2));
    expect(await listCompleteBackups(dir)).toEqual(names.slice(-2));
    expect(removed).toContain(`s3://${s3.bucket}/2020-01-01T00-00-00.000Z`);
    expect(removed).toContain(`s3://${s3.bucket}/${names[0]}`);

    // A new machine: nothing local, the backup comes down from the bucket.
    const download = path.join(scratch, 'download');
    await fs.mkdir(download);
    const latest = (await bucket.completeBackups()).at(-1) as string;
    const manifest = await bucket.download(latest, download);
    expect(manifest.uploads.map((u) => u.key)).toEqual(['tests/photo.webp']);
    const uploads = path.join(scratch, 'restored-uploads');
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    try {
      await restoreBackup({
        pool,
        storage: createLocalDiskStorage(uploads),
        folder: download,
        force: false,
      });
    } finally {
      await pool.end();
    }
    expect(await tableChecksums(target.url)).toEqual(await tableChecksums(t.database.url));
    expect(
      await compareFolders(
        path.join(t.dataDir, 'uploads', 'objects'),
        path.join(uploads, 'objects'),
      ),
    ).toEqual({ same: 1, different: [] });
  });
});
