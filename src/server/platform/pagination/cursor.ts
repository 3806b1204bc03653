import { type AnyColumn, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../errors';

// Opaque keyset cursors (DESIGN.md section 5): the last row's sort key,
// JSON in base64url. Clients pass nextCursor back untouched; a cursor that
// does not decode to the expected shape answers 400, never a 500.

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor<T extends z.ZodType>(cursor: string, shape: T): z.output<T> {
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'The cursor is not valid; start again from the first page');
}

/**
 * Takes `limit + 1` rows (as fetched) and returns the page and the cursor
 * for the next one, made from the last row shown.
 */
export function pageFrom<Row, Item>(
  rows: Row[],
  limit: number,
  present: (row: Row) => Item,
  keyOf: (row: Row) => unknown,
): { items: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    items: shown.map(present),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * A timestamptz as exact text (microseconds, UTC) for a cursor: a JS Date keeps
 * only milliseconds, which would skip or repeat rows made in the same millisecond.
 */
export function exactTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The cursor's form of exactTime. */
export const exactTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

const newestFirstCursor = z.tuple([exactTimeSchema, z.uuid()]);

/**
 * Keyset paging newest first on (a timestamptz column, the row's id), the
 * order most lists use. Select `at` with the row, filter with `after`, order
 * by `orderBy`, fetch `limit + 1`, and give pageFrom `(row) => [row.at, id]`.
 * A cursor from another list, or a forged one, answers 400.
 */
export function newestFirst(time: AnyColumn, id: AnyColumn, cursor: string | undefined) {
  const key = cursor ? decodeCursor(cursor, newestFirstCursor) : null;
  return {
    at: exactTime(time),
    after: key ? sql`(${time}, ${id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined,
    orderBy: [desc(time), desc(id)] as const,
  };
}
