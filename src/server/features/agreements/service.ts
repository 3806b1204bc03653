import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/transaction';

/** A property or helper id: a column of the outer query, or a value. */
type IdRef = SQLWrapper | string;

/**
 * SQL: the hours per week of the agreement in force (the approved version)
 * between this property and helper, or null when none is approved.
 */
export function approvedAgreementHoursSql(propertyId: IdRef, helperId: IdRef): SQL<number | null> {
  return sql<number | null>`(select (a.terms->>'hoursPerWeek')::int from agreements a
    where a.property_id = ${propertyId}
      and a.helper_id = ${helperId}
      and a.status = 'approved'
    order by a.version desc limit 1)`;
}

/**
 * SQL: the hours per week a helper's time is measured against (issue 9): the
 * agreement in force, the property's exchange terms standing in until one is
 * approved; null with neither. The chores' weekly hours use it, one row or many.
 */
export function hoursPerWeekInForceSql(propertyId: IdRef, helperId: IdRef): SQL<number | null> {
  return sql<number | null>`coalesce(
    ${approvedAgreementHoursSql(propertyId, helperId)},
    (select t.hours_per_week from exchange_terms t where t.property_id = ${propertyId}))`;
}

/** Reads one hours-per-week expression for one pair. */
async function readHours(db: Queryable, expression: SQL<number | null>): Promise<number | null> {
  const result = await db.execute<{ hours: number | null }>(sql`select ${expression} as hours`);
  return result.rows[0]?.hours ?? null;
}

/** The approved agreement's hours per week for this pair, or null. */
export const agreedHoursPerWeek = (db: Queryable, propertyId: string, helperId: string) =>
  readHours(db, approvedAgreementHoursSql(propertyId, helperId));

/** The hours per week in force for this pair (see hoursPerWeekInForceSql), or null. */
export const hoursPerWeekInForce = (db: Queryable, propertyId: string, helperId: string) =>
  readHours(db, hoursPerWeekInForceSql(propertyId, helperId));
