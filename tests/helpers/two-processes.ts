import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from './test-app';

export type TwoProcesses = { first: TestApp; second: FastifyInstance };

/**
 * Two app instances on one PostgreSQL, each with its own realtime listener,
 * standing for two server processes (issue 20's per-process caches). Made
 * before the file's tests, closed after them.
 */
export function twoProcesses(): TwoProcesses {
  const apps = {} as TwoProcesses;
  beforeAll(async () => {
    apps.first = await createTestApp();
    apps.second = await buildApp(apps.first.config);
  });
  afterAll(async () => {
    await apps.second?.close();
    await apps.first?.close();
  });
  return apps;
}

/** Polls until `check` holds; returns how long it took (fails after 1 s). */
export async function within1s(check: () => Promise<boolean> | boolean): Promise<number> {
  const start = performance.now();
  await expect.poll(check, { timeout: 1_000, interval: 10 }).toBe(true);
  return performance.now() - start;
}

/**
 * Runs one statement with triggers off, so no process hears of it: only the
 * database knows (what a change that forgets to announce itself would do).
 */
export async function writeSilently(app: FastifyInstance, text: string, values: unknown[]) {
  const client = await app.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(text, values);
    await client.query('commit');
  } finally {
    client.release();
  }
}

/**
 * Cuts the realtime listening connections of this test file's processes (as
 * when PostgreSQL restarts), and only theirs: the other files running at the
 * same time on the same PostgreSQL have databases of their own.
 */
export async function cutListeningConnections(app: FastifyInstance): Promise<void> {
  await app.database.pool.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'homestay-realtime' and datname = current_database()",
  );
}
