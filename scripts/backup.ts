// `npm run backup`: one backup now (issue 21, docs/decisions/131-backups.md):
// the database as one consistent snapshot and every uploaded file, into
// BACKUP_DIR (default DATA_DIR/backups), with a manifest of checksums, and
// then to BACKUP_S3_BUCKET when set.
// Against DATABASE_URL or the embedded database under DATA_DIR, whether or
// not the app is running. Older backups beyond BACKUP_KEEP are deleted only
// after this one is complete. Exit 1 when the backup failed (nothing older
// was touched).
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupBucket } from '../src/server/platform/backup/backup-bucket';
import { errorText, recordBackupRun } from '../src/server/platform/backup/backup-status';
import { createBackup } from '../src/server/platform/backup/create-backup';
import { appVersion } from '../src/server/platform/project-root';
import { createStorage } from '../src/server/platform/storage';
import { openSeedDatabase, planSeedDatabase } from '../src/server/seed/seed-database';

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error('Usage: npm run backup');
    return 1;
  }
  const config = loadConfig(process.env);
  const database = await openSeedDatabase(await planSeedDatabase(config), {
    info: () => {},
    warn: (message) => console.warn(message),
  });
  const startedAt = new Date();
  const bucket = config.backup.s3 ? new BackupBucket(config.backup.s3) : undefined;
  try {
    const result = await createBackup({
      pool: database.pool,
      storage: createStorage(config),
      dir: config.backup.dir,
      keep: config.backup.keep,
      appVersion: appVersion(),
      bucket,
    });
    await recordBackupRun(database.db, 'command', startedAt, { ok: true, name: result.name });
    const { manifest } = result;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup ${result.folder} complete: ${manifest.tables.length} tables (${rows} rows) of ${database.description} at migration ${manifest.migration.tag ?? manifest.migration.createdAt}, ${manifest.uploads.length} uploaded files.`,
    );
    if (bucket) console.log(`Uploaded to ${bucket.description}/${result.name}/.`);
    if (result.removed.length > 0) console.log(`Removed: ${result.removed.join(', ')}.`);
    return 0;
  } catch (error) {
    await recordBackupRun(database.db, 'command', startedAt, { ok: false, error }).catch(
      () => undefined,
    );
    console.error(`Backup failed: ${errorText(error)}`);
    console.error(`Earlier backups in ${config.backup.dir} are untouched.`);
    return 1;
  } finally {
    bucket?.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      process.exit(78);
    }
    console.error(`Backup failed: ${errorText(error)}`);
    process.exit(2);
  },
);
