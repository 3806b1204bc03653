import type { Db } from './client';

/** The handle a `db.transaction(async (tx) => …)` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or an open transaction: for reads that may run inside one. */
export type Queryable = Db | Tx;
