import { type SQL, sql } from 'drizzle-orm';
import { properties, propertyReviewTotals } from '../../db/schema';

// An Explore card (shared/api/explore.ts's exploreCardSchema) written by
// PostgreSQL as JSON text, one per row of the page (decision 173). Built in
// Node, each card cost the server its row's twenty-odd columns parsed (the
// provisions as a text array), an object of the schema's fields, a Date for
// its ISO time and JSON.stringify again: about a fifth of the server's CPU
// per Explore request. Here PostgreSQL writes it once with the row, and the
// route joins the page's cards into the reply as they come.
//
// It says what the presenter's card said before (presentExploreCard), field
// for field, in exploreCardSchema's order; explore.test.ts holds a page to
// the schema byte for byte, explore-card-json.test.ts the two roundings and
// the ISO time to JavaScript's own. Only the id (a uuid) and the type (a
// check constraint's words) are written unescaped.

/** JavaScript's Math.round(x * 10) / 10 for x >= 0 (floor(x + 0.5): round() in SQL rounds half to even). */
export const oneDecimal = (x: SQL) => sql`(floor(${x} * 10 + 0.5) / 10)`;

/** A Date's toISOString: milliseconds (truncated, as a Date keeps them), UTC, `Z`. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON value's text: `null` for SQL's null (concat would write nothing). */
const orNull = (value: SQL) => sql`coalesce(${value}::text, 'null')`;

/** A JSON string of a text value, escaped by to_json. */
const jsonString = (value: SQL) => sql`to_json(${value}::text)`;

/**
 * The card as JSON text, an expression of the outer query's row (service.ts's
 * exploreSql): one concat() of its fields' JSON, written without spaces and
 * in the schema's order. (Built by json_build_object it would read
 * `"a" : 1`; by row_to_json over LATERAL subqueries it planned in twice the
 * time.) Numbers are written by PostgreSQL's own output, as short as
 * JavaScript's for every value a card holds.
 *
 * - `km`: the distance to the query's point (null without one);
 * - `matched`: how many of the terms' skill keys the viewer lists;
 * - `hasViewerKeys`: whether the viewer lists any (no fit otherwise);
 * - `urlBase`: the storage's public URL base (a value or a placeholder):
 *   a cover's URL is it and the key, as Storage.publicUrl writes it. Keys
 *   are written only by the server, each checked when stored.
 */
export function cardJson(options: {
  km: SQL;
  matched: SQL;
  hasViewerKeys: boolean;
  urlBase: unknown;
}): SQL<string> {
  const p = properties;
  const keys = sql`${p.termsSkillKeys}`;
  const image = sql`${p.coverImageKey}`;
  const thumbnail = sql`${p.coverThumbnailKey}`;
  const reviews = sql`coalesce(${propertyReviewTotals.reviewCount}, 0)`;
  const ratingSum = sql`coalesce(${propertyReviewTotals.ratingSum}, 0)`;
  const base = sql`${options.urlBase}::text`;
  // A date is digits and dashes: quoted as it is. (Its text is ISO's
  // YYYY-MM-DD under the ISO DateStyle that node-postgres needs too; half the
  // cost of to_char.)
  const day = (column: SQL) => sql`'"' || coalesce(${column}::text, '') || '"'`;
  const fit = options.hasViewerKeys
    ? sql`case when cardinality(${keys}) > 0 then '{"matched":' || (${options.matched})::text
      || ',"wanted":' || cardinality(${keys})::text || '}' else 'null' end`
    : sql`'null'`;
  // A property without terms is never expected (listing needs them): zeros
  // and empty strings keep its card well-formed, as the presenter's did.
  return sql<string>`concat('{"id":"', ${p.id}, '","title":', ${jsonString(sql`${p.title}`)},
    ',"type":"', ${p.type}, '","city":', ${jsonString(sql`${p.city}`)},
    ',"region":', ${orNull(jsonString(sql`${p.region}`))},
    ',"country":', ${jsonString(sql`${p.country}`)}, ',"cover":',
    case when ${image} <> '' and ${thumbnail} <> ''
      then '{"url":' || ${jsonString(sql`${base} || ${image}`)}
        || ',"thumbnailUrl":' || ${jsonString(sql`${base} || ${thumbnail}`)} || '}'
      else 'null' end,
    ',"provides":', coalesce(array_to_json(${p.termsProvides})::text, '[]'),
    ',"hoursPerWeek":', coalesce(${p.termsHoursPerWeek}, 0),
    ',"daysPerWeek":', coalesce(${p.termsDaysPerWeek}, 0),
    ',"minStayDays":', coalesce(${p.termsMinStayDays}, 0),
    ',"maxStayDays":', coalesce(${p.termsMaxStayDays}, 0),
    ',"availableFrom":', ${day(sql`${p.termsAvailableFrom}`)},
    ',"availableTo":', ${day(sql`${p.termsAvailableTo}`)},
    ',"listedAt":"', ${isoTime(sql`coalesce(${p.listedAt}, 'epoch'::timestamptz)`)},
    '","rating":{"average":', case when ${reviews} > 0
      then ${oneDecimal(sql`(${ratingSum}::float8 / ${reviews})`)}::text else 'null' end,
    ',"count":', ${reviews}, '},"location":',
    case when ${p.publicLat} is not null and ${p.publicLng} is not null
      then '{"lat":' || ${p.publicLat}::text || ',"lng":' || ${p.publicLng}::text || '}'
      else 'null' end,
    ',"distanceKm":', ${orNull(oneDecimal(options.km))},
    ',"fit":', ${fit}, '}')`;
}

/** A page of cards as the reply's JSON text (shared/api/explore.ts's explorePageSchema). */
export function pageJson(cards: string[], nextCursor: string | null): string {
  return `{"items":[${cards.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
