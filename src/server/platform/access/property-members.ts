import { and, eq, sql } from 'drizzle-orm';
import { properties, propertyHelpers } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

// Who may see a property's live data (chores, rewards, onboarding): its host
// and its ACTIVE members (DESIGN.md section 4). Chores, rewards and the
// realtime hub ask the same question.

export type PropertyMemberRelation = 'host' | 'member';

export const MEMBERS_ONLY_MESSAGE = 'Only a helper of this property can do this';

/** Host or active member of the property: may subscribe to `property:{id}` (the realtime hub asks). */
export async function canSubscribeToProperty(
  db: Queryable,
  userId: string,
  propertyId: string,
): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
    select exists (
      select 1 from properties p where p.id = ${propertyId} and p.host_id = ${userId}
    ) or exists (
      select 1 from property_helpers ph
      where ph.property_id = ${propertyId} and ph.helper_id = ${userId} and ph.status = 'active'
    ) as ok`);
  return result.rows[0]?.ok === true;
}

/** How the caller relates to a property (host, active member) or null. */
export async function propertyRelation(
  db: Queryable,
  userId: string,
  propertyId: string,
): Promise<{ relation: PropertyMemberRelation; hostId: string; title: string } | null> {
  const [row] = await db
    .select({
      hostId: properties.hostId,
      title: properties.title,
      memberStatus: propertyHelpers.status,
    })
    .from(properties)
    .leftJoin(
      propertyHelpers,
      and(eq(propertyHelpers.propertyId, properties.id), eq(propertyHelpers.helperId, userId)),
    )
    .where(eq(properties.id, propertyId));
  if (!row?.hostId) return null;
  if (row.hostId === userId) return { relation: 'host', hostId: row.hostId, title: row.title };
  if (row.memberStatus === 'active')
    return { relation: 'member', hostId: row.hostId, title: row.title };
  return null;
}
