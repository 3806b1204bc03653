import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema';

// Blocks (issue 15) as a condition other queries embed. Here, under platform,
// because property access (./properties.ts) needs it and may not import a
// feature; features read blocks through features/safety/service.ts.

type Side = string | AnyPgColumn | SQL;

/**
 * True when `a` blocked `b` or `b` blocked `a`: two probes of the primary
 * key (blocker_id, blocked_id), so it stays an index lookup per row even
 * inside a listing's NOT EXISTS.
 */
export function blockedEitherWaySql(a: Side, b: Side): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks}
    where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
       or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}
