import { and, desc, eq } from 'drizzle-orm';
import { agreements } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

/**
 * The hours per week of the agreement in force (the approved version) between
 * this property and helper, or null when none is approved. The chores' weekly
 * hours are measured against it.
 */
export async function agreedHoursPerWeek(
  db: Queryable,
  propertyId: string,
  helperId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ terms: agreements.terms })
    .from(agreements)
    .where(
      and(
        eq(agreements.propertyId, propertyId),
        eq(agreements.helperId, helperId),
        eq(agreements.status, 'approved'),
      ),
    )
    .orderBy(desc(agreements.version))
    .limit(1);
  return row ? row.terms.hoursPerWeek : null;
}
