import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Rows read per query while an export is built: memory stays at one page per kind. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * A keyset cursor on (a timestamp, an id). The time travels as PostgreSQL's
 * own text for it: a JS Date would drop the microseconds, and a row stored at
 * .123456 would then come after the cursor .123 again, for ever.
 */
export type Keyset = { at: string; id: string };

/** Select this beside a row's fields: its timestamp as exact text, for the next cursor. */
export const keysetAt = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** The condition for rows after `after` in (at, id) order; undefined on the first page. */
export function afterKeyset(
  at: AnyPgColumn,
  id: AnyPgColumn,
  after: Keyset | null,
): SQL | undefined {
  return after ? sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
}

/**
 * Every row of a keyset-paged query, one page in memory at a time.
 * `page(after)` returns up to EXPORT_PAGE_SIZE rows in (keyAt, id) order,
 * each carrying `keyAt` (from keysetAt), which is stripped before output.
 */
export async function* pagedRows<R extends { keyAt: string; id: string }>(
  page: (after: Keyset | null) => Promise<R[]>,
): AsyncGenerator<Omit<R, 'keyAt'>> {
  let after: Keyset | null = null;
  for (;;) {
    const rows = await page(after);
    for (const { keyAt: _keyAt, ...row } of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    after = { at: last.keyAt, id: last.id };
  }
}

/**
 * A JSON array written as it is read: `[`, one row per line, `]`. Used as a
 * ZIP entry's stream, so a kind with 10,000 rows is never one string.
 */
export function jsonArrayStream(rows: AsyncIterable<unknown>): Readable {
  async function* chunks() {
    let first = true;
    for await (const row of rows) {
      yield `${first ? '[\n  ' : ',\n  '}${JSON.stringify(row)}`;
      first = false;
    }
    yield first ? '[]\n' : '\n]\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A JSON object whose values are arrays, each streamed (e.g. properties with their photos). */
export function jsonObjectStream(
  parts: Record<string, AsyncIterable<unknown> | unknown>,
): Readable {
  async function* chunks() {
    const entries = Object.entries(parts);
    yield '{\n';
    for (const [index, [name, value]] of entries.entries()) {
      yield `  ${JSON.stringify(name)}: `;
      if (isAsyncIterable(value)) {
        let first = true;
        for await (const row of value) {
          yield `${first ? '[\n    ' : ',\n    '}${JSON.stringify(row)}`;
          first = false;
        }
        yield first ? '[]' : '\n  ]';
      } else {
        yield JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
      }
      yield index < entries.length - 1 ? ',\n' : '\n';
    }
    yield '}\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
