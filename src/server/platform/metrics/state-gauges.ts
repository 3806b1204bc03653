import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

export type StateSources = {
  pool: pg.Pool;
  databaseAvailable: () => boolean;
  /** Open realtime sockets in this process. */
  openSockets: () => number;
};

/**
 * Gauges read from memory when Prometheus scrapes (no query, nothing kept
 * between scrapes): the database pool, whether the app thinks its database
 * answers, and the open realtime sockets.
 */
export function registerStateGauges(registry: Registry, sources: StateSources) {
  const registers = [registry];
  const { pool } = sources;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('homestay_db_pool_connections', 'Connections the pool holds open', () => pool.totalCount);
  gauge(
    'homestay_db_pool_idle_connections',
    'Open pool connections not in use',
    () => pool.idleCount,
  );
  gauge(
    'homestay_db_pool_waiting_requests',
    'Queries waiting for a pool connection (all are in use)',
    () => pool.waitingCount,
  );
  gauge(
    'homestay_db_pool_max_connections',
    'The pool size (DATABASE_POOL_SIZE)',
    () => pool.options.max ?? 10,
  );
  gauge('homestay_db_available', '1 while the database answers, 0 while requests get 503', () =>
    sources.databaseAvailable() ? 1 : 0,
  );
  gauge('homestay_realtime_sockets', 'Open realtime WebSockets in this process', () =>
    sources.openSockets(),
  );
}
