// `npm run seed`: applies the migrations, then runs every seed step in order.
// Safe to run again, and safe while the app runs on the same DATA_DIR.
// `npm run seed -- --no-steps` only applies the migrations (the process tests
// use it where the database plumbing is under test, not the demo data).
import { ConfigError, loadConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { openSeedDatabase, planSeedDatabase } from './seed-database';
import { seedSteps } from './steps';

const USAGE = 'usage: npm run seed [-- --no-steps]';

async function main(argv: string[]): Promise<void> {
  const started = Date.now();
  const unknown = argv.filter((arg) => arg !== '--no-steps');
  if (unknown.length > 0) throw new Error(`unknown option ${unknown[0]} (${USAGE})`);
  const steps = argv.includes('--no-steps') ? [] : seedSteps;
  const config = loadConfig(process.env);
  const database = await openSeedDatabase(await planSeedDatabase(config), {
    info: () => {},
    warn: (message) => console.warn(message),
  });
  const ran: string[] = [];
  let stage = 'connecting to';
  try {
    await database.pool.query('select 1');
    stage = 'migrating';
    await migrateDatabase(database.pool);
    for (const step of steps) {
      stage = `seed step "${step.name}" on`;
      await step.run(database.db);
      ran.push(step.name);
    }
  } catch (error) {
    throw new Error(`${stage} ${database.description}: ${firstLine(error)}`);
  } finally {
    await database.close();
  }
  const done =
    steps.length === 0 && seedSteps.length > 0
      ? 'seed steps skipped (--no-steps)'
      : ran.length === 0
        ? 'no seed steps yet'
        : `${ran.length} steps (${ran.join(', ')})`;
  const lifecycle = database.startedHere ? ' (started for the seed, now stopped)' : '';
  console.log(`Seeded ${database.description}${lifecycle}: migrations applied, ${done}.`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.split('\n')[0] ?? text;
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      // One line per bad variable, as the app prints them.
      for (const problem of error.problems) process.stderr.write(`${problem}\n`);
      process.exit(78);
    }
    process.stderr.write(`Seed failed: ${firstLine(error)}\n`);
    process.exit(1);
  },
);
