import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

// Named (prepared) statements for the queries the app runs again and again
// (issue 20, decision 154): PostgreSQL parses and plans a named statement once
// per connection, then only binds and runs it, as asyncpg, pgx and pgjdbc do
// by default. Drizzle sends every query unnamed unless it is `.prepare()`d,
// so each was parsed and planned anew: most of a chat send's PostgreSQL time.
//
// After five runs of a named statement PostgreSQL may keep one generic plan
// for every value, when that plan is estimated no dearer than the ones made
// for the values. A query whose best plan depends on its values (a text
// search's LIKE, a country's share of the rows) goes through plannedEachTime.

/** A text is named once it has been seen this many times in this process. */
export const NAME_AFTER = 3;
/** At most this many texts are named per process (each connection holds the ones it has run). */
export const MAX_NAMED = 512;
/** Texts counted and not yet named, before the count starts over (one-off texts do not pile up). */
const MAX_COUNTED = 1_024;

/**
 * Only plain reads and writes, as their first word: no transaction control,
 * settings, LISTEN or NOTIFY, and no text that starts with a comment
 * (plannedEachTime's).
 */
const NAMEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/**
 * `query`, sent unnamed every time, so PostgreSQL plans it for its values:
 * for a query whose best plan depends on them. (A leading comment is what
 * keeps a text from being named; it says why in the server's log of slow
 * statements too.)
 */
export function plannedEachTime(query: SQL): SQL {
  return sql`/* planned for its values each time */ ${query}`;
}

/** Which query texts go out as named statements, shared by a pool's connections. */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seen = new Map<string, number>();
  /** Set once MAX_NAMED are taken: nothing more is counted. */
  private full = false;

  /** `onFull`: called once, when a text would be named past MAX_NAMED (for the log). */
  constructor(private readonly onFull: () => void = () => {}) {}

  /** The statement name for `text`, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined) return name;
    if (this.full || !NAMEABLE.test(text)) return undefined;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < NAME_AFTER) {
      if (this.seen.size >= MAX_COUNTED) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    if (this.named.size >= MAX_NAMED) {
      this.full = true;
      this.seen.clear();
      this.onFull();
      return undefined;
    }
    const fresh = `hs_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    this.named.set(text, fresh);
    return fresh;
  }

  get size(): number {
    return this.named.size;
  }
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A pg.Client class whose unnamed queries (a config object with `text`, as
 * Drizzle sends them) get the name `names` gives. Strings (migrations,
 * `select 1`) and queries already named go as they are.
 */
export function autoPreparingClient(names: StatementNames): typeof pg.Client {
  return class AutoPreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a set of overloads.
    override query(config: any, values?: any, callback?: any): any {
      const c = config as QueryConfigLike | null;
      if (
        c !== null &&
        typeof c === 'object' &&
        typeof c.text === 'string' &&
        c.name === undefined &&
        typeof c.submit !== 'function'
      ) {
        const name = names.nameOf(c.text);
        if (name !== undefined) return super.query({ ...config, name }, values, callback);
      }
      return super.query(config, values, callback);
    }
  };
}
