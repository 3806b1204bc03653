import { drizzle } from 'drizzle-orm/node-postgres';
import type { Queryable } from './transaction';

/*
 * Statements built once (issue 20, decision 156). Drizzle builds a query's
 * SQL afresh on every call: for a chat send's statements 60–140 µs each, a
 * tenth of the server's CPU per message. `.prepare()` builds once, but binds
 * the result to the database handle it was made on, so it cannot run inside
 * a transaction (drizzle-orm issues #613, #2826). Here the statement is
 * built once with `sql.placeholder`s on a handle with no connection, and
 * each call runs it on the caller's connection: the pool's, or the open
 * transaction's.
 *
 * That last step reaches into Drizzle: a handle's `session.client` (the pool
 * or the transaction's checked-out client) and the prepared query's
 * `client`, which its `execute` reads. compiled.test.ts runs both against
 * PostgreSQL, so a Drizzle upgrade that moves them fails there.
 */

/** Builds like the app's handle (client.ts): the same SQL, never connected. */
const builder = drizzle.mock({ casing: 'snake_case' });
export type Builder = typeof builder;

type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };

let statements = 0;

function clientOf(q: Queryable): unknown {
  const client = (q as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client)
    throw new Error('compiled(): this handle has no session client (a Drizzle upgrade?)');
  return client;
}

/**
 * A statement built on first use and run with `values` (its placeholders, by
 * name) on `q`'s connection. Build only what is the same on every call:
 * anything that varies goes through `sql.placeholder(name)`.
 */
export function compiled<V extends Record<string, unknown>, R>(
  build: (db: Builder) => { prepare(name: string): Prepared<R> },
): (q: Queryable, values: V) => Promise<R> {
  let prepared: Prepared<R> | null = null;
  return (q, values) => {
    // Named, so each connection parses and plans it once (decision 154).
    prepared ??= build(builder).prepare(`hs_compiled_${++statements}`);
    const bound = Object.create(prepared) as Prepared<R> & { client: unknown };
    bound.client = clientOf(q);
    return bound.execute(values);
  };
}
