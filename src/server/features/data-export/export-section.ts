import type { Readable } from 'node:stream';
import type { Tx } from '../../db/transaction';

/**
 * One JSON file of the export: its name in the ZIP, a line for README.txt,
 * and a stream of its text. The stream is made when yazl reaches the entry,
 * so each kind is queried in its turn, a page at a time.
 */
export type ExportSection = {
  file: string;
  about: string;
  stream: (tx: Tx, userId: string) => Readable;
};

/** Rows of an async iterable, each changed by `fn` (on the way into a JSON stream). */
export async function* mapRows<T, U>(rows: AsyncIterable<T>, fn: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield fn(row);
}

/** The uploaded file's path inside the ZIP (null for none): `files/` + its storage key. */
export const zipPathOf = (key: string | null | undefined): string | null =>
  key ? `files/${key}` : null;
