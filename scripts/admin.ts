// `npm run admin -- grant you@example.com` | `-- revoke you@example.com` |
// `-- list`: the only way to make or unmake an operator (issue 15, decision
// 110); never through the API. Each change lands in the audit log with
// "command line" as its actor. Uses DATABASE_URL, or the embedded database
// under DATA_DIR, like `npm run seed`. Exit 1 for an unknown email or a
// wrong command.
import { loadConfig } from '../src/server/config';
import {
  grantAdmin,
  listAdmins,
  type OperatorChange,
  revokeAdmin,
} from '../src/server/features/admin/operators';
import { openSeedDatabase, planSeedDatabase } from '../src/server/seed/seed-database';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

const SAID: Record<OperatorChange, (email: string) => string> = {
  granted: (email) => `${email} is now an operator.`,
  revoked: (email) => `${email} is no longer an operator.`,
  unchanged: (email) => `Nothing to change for ${email}.`,
  unknown_email: (email) => `No account has the email ${email}.`,
};

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  const change = command === 'grant' ? grantAdmin : command === 'revoke' ? revokeAdmin : null;
  if (!(command === 'list' || (change && email))) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig(process.env);
  const database = await openSeedDatabase(await planSeedDatabase(config), {
    info: () => {},
    warn: (message) => console.warn(message),
  });
  try {
    if (command === 'list') {
      const operators = await listAdmins(database.db);
      if (operators.length === 0) console.log('No operators.');
      for (const o of operators)
        console.log(`${o.email}\t${o.name}\tsince ${o.grantedAt.toISOString()}`);
      return 0;
    }
    if (!change || !email) return 1;
    const result = await change(database.db, email);
    const line = SAID[result](email);
    if (result === 'unknown_email') {
      console.error(line);
      return 1;
    }
    console.log(line);
    return 0;
  } finally {
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
