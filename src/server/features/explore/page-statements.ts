import { type SQL, sql } from 'drizzle-orm';
import { type CompiledSql, compiledSql } from '../../db/compiled';
import { queryWords } from '../../platform/search-text';
import { type ExploreFilters, hasPlace, type WordPatterns, wordPatterns } from './filters';
import { type Box, boxesOfArea } from './geo';

// Explore's hot query built once per shape (issue 18, decisions 158 and
// 168). A first page (a map's area, or the list as it opens) is what a
// helper's phone asks for again and again; Drizzle built its SQL anew each
// time, a fifth of the server's CPU per request under the bench's load. Here
// each shape of it (how many boxes the area makes, how many words, which
// filters are given, how many provisions, the sort, how many skills the
// viewer lists, whether a viewer is known, the candidate cap, the page's
// size) is built once, with a placeholder for every other value, and then
// only bound and run by name, so PostgreSQL parses it once per connection
// too, and plans it once: after five runs it keeps one plan when that plan
// costs no more than the ones made for the values. The page's size is written in, not bound, for that (decision
// 170): PostgreSQL costs a plan for an unknown LIMIT as if it kept a tenth of
// the rows, and so planned the list's statement on every run.
//
// Built as before, and planned for their values each time (filters.ts's
// exploreStatement, decision 145): a distance, a cursor, and words with an
// area, a country or a town, or shorter than three characters. Their values
// choose between indexes (a small area the map's, a rare word the trigram
// index), which one plan for every value could not. A type, provisions and
// dates have no index of their own: whatever their values, the rows are
// walked newest first (or sorted by fit), so one plan serves them all. Words
// alone are a shape too (decision 171): since a search sorts its candidates
// apart (decision 169), the trigram index serves every word of three
// characters or more at least as well as the plan made for it. So are a
// country and a town (decision 172): each has an index of its own, which
// serves every value at least as well as the plan made for it.

/** The builder of Explore's statement (service.ts's exploreSql), with what a shape overrides. */
export type PageBuilder<Filters extends ExploreFilters> = (
  filters: Filters,
  viewerKeys: readonly string[],
  options: {
    candidateCap?: number | undefined;
    areaBoxes?: Box[];
    wordPatterns?: WordPatterns;
    urlBase: unknown;
  },
) => SQL;

/**
 * At most this many shapes per process: each is a named statement on every
 * connection that runs it (see db/auto-prepare.ts's MAX_NAMED). Past it, a
 * new shape is built each time, as before.
 */
export const MAX_PAGE_SHAPES = 64;

const shapes = new Map<string, CompiledSql<unknown>>();

/**
 * Forgets every shape built so far (page-statements.test.ts, which builds
 * more shapes than MAX_PAGE_SHAPES over its cases, and shares this module
 * with the other server tests of its worker). A shape built again takes a
 * new statement name; the old one stays valid on the connections that hold it.
 */
export function forgetPageShapes(): void {
  shapes.clear();
}

/** A placeholder, typed as the value it stands for (the builder only writes it into the SQL). */
const slot = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The shortest word a hot shape may search for: a word of one or two
 * characters has no trigram, so its LIKE reads the whole trigram index, three
 * times slower than the plan made for it (a scan of the table). It is planned
 * each time.
 */
const MIN_HOT_WORD_LENGTH = 3;

/** Whether these words can be a hot shape's (see MIN_HOT_WORD_LENGTH). */
function hotWords(words: string[]): boolean {
  return words.every((word) => [...word].length >= MIN_HOT_WORD_LENGTH);
}

/** Whether these filters are a hot shape (see the top of this file). */
function isHotShape(filters: ExploreFilters, words: string[]): boolean {
  return (
    (filters.sort === undefined || filters.sort === 'fit' || filters.sort === 'default') &&
    (words.length === 0 ||
      (!hasPlace(filters) && !filters.country && !filters.city && hotWords(words))) &&
    filters.lat === undefined &&
    filters.lng === undefined &&
    filters.radiusKm === undefined &&
    !filters.cursor
  );
}

/**
 * The statement of these filters, built once for their shape, and the
 * values it runs with; undefined when they are not the hot shape (or the
 * process already holds MAX_PAGE_SHAPES): build them as before.
 */
