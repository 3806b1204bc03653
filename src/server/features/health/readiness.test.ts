import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { migrationsFolder } from '../../db/migrate';

async function bundledCount(): Promise<number> {
  const journalPath = path.join(migrationsFolder(), 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers ready on a migrated database, uncached', async () => {
    const bundled = await bundledCount();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', migrations: { bundled, applied: bundled } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const pool = t.app.database.pool;
    const original = pool.query.bind(pool);
    pool.query = (() =>
      Promise.reject(new Error('connection refused'))) as unknown as typeof original;
    let res: Awaited<ReturnType<typeof t.app.inject>>;
    try {
      res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    } finally {
      pool.query = original;
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The database does not answer' },
    });
    // The probe that failed marked the database down; asking again brings it back.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stays ready when a newer version has applied more (a rolling deploy)', async () => {
    const bundled = await bundledCount();
    const pool = t.app.database.pool;
    await pool.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       select 'from-a-newer-version', max(created_at) + 1 from drizzle.__drizzle_migrations`,
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        migrations: { bundled, applied: bundled + 1 },
      });
    } finally {
      await pool.query(
        `delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'`,
      );
    }
  });

  // Last: it leaves this file's database copy one migration short.
  it('answers 503 when a migration this build carries was not applied', async () => {
    const bundled = await bundledCount();
    await t.app.database.pool.query(
      `delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: `The database lacks 1 of the ${bundled} migrations this version needs`,
      },
    });
    // Liveness is a different question: the process and its database are fine.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
