import pg from 'pg';
import { appHandle, type Db } from './client';
import type { Queryable } from './transaction';

/*
 * A request's reads on one connection (issue 18). The pool hands out its
 * connections first come, first served, so under load a query waits behind
 * every query asked for before it: at Explore's 50 connections on a pool of
 * 10, about 40 of them. A request that needed a second query (a page the
 * first one left short, a viewer's skills not kept) queued twice and took
 * twice as long; those were 1.8 % of the bench's requests, so they were its
 * p99. Holding one connection for all of a request's queries makes the
 * second one cost only its own time.
 *
 * For reads that need no transaction: the handle given to `work` refuses
 * one (a transaction must go through the app's db, which runs its
 * before-commit work and tells the outbox relay: client.ts).
 */

/** One handle per connection, made on its first use (a handle costs a walk of the schema). */
const handles = new WeakMap<pg.PoolClient, Db>();

function handleOf(client: pg.PoolClient): Db {
  let handle = handles.get(client);
  if (!handle) {
    handle = appHandle(client);
    handle.transaction = (() => {
      throw new Error('onOneConnection: begin a transaction on the app db, not here');
    }) as Db['transaction'];
    handles.set(client, handle);
  }
  return handle;
}

/**
 * Runs `work` with one of the pool's connections held from its first query
 * to its last. On a handle that is already one connection (an open
 * transaction), runs it there.
 */
export async function onOneConnection<Q extends Queryable, T>(
  db: Q,
  work: (q: Q) => Promise<T>,
): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work(db);
  const client = await pool.connect();
  try {
    // A handle like the app's (client.ts), on this connection only.
    const result = await work(handleOf(client) as Q);
    client.release();
    return result;
  } catch (error) {
    // As pool.query does after any failed query: the connection is dropped,
    // so one lost mid-request is never handed out again.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
