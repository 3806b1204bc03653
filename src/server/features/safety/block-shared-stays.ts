import { and, asc, eq, or } from 'drizzle-orm';
import { properties, propertyHelpers } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

export type SharedStay = { propertyId: string; title: string; hostId: string; helperId: string };

/**
 * The active stays two people share: a property one hosts where the other
 * is an active member, in either direction, oldest membership first (the
 * 409 names the first).
 */
export async function sharedStaysBetween(
  db: Queryable,
  a: string,
  b: string,
): Promise<SharedStay[]> {
  return db
    .select({
      propertyId: properties.id,
      title: properties.title,
      hostId: properties.hostId,
      helperId: propertyHelpers.helperId,
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .where(
      and(
        eq(propertyHelpers.status, 'active'),
        or(
          and(eq(properties.hostId, a), eq(propertyHelpers.helperId, b)),
          and(eq(properties.hostId, b), eq(propertyHelpers.helperId, a)),
        ),
      ),
    )
    .orderBy(asc(propertyHelpers.createdAt), asc(propertyHelpers.id));
}
