import type pg from 'pg';

/**
 * Ends `pool` and waits until its connections have closed. pg-pool's end()
 * resolves as soon as it has asked its idle clients to end, before they
 * have; a database dropped or stopped right after (`drop ... with (force)`)
 * then ends them itself, and the pool re-emits that "terminating connection
 * due to administrator command" as an 'error' nobody listens to: an
 * uncaught exception in the test run.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
