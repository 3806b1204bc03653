import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config';
import { autoPreparingClient, MAX_NAMED, StatementNames } from './auto-prepare';
import { DatabaseAvailability } from './availability';
import { acceptBeforeCommit, runBeforeCommit, runQueuedWork } from './before-commit';
import { type Logger, startEmbeddedPostgres } from './embedded/embedded-postgres';
import { migrateDatabase } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
export type DatabaseKind = 'embedded' | 'postgres';
/** A transaction's handle (./transaction.ts names it Tx; spelled here to keep imports one-way). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: DatabaseKind;
  /** Whether the database answers now; requests get 503 while it does not. */
  availability: DatabaseAvailability;
  /**
   * Calls `listener` with the transaction's handle after every
   * `db.transaction(...)` has ended (committed or not): the outbox relay's
   * wake-up (decision 149), with no NOTIFY.
   */
  afterTransaction(listener: (tx: Tx) => void): void;
  /** Ends the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
};

export const EMBEDDED_DATABASE_NAME = 'homestay';

/** The app's Drizzle handle on a pool or on one of its connections (db/one-connection.ts). */
export function appHandle(client: pg.Pool | pg.PoolClient): Db {
  return drizzle({ client, schema, casing: 'snake_case' });
}

/** Sent on each connection of a process with REALTIME_URL: its events go to the outbox. */
export const OUTBOX_SETTING = "set homestay.realtime_bus = 'outbox'";

/**
 * Wraps `db.transaction` so its callback's `beforeCommit` work (./before-commit.ts)
 * runs before the commit, and listeners hear when each one has ended.
 */
function watchTransactions(db: Db): (listener: (tx: Tx) => void) => void {
  const listeners: ((tx: Tx) => void)[] = [];
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...[run, config]: Parameters<Db['transaction']>) => {
    let handle: Tx | undefined;
    try {
      return await transaction(async (tx) => {
        handle = tx;
        acceptBeforeCommit(tx);
        const savepoint = tx.transaction.bind(tx);
        tx.transaction = (async (...args: Parameters<Tx['transaction']>) => {
          await runQueuedWork(tx);
          return savepoint(...args);
        }) as Tx['transaction'];
        const result = await run(tx);
        await runBeforeCommit(tx);
        return result;
      }, config);
    } finally {
      if (handle) for (const listener of listeners) listener(handle);
    }
  }) as Db['transaction'];
  return (listener) => listeners.push(listener);
}

/**
 * The one way the app gets a database: DATABASE_URL when set, otherwise an
 * embedded PostgreSQL under DATA_DIR. Migrations are applied before it returns.
 */
export async function openDatabase(config: AppConfig, log: Logger): Promise<Database> {
  let kind: DatabaseKind;
  let poolConfig: pg.PoolConfig;
  let stopServer: () => Promise<void> = async () => {};
  // Made before the pool: the embedded supervisor reports to it.
  let probe: () => Promise<unknown> = async () => {};
  const availability = new DatabaseAvailability(() => probe(), log);
  if (config.databaseUrl) {
    kind = 'postgres';
    poolConfig = { connectionString: config.databaseUrl };
  } else {
    kind = 'embedded';
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: EMBEDDED_DATABASE_NAME,
      log,
      onDown: (reason) => availability.markDown(reason),
      onUp: () => void availability.check(),
    });
    poolConfig = embedded.connection;
    stopServer = embedded.stop;
  }
  const pool = new pg.Pool({
    ...poolConfig,
    // The queries run again and again go as named statements (./auto-prepare.ts).
    Client: autoPreparingClient(
      new StatementNames(() =>
        log.warn(
          `${MAX_NAMED} queries are named statements already; other repeated queries go unnamed (decision 154)`,
        ),
      ),
    ),
    max: config.databasePoolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'homestay',
    // With REALTIME_URL, `publish` writes to the outbox instead of NOTIFY
    // (migration 0022 reads this setting; decision 149). The pool hands out
    // a new connection only once this has run on it.
    onConnect: config.realtimeUrl
      ? async (client) => {
          await client.query(OUTBOX_SETTING);
        }
      : undefined,
  });
  probe = () => pool.query('select 1');
  // A lost connection must not end the process. The pool listens on its idle
  // clients (and drops one that fails), but not on one checked out: a
  // connection dropped between two statements of a transaction would emit
  // 'error' with nobody listening. So every client listens for life; its
  // next query fails to its caller. Either way, ask the database at once:
  // requests get 503 until it answers again.
  // Set once close() has begun. A connection ending then is expected:
  // pool.end() resolves before its connections have closed, and stopping the
  // embedded server then ends them ("terminating connection due to
  // administrator command"). Not reported as an error at every clean shutdown.
  let closing: Promise<void> | undefined;
  const connectionLost = (error: Error) => {
    if (closing) return;
    log.warn(`Database connection error: ${error.message}`);
    void availability.check();
  };
  pool.on('connect', (client) => client.on('error', connectionLost));
  // The pool repeats an idle client's error: already heard above.
  pool.on('error', () => undefined);
  try {
    await migrateDatabase(pool);
  } catch (error) {
    availability.close();
    await pool.end().catch(() => undefined);
    await stopServer().catch(() => undefined);
    throw error;
  }
  const db = appHandle(pool);
  const afterTransaction = watchTransactions(db);
  return {
    db,
    pool,
    kind,
    availability,
    afterTransaction,
    close() {
      closing ??= (async () => {
        availability.close();
        await pool.end().catch(() => undefined);
        await stopServer();
      })();
      return closing;
    },
  };
}
