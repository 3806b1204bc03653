// `npm run deletions -- erase-due [--at <ISO time>]`: erases every account
// whose 14-day grace period has ended as of that time (default now), as the
// app's own job does on its own when it runs (issue 19, decision 141). For
// operators who want it done now (a stopped app, a one-off), and for the
// end-to-end test, which passes an explicit time. Uses DATABASE_URL, or the
// embedded database under DATA_DIR, like `npm run admin`; files through the
// configured storage, mail through SMTP_URL or DATA_DIR/outbox. Exit 1 for a
// wrong command or time.
import { loadConfig } from '../src/server/config';
import { eraseDueAccounts } from '../src/server/features/account-deletion/erase-due';
import { registerErasureJobs } from '../src/server/features/account-deletion/jobs';
import { JobRunner } from '../src/server/platform/jobs/runner';
import { createMailer } from '../src/server/platform/mail/mailer';
import { createStorage } from '../src/server/platform/storage';
import { openSeedDatabase, planSeedDatabase } from '../src/server/seed/seed-database';

const USAGE = 'Usage: npm run deletions -- erase-due [--at <ISO time, e.g. 2026-12-10T09:00:00Z>]';

function parseAt(args: string[]): Date | null {
  if (args.length === 0) return new Date();
  if (args.length !== 2 || args[0] !== '--at') return null;
  const at = new Date(args[1] ?? '');
  return Number.isNaN(at.getTime()) ? null : at;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const at = parseAt(rest);
  if (command !== 'erase-due' || !at) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig(process.env);
  const database = await openSeedDatabase(await planSeedDatabase(config), {
    info: () => {},
    warn: (message) => console.warn(message),
  });
  const log = {
    info: (message: string) => console.log(message),
    error: (obj: object, message: string) => console.error(message, obj),
  };
  const mailer = createMailer({ ...config.mail, dataDir: config.dataDir }, log);
  try {
    const runner = new JobRunner(database.db, {
      info: () => {},
      error: (obj, message) => console.error(message, obj),
    });
    registerErasureJobs(runner, { storage: createStorage(config), mailer });
    const erased = await eraseDueAccounts(database.db, runner, at);
    console.log(
      erased.length === 0
        ? `No account was due for erasure at ${at.toISOString()}.`
        : `Erased ${erased.length} account${erased.length === 1 ? '' : 's'} due at ${at.toISOString()}: ${erased.join(', ')}`,
    );
    return 0;
  } finally {
    await mailer.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
