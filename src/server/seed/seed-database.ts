import pg from 'pg';
import type { AppConfig } from '../config';
import { appHandle, type Db, EMBEDDED_DATABASE_NAME } from '../db/client';
import {
  findRunningEmbeddedPostgres,
  type Logger,
  type PostgresConnection,
  startEmbeddedPostgres,
} from '../db/embedded/embedded-postgres';

/** Which database `npm run seed` writes to, decided before anything is started. */
export type SeedDatabasePlan =
  | { kind: 'external'; url: string }
  | { kind: 'running-embedded'; connection: PostgresConnection }
  | { kind: 'start-embedded'; dataDir: string };

/**
 * DATABASE_URL when set; else the embedded PostgreSQL that a running app
 * started on this DATA_DIR (reached through its socket: a second server on the
 * same files is impossible); else one this process starts itself.
 */
export async function planSeedDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<SeedDatabasePlan> {
  if (config.databaseUrl) return { kind: 'external', url: config.databaseUrl };
  const running = await findRunningEmbeddedPostgres(config.dataDir);
  if (running) return { kind: 'running-embedded', connection: running };
  return { kind: 'start-embedded', dataDir: config.dataDir };
}

export type SeedDatabase = {
  pool: pg.Pool;
  db: Db;
  /** Human words for messages: where the rows go. */
  description: string;
  /** True when this process started the embedded server (and stops it in close). */
  startedHere: boolean;
  /** Ends the pool, and stops the embedded server if this process started it. */
  close(): Promise<void>;
};

export async function openSeedDatabase(plan: SeedDatabasePlan, log: Logger): Promise<SeedDatabase> {
  let poolConfig: pg.PoolConfig;
  let description: string;
  let stopServer = async () => {};
  switch (plan.kind) {
    case 'external':
      poolConfig = { connectionString: plan.url };
      description = `the PostgreSQL at ${redact(plan.url)}`;
      break;
    case 'running-embedded':
      poolConfig = plan.connection;
      description = `the embedded PostgreSQL of the running app (socket in ${plan.connection.host})`;
      break;
    case 'start-embedded': {
      const embedded = await startEmbeddedPostgres({
        dataDir: plan.dataDir,
        database: EMBEDDED_DATABASE_NAME,
        log,
      });
      poolConfig = embedded.connection;
      stopServer = embedded.stop;
      description = `the embedded PostgreSQL in ${plan.dataDir}`;
      break;
    }
  }
  const pool = new pg.Pool({ ...poolConfig, max: 2, application_name: 'homestay-seed' });
  // pool.end() resolves once its clients are asked to end, not once they
  // have: stopping the embedded server right after ends the last ones with
  // "terminating connection due to administrator command". Expected then,
  // so not reported.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) log.warn(`Database connection error: ${error.message}`);
  });
  return {
    pool,
    // The app's own handle on this pool (db/client.ts), so the seed writes as the app does.
    db: appHandle(pool),
    description,
    startedHere: plan.kind === 'start-embedded',
    async close() {
      closing = true;
      await pool.end().catch(() => undefined);
      await stopServer();
    },
  };
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
