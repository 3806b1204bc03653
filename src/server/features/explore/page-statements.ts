import { type SQL, sql } from 'drizzle-orm';
import { type CompiledSql, compiledSql } from '../../db/compiled';
import type { ExploreFilters } from './filters';
import { type Box, boxesOfArea } from './geo';

// Explore's hot query built once per shape (issue 18, decision 158). A map's
// page (an area, dates, sorted by fit or newest first) is what a helper's
// phone asks for again and again; Drizzle built its SQL anew each time, a
// fifth of the server's CPU per request under the bench's load. Here each
// shape of it (how many boxes the area makes, which dates are given, the
// sort, how many skills the viewer lists, whether a viewer is known, the
// candidate cap) is built once, with a placeholder for every value, and then
// only bound and run by name. Other filters (words, a country, a town, a
// type, provisions, a distance, a cursor) are built as before.

/** The builder of Explore's statement (service.ts's exploreSql), with what a shape overrides. */
export type PageBuilder<Filters extends ExploreFilters> = (
  filters: Filters,
  viewerKeys: readonly string[],
  options: { candidateCap?: number | undefined; areaBoxes?: Box[]; limitPlusOne?: SQL },
) => SQL;

/**
 * At most this many shapes per process: each is a named statement on every
 * connection that runs it (see db/auto-prepare.ts's MAX_NAMED). Past it, a
 * new shape is built each time, as before.
 */
export const MAX_PAGE_SHAPES = 64;

const shapes = new Map<string, CompiledSql<unknown>>();

/** A placeholder, typed as the value it stands for (the builder only writes it into the SQL). */
const slot = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** Whether these filters are the hot shape: an area's first page, with no other filter. */
function isHotShape(filters: ExploreFilters): boolean {
  return (
    filters.west !== undefined &&
    filters.south !== undefined &&
    filters.east !== undefined &&
    filters.north !== undefined &&
    (filters.sort === undefined || filters.sort === 'fit' || filters.sort === 'default') &&
    !filters.q &&
    !filters.country &&
    !filters.city &&
    !filters.type &&
    !filters.provides?.length &&
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
  build: PageBuilder<Filters>,
): { statement: CompiledSql<Row>; values: Record<string, unknown> } | undefined {
  if (!isHotShape(filters)) return undefined;
  const boxes = boxesOfArea({
    west: filters.west as number,
    south: filters.south as number,
    east: filters.east as number,
    north: filters.north as number,
  });
  const key = [
    boxes.length,
    filters.from ? 'from' : '',
    filters.to ? 'to' : '',
    filters.sort ?? 'default',
    viewerKeys.length,
    filters.viewerId ? 'viewer' : '',
    candidateCap ?? 'all',
  ].join('|');
  let statement = shapes.get(key);
  if (!statement) {
    if (shapes.size >= MAX_PAGE_SHAPES) return undefined;
    // Every value the builder writes into the SQL is a placeholder here; the
    // area's own four only say that there is one (its boxes are given).
    const template = {
      west: slot<number>('west'),
      south: slot<number>('south'),
      east: slot<number>('east'),
      north: slot<number>('north'),
      from: filters.from ? slot<string>('from') : undefined,
      to: filters.to ? slot<string>('to') : undefined,
      sort: filters.sort,
      limit: 0,
      viewerId: filters.viewerId ? slot<string>('viewer') : undefined,
    } as Filters;
    const keys = viewerKeys.map((_, i) => slot<string>(`key${i}`));
    const areaBoxes = boxes.map((_, i) => ({
      west: slot<number>(`box${i}West`),
      south: slot<number>(`box${i}South`),
      east: slot<number>(`box${i}East`),
      north: slot<number>(`box${i}North`),
    }));
    statement = compiledSql(() =>
      build(template, keys, {
        candidateCap,
        areaBoxes,
        limitPlusOne: sql`${sql.placeholder('limitPlusOne')}`,
      }),
    );
    shapes.set(key, statement);
  }
  const values: Record<string, unknown> = {
    from: filters.from,
    to: filters.to,
    viewer: filters.viewerId,
    limitPlusOne: filters.limit + 1,
  };
  viewerKeys.forEach((k, i) => {
    values[`key${i}`] = k;
  });
  boxes.forEach((b, i) => {
    values[`box${i}West`] = b.west;
    values[`box${i}South`] = b.south;
    values[`box${i}East`] = b.east;
    values[`box${i}North`] = b.north;
  });
  return { statement: statement as CompiledSql<Row>, values };
}
