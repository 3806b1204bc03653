// `npm run points:verify`: rebuilds profiles.points and every membership's
// exchange_points from the points ledger and reports each disagreement
// (exit 1), or says they agree (exit 0). Read-only. Uses DATABASE_URL, or the
// embedded database under DATA_DIR, like `npm run seed`.
import { loadConfig } from '../src/server/config';
import { verifyPoints } from '../src/server/features/points/service';
import { openSeedDatabase, planSeedDatabase } from '../src/server/seed/seed-database';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openSeedDatabase(await planSeedDatabase(config), {
    info: () => {},
    warn: (message) => console.warn(message),
  });
  try {
    const problems = await verifyPoints(database.db);
    const [ledger] = (
      await database.pool.query<{ rows: string; helpers: string }>(
        'select count(*) as rows, count(distinct helper_id) as helpers from points_ledger',
      )
    ).rows;
    if (problems.length === 0) {
      console.log(
        `Points agree with the ledger (${ledger?.rows ?? 0} ledger rows, ${ledger?.helpers ?? 0} helpers) on ${database.description}.`,
      );
      return 0;
    }
    console.error(`${problems.length} balance(s) disagree with the ledger:`);
    for (const p of problems) console.error(JSON.stringify(p));
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
