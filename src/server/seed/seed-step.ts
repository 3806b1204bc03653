import type { Db } from '../db/client';

/**
 * One piece of demo or reference data. `run` must be idempotent: running the
 * whole list twice leaves the same rows as running it once (insert … on
 * conflict do nothing, or look before inserting), because `npm run seed` is
 * meant to be run again whenever someone likes.
 */
export type SeedStep = {
  name: string;
  run(db: Db): Promise<void>;
};
