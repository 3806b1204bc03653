import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { compiledSql } from './compiled';
import { onOneConnection } from './one-connection';
import { profiles } from './schema';
import type { Queryable } from './transaction';

const backendPid = compiledSql<{ pid: number }>(() => sql`select pg_backend_pid() as pid`);

async function pidOf(q: Queryable): Promise<number> {
  const { rows } = await q.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  return Number(rows[0]?.pid);
}

describe('onOneConnection', () => {
  let t: TestApp;
  let pool: pg.Pool;
  beforeAll(async () => {
    t = await createTestApp();
    pool = t.app.database.pool;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs every query of its work on one connection, and gives it back after', async () => {
    const db = t.app.database.db;
    const user = await createUser(t.app);
    const pids = await onOneConnection(db, async (q) => {
      const [row] = await q
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, user.id));
      expect(row?.id).toBe(user.id);
      // Asked at once: through the pool these would take connections of their own.
      const [a, b, built] = await Promise.all([pidOf(q), pidOf(q), backendPid(q, {})]);
      return [a, b, Number(built.rows[0]?.pid), await pidOf(q)];
    });
    expect(new Set(pids).size).toBe(1);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('does not queue for the pool again: its next query runs while every other connection is taken', async () => {
    const db = t.app.database.db;
    const max = pool.options.max as number;
    const others: pg.PoolClient[] = [];
    try {
      const answer = await onOneConnection(db, async (q) => {
        await pidOf(q);
        // Everyone else now holds the rest of the pool.
        for (let i = 1; i < max; i++) others.push(await pool.connect());
        expect(pool.totalCount).toBe(max);
        expect(pool.idleCount).toBe(0);
        // Through the pool this would wait for a connection (and time out).
        return pidOf(q);
      });
      expect(answer).toBeGreaterThan(0);
    } finally {
      for (const client of others) client.release();
    }
  });

  it('drops the connection when its work fails, so nothing is held', async () => {
    const db = t.app.database.db;
    let failedPid = 0;
    await expect(
      onOneConnection(db, async (q) => {
        failedPid = await pidOf(q);
        await q.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // The next work gets a connection that answers, not the one that failed.
    const next = await onOneConnection(db, pidOf);
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(failedPid);
  });

  it('refuses a transaction on its handle (those go through the app’s db)', async () => {
    const db = t.app.database.db;
    await expect(
      onOneConnection(db, async (q) => (q as typeof db).transaction(async () => undefined)),
    ).rejects.toThrow('begin a transaction on the app db');
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('inside a transaction, runs on the transaction’s own connection', async () => {
    const db = t.app.database.db;
    const user = await createUser(t.app);
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ fullName: 'Inside Only' }).where(eq(profiles.id, user.id));
      const seen = await onOneConnection(tx, async (q) => {
        expect(await pidOf(q)).toBe(await pidOf(tx));
        const [row] = await q
          .select({ fullName: profiles.fullName })
          .from(profiles)
          .where(eq(profiles.id, user.id));
        return row?.fullName;
      });
      expect(seen).toBe('Inside Only');
    });
  });
});
