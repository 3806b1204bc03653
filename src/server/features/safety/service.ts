import type { ConversationBlock } from '@shared/api/safety';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { blockedEitherWaySql } from '../../platform/access/blocks';

// What the safety feature offers others (decision 070): the block queries.
// A block works in both directions for contact (neither can message the
// other, neither finds the other's properties) and in one for what the
// blocker sees (their requests list drops the blocked person's).

/**
 * A condition: `a` blocked `b` or `b` blocked `a` (ids or columns), for a
 * listing's NOT EXISTS; two probes of the blocks primary key per row.
 */
export function blockedEitherWay(
  a: Parameters<typeof blockedEitherWaySql>[0],
  b: Parameters<typeof blockedEitherWaySql>[1],
): SQL<boolean> {
  return blockedEitherWaySql(a, b);
}

/** Has `a` blocked `b`, or `b` blocked `a`? */
export async function isBlockedEitherWay(db: Queryable, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(
    sql`select ${blockedEitherWaySql(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
  );
  return result.rows[0]?.blocked === true;
}

/**
 * How a conversation stands for `viewerId` with `otherId`: `by_me` when the
 * viewer blocked them (wins when both did: only the viewer can lift theirs),
 * `closed` when the other blocked the viewer, null when neither.
 */
export async function conversationBlockOf(
  db: Queryable,
  viewerId: string,
  otherId: string,
): Promise<ConversationBlock> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
      ),
    );
  if (rows.some((r) => r.blockerId === viewerId)) return 'by_me';
  return rows.length > 0 ? 'closed' : null;
}

/** A condition: `blocker` has blocked the person in `blocked` (a column or id). */
export function hasBlockedSql(blocker: string, blocked: Parameters<typeof blockedEitherWaySql>[1]) {
  return sql<boolean>`exists (select 1 from ${blocks}
    where ${blocks.blockerId} = ${blocker} and ${blocks.blockedId} = ${blocked})`;
}

/** Which of two people (0, 1 or both ids) blocked the other, as an array expression. */
export function blockersBetweenSql(a: SQL | AnyPgColumn, b: SQL | AnyPgColumn): SQL<string[]> {
  return sql<string[]>`array(select ${blocks.blockerId} from ${blocks}
    where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
       or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}
