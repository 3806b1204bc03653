// `npm run restore -- <backup> [--force]` (issue 21, docs/decisions/131-backups.md):
// <backup> is a backup's folder, its name in BACKUP_DIR, or `latest`; or
// `s3:<name>` / `s3:latest` in BACKUP_S3_BUCKET (downloaded into BACKUP_DIR first). Restores
// into an empty database (DATABASE_URL, or the embedded one under DATA_DIR,
// made on an empty DATA_DIR) and empty uploads storage; `--force` replaces
// what is there instead. Refuses a backup whose migration level is newer
// than this code, and a backup whose files do not match their checksums.
// Exit 1 when refused (nothing changed), 2 when it failed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupBucket } from '../src/server/platform/backup/backup-bucket';
import { listCompleteBackups } from '../src/server/platform/backup/backup-folders';
import { errorText } from '../src/server/platform/backup/backup-status';
import { BackupInvalidError } from '../src/server/platform/backup/manifest';
import { RestoreRefusedError, restoreBackup } from '../src/server/platform/backup/restore';
import { createStorage } from '../src/server/platform/storage';
import { openSeedDatabase, planSeedDatabase } from '../src/server/seed/seed-database';

const USAGE =
  'Usage: npm run restore -- <backup folder | name in BACKUP_DIR | latest | s3:<name> | s3:latest> [--force]';

class Refused extends Error {}

async function resolveBackup(given: string, backupDir: string): Promise<string> {
  if (given === 'latest') {
    const latest = (await listCompleteBackups(backupDir)).at(-1);
    if (!latest) throw new Refused(`No complete backup in ${backupDir}.`);
    return path.join(backupDir, latest);
  }
  for (const candidate of [path.resolve(given), path.join(backupDir, given)]) {
    if ((await fs.stat(candidate).catch(() => null))?.isDirectory()) return candidate;
  }
  throw new Refused(`No backup folder ${given} (looked in the current folder and ${backupDir}).`);
}

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]?.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig(process.env);
  const given = rest[0] as string;
  const plan = await planSeedDatabase(config);
  if (plan.kind === 'running-embedded')
    throw new Refused(`The app is running on ${config.dataDir}: stop it before restoring.`);
  let download: string | undefined;
  let folder: string;
  if (given.startsWith('s3:')) {
    if (!config.backup.s3) throw new Refused(`${given}: BACKUP_S3_BUCKET is not set.`);
    const bucket = new BackupBucket(config.backup.s3);
    try {
      const name = given === 's3:latest' ? (await bucket.completeBackups()).at(-1) : given.slice(3);
      if (!name || !(await bucket.completeBackups()).includes(name))
        throw new Refused(`No complete backup ${given.slice(3)} in ${bucket.description}.`);
      await fs.mkdir(config.backup.dir, { recursive: true });
      download = await fs.mkdtemp(path.join(config.backup.dir, '.restore-'));
      await bucket.download(name, download).catch(async (error: unknown) => {
        if (download) await fs.rm(download, { recursive: true, force: true });
        throw error;
      });
      folder = download;
      console.log(`Downloaded ${bucket.description}/${name}/.`);
    } finally {
      bucket.close();
    }
  } else {
    folder = await resolveBackup(given, config.backup.dir);
  }
  const database = await openSeedDatabase(plan, {
    info: () => {},
    warn: (message) => console.warn(message),
  });
  try {
    const result = await restoreBackup({
      pool: database.pool,
      storage: createStorage(config),
      folder,
      force,
    });
    const { manifest } = result;
    console.log(
      `Restored ${folder} (made ${manifest.createdAt} by Homestay ${manifest.appVersion}, migration ${manifest.migration.tag ?? manifest.migration.createdAt}) into ${database.description}: ${manifest.tables.length} tables, ${result.rows} rows, ${manifest.uploads.length} uploaded files.`,
    );
    console.log('Start the app (npm start): it applies any newer migrations.');
    return 0;
  } finally {
    await database.close();
    if (download) await fs.rm(download, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      process.exit(78);
    }
    const refused =
      error instanceof Refused ||
      error instanceof RestoreRefusedError ||
      error instanceof BackupInvalidError;
    console.error(`Restore ${refused ? 'refused' : 'failed'}: ${errorText(error)}`);
    if (!refused)
      console.error(
        'Nothing was committed; fix the cause and run it again (with --force if the target is no longer empty).',
      );
    process.exit(refused ? 1 : 2);
  },
);
