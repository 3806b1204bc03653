import { CHORE_MESSAGES } from '@shared/api/chores';
import { and, eq, sql } from 'drizzle-orm';
import { chores, properties, propertyHelpers } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { HOST_OF_PROPERTY_ONLY_MESSAGE } from '../../platform/access/properties';
import { AppError, notFound } from '../../platform/errors';

// DESIGN.md section 4 for chores: visible to the property's host and its
// ACTIVE members; anyone else gets 404, the same as an id that does not exist.

export type ChoreRow = typeof chores.$inferSelect;
export type ChoreRelation = 'host' | 'member';

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
): Promise<{ relation: ChoreRelation; hostId: string; title: string } | null> {
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

export type VisibleChore = {
  chore: ChoreRow;
  relation: ChoreRelation;
  hostId: string;
  propertyTitle: string;
};

/**
 * The chore if the caller may see it (404 otherwise). `lock` takes the chore's
 * row lock (FOR UPDATE) inside a transaction: every transition checks and
 * changes the chore under it, so two racing requests run one after the other.
 */
export async function findVisibleChore(
  db: Queryable,
  userId: string,
  choreId: string,
  options: { lock?: boolean } = {},
): Promise<VisibleChore> {
  const query = db.select().from(chores).where(eq(chores.id, choreId));
  const [chore] = options.lock ? await query.for('update') : await query;
  if (!chore) throw notFound(CHORE_MESSAGES.notFound);
  const relation = await propertyRelation(db, userId, chore.propertyId);
  if (!relation) throw notFound(CHORE_MESSAGES.notFound);
  return {
    chore,
    relation: relation.relation,
    hostId: relation.hostId,
    propertyTitle: relation.title,
  };
}

export function requireHost(visible: { relation: ChoreRelation }): void {
  if (visible.relation !== 'host') throw new AppError('forbidden', HOST_OF_PROPERTY_ONLY_MESSAGE);
}

export function requireMember(visible: { relation: ChoreRelation }): void {
  if (visible.relation !== 'member') throw new AppError('forbidden', MEMBERS_ONLY_MESSAGE);
}
