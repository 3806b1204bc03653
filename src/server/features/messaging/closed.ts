import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountDeletions } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { blockedEitherWay, blockersBetweenSql } from '../safety/service';

/*
 * What closes a conversation: a block either way (issue 15), or one of the two
 * accounts erased (issue 19). The one left keeps reading it — the 'Deleted
 * user's words stay, as decision 141 promises — but nobody can write into a
 * conversation whose other side can never read it.
 */

/**
 * The people who closed the conversation between `a` and `b`, as an array
 * expression: who blocked whom, plus an erased party (never the viewer, so the
 * presenter shows it as `closed`, the same words a block gives).
 */
/** `from … where` the erased accounts among `a` and `b` (issue 19). */
const erasedAmong = (a: SQL | AnyPgColumn, b: SQL | AnyPgColumn) =>
  sql`from ${accountDeletions}
    where ${accountDeletions.userId} in (${a}, ${b}) and ${accountDeletions.erasedAt} is not null`;

export function closersBetweenSql(a: SQL | AnyPgColumn, b: SQL | AnyPgColumn): SQL<string[]> {
  return sql<
    string[]
  >`(${blockersBetweenSql(a, b)} || array(select ${accountDeletions.userId} ${erasedAmong(a, b)}))`;
}

/** Is the conversation between `a` and `b` closed (a block either way, or an erased account)? As an expression. */
export function isClosedBetweenSql(a: SQL | AnyPgColumn, b: SQL | AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(${blockedEitherWay(a, b)} or exists (select 1 ${erasedAmong(a, b)}))`;
}

/** Is the conversation between `a` and `b` closed? One query. */
export async function isConversationClosed(db: Queryable, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ closed: boolean }>(
    sql`select ${isClosedBetweenSql(sql`${a}::uuid`, sql`${b}::uuid`)} as closed`,
  );
  return result.rows[0]?.closed === true;
}