export function compiledPage<Filters extends ExploreFilters, Row>(
  filters: Filters,
  viewerKeys: readonly string[],
  candidateCap: number | undefined,
  urlBase: string,
  build: PageBuilder<Filters>,
): { statement: CompiledSql<Row>; values: Record<string, unknown> } | undefined {
  const words = filters.q ? queryWords(filters.q) : [];
  if (!isHotShape(filters, words)) return undefined;
  const { west, south, east, north } = filters;
  const hasArea =
    west !== undefined && south !== undefined && east !== undefined && north !== undefined;
  const boxes = hasArea ? boxesOfArea({ west, south, east, north }) : [];
  const provides = filters.provides ?? [];
  const key = [
    hasArea ? boxes.length : 'anywhere',
    `${words.length} words`,
    filters.from ? 'from' : '',
    filters.to ? 'to' : '',
    filters.country ? 'country' : '',
    filters.city ? 'city' : '',
    filters.type ? 'type' : '',
    provides.length,
    filters.sort ?? 'default',
    viewerKeys.length,
    filters.viewerId ? 'viewer' : '',
    candidateCap ?? 'all',
    // The page's size is written into the statement (service.ts's exploreSql).
    filters.limit,
  ].join('|');
  let statement = shapes.get(key);
  if (!statement) {
    if (shapes.size >= MAX_PAGE_SHAPES) return undefined;
    // Every value the builder writes into the SQL is a placeholder here; the
    // area's own four only say that there is one (its boxes are given).
    const template = {
      west: hasArea ? slot<number>('west') : undefined,
      south: hasArea ? slot<number>('south') : undefined,
      east: hasArea ? slot<number>('east') : undefined,
      north: hasArea ? slot<number>('north') : undefined,
      from: filters.from ? slot<string>('from') : undefined,
      to: filters.to ? slot<string>('to') : undefined,
      country: filters.country ? slot<string>('country') : undefined,
      city: filters.city ? slot<string>('city') : undefined,
      type: filters.type ? slot<string>('type') : undefined,
      provides:
        provides.length > 0 ? provides.map((_, i) => slot<string>(`provides${i}`)) : undefined,
      // The words' count (exploreSql reads it); their patterns are placeholders.
      q: words.length > 0 ? filters.q : undefined,
      sort: filters.sort,
      limit: filters.limit,
      viewerId: filters.viewerId ? slot<string>('viewer') : undefined,
    } as Filters;
    const keys = viewerKeys.map((_, i) => slot<string>(`key${i}`));
    const areaBoxes = boxes.map((_, i) => ({
      west: slot<number>(`box${i}West`),
      south: slot<number>(`box${i}South`),
      east: slot<number>(`box${i}East`),
      north: slot<number>(`box${i}North`),
    }));
    const patterns: WordPatterns = {
      phrase: slot('phrase'),
      each: words.map((_, i) => slot(`word${i}`)),
    };
    statement = compiledSql(() =>
      build(template, keys, {
        candidateCap,
        areaBoxes: hasArea ? areaBoxes : undefined,
        wordPatterns: words.length > 0 ? patterns : undefined,
        urlBase: slot('urlBase'),
      }),
    );
    shapes.set(key, statement);
  }
  const values: Record<string, unknown> = {
    from: filters.from,
    to: filters.to,
    country: filters.country,
    city: filters.city,
    type: filters.type,
    viewer: filters.viewerId,
    urlBase,
  };
  viewerKeys.forEach((k, i) => {
    values[`key${i}`] = k;
  });
  if (words.length > 0) {
    const bound = wordPatterns(words);
    values.phrase = bound.phrase;
    bound.each.forEach((pattern, i) => {
      values[`word${i}`] = pattern;
    });
  }
  provides.forEach((p, i) => {
    values[`provides${i}`] = p;
  });
  boxes.forEach((b, i) => {
    values[`box${i}West`] = b.west;
    values[`box${i}South`] = b.south;
    values[`box${i}East`] = b.east;
    values[`box${i}North`] = b.north;
  });
  return { statement: statement as CompiledSql<Row>, values };
}
