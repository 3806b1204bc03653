import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** What compiledSql's statement gives: the rows as PostgreSQL names their columns. */
export type CompiledSql<R> = {
  (q: Queryable, values: Record<string, unknown>): Promise<{ rows: R[] }>;
  /** Its text and the parameters `values` bind (for EXPLAIN and tests). */
  toSQL(values: Record<string, unknown>): { sql: string; params: unknown[] };
};

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * compiled() for a statement written as `sql` rather than with the query
 * builder (what `db.execute(sql)` runs): built once, on first use, with
 * `sql.placeholder`s for everything that varies, then run by name on `q`'s
 * connection with `values`. Rows come back as `db.execute` gives them
 * (timestamps and dates as PostgreSQL writes them).
 */
export function compiledSql<R>(build: () => SQL): CompiledSql<R> {
  let built: {
    query: { sql: string; params: unknown[] };
    prepared: Prepared<{ rows: R[] }>;
  } | null = null;
  const prepare = () => {
    if (built) return built;
    const query = dialect.sqlToQuery(build());
    // The session's own prepareQuery, as db.execute uses it, with a name.
    const session = (builder as unknown as { session: PreparingSession }).session;
    const prepared = session.prepareQuery<{ rows: R[] }>(
      query,
      undefined,
      `hs_compiled_${++statements}`,
      false,
    );
    built = { query, prepared };
    return built;
  };
  const run = (q: Queryable, values: Record<string, unknown>) => {
    const bound = Object.create(prepare().prepared) as Prepared<{ rows: R[] }> & {
      client: unknown;
    };
    bound.client = clientOf(q);
    return bound.execute(values);
  };
  return Object.assign(run, {
    toSQL: (values: Record<string, unknown>) => {
      const { query } = prepare();
      return { sql: query.sql, params: fillPlaceholders(query.params, values) };
    },
  });
}

type PreparingSession = {
  prepareQuery<R>(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: false,
  ): Prepared<R>;
};
