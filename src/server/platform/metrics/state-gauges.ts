import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

export type StateSources = {
  pool: pg.Pool;
  databaseAvailable: () => boolean;
  /** Open realtime sockets in this process. */
  openSockets: () => number;
  /** The backups' state as /api/health has it (null before it is first read). */
  backups: () => { lastSuccessAt: string | null; state: 'ok' | 'failing' | 'none' } | null;
};

/**
 * Gauges read from memory when Prometheus scrapes (no query, nothing kept
 * between scrapes): the database pool, whether the app thinks its database
 * answers, the open realtime sockets, and the backups (their age is
 * `time() - homestay_backup_last_success_timestamp_seconds`, the usual
 * Prometheus form, so an alert needs no gauge that ticks by itself).
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
  gauge(
    'homestay_backup_last_success_timestamp_seconds',
    'When the last complete backup finished (Unix seconds; 0 when none has)',
    () => {
      const at = sources.backups()?.lastSuccessAt;
      return at ? Date.parse(at) / 1000 : 0;
    },
  );
  gauge(
    'homestay_backup_failing',
    '1 when a backup failed after the last complete one, else 0',
    () => (sources.backups()?.state === 'failing' ? 1 : 0),
  );
}
