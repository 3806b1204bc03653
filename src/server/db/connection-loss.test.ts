import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

// A connection checked out of the pool (a transaction between two statements,
// a route awaiting something else) has no error listener of the pool's: when
// PostgreSQL drops it, `pg` emits 'error' with nobody listening, which ends
// the process. Seen as the app exiting when its external database stopped.
describe('a pooled connection lost while checked out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an error the app handles, not one that ends the process', async () => {
    const { pool } = t.app.database;
    const client = await pool.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await expect
        .poll(async () => {
          const left = await pool.query('select 1 from pg_stat_activity where pid = $1', [
            rows[0]?.pid,
          ]);
          return left.rowCount;
        })
        .toBe(0);
      // The client has read PostgreSQL's goodbye once its socket has closed.
      await new Promise((resolve) => setImmediate(resolve));
      // Its next query fails (to the caller), and the pool serves on.
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      const answer = await pool.query<{ one: number }>('select 1 as one');
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });
});
