// `npm run deletions -- erase-due [--at <ISO time>] [--user <email or id>]`:
// erases every account whose 14-day grace period has ended as of that time
// (default now), or only that person's, as the app's own job does on its own
// when it runs (issue 19, decision 141). For operators who want it done now
// (a stopped app, a one-off), and for the end-to-end test, which passes an
// explicit time and its own person (tests running side by side on one server
// must not erase each other's accounts). Uses DATABASE_URL, or the embedded
// database under DATA_DIR, like `npm run admin`; files through the configured
// storage, mail through SMTP_URL or DATA_DIR/outbox. Exit 1 for a wrong
// command, time or person.

import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { eraseDueAccounts } from '../src/server/features/account-deletion/erase-due';
import { createMailer } from '../src/server/platform/mail/mailer';
import { createStorage } from '../src/server/platform/storage';
import { openSeedDatabase, planSeedDatabase } from '../src/server/seed/seed-database';

const USAGE =
  'Usage: npm run deletions -- erase-due [--at <ISO time, e.g. 2026-12-10T09:00:00Z>] [--user <email or id>]';

type Options = { at: Date; user: string | undefined };

/** `--at <time>` and `--user <who>`, each at most once; null when anything else is there. */
function parseOptions(args: string[]): Options | null {
  const options: Options = { at: new Date(), user: undefined };
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!flag || value === undefined || seen.has(flag)) return null;
    seen.add(flag);
    if (flag === '--at') {
      options.at = new Date(value);
      if (Number.isNaN(options.at.getTime())) return null;
    } else if (flag === '--user') options.user = value.trim().toLowerCase();
    else return null;
  }
  return options;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const options = parseOptions(rest);
  if (command !== 'erase-due' || !options) {
    console.error(USAGE);
    return 1;
  }
  const { at, user } = options;
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
    let userId: string | undefined;
    if (user) {
      const [found] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(UUID.test(user) ? eq(users.id, user) : eq(users.email, user));
      if (!found) {
        console.error(`No account is ${user}.`);
        return 1;
      }
      userId = found.id;
    }
    const deps = { storage: createStorage(config), mailer };
    const erased = await eraseDueAccounts(database.db, deps, at, userId ? { userId } : {});
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
