import { CHORE_MESSAGES } from '@shared/api/chores';
import { eq } from 'drizzle-orm';
import { chores } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { HOST_OF_PROPERTY_ONLY_MESSAGE } from '../../platform/access/properties';
import {
  MEMBERS_ONLY_MESSAGE,
  type PropertyMemberRelation,
  propertyRelation,
} from '../../platform/access/property-members';
import { AppError, notFound } from '../../platform/errors';

// DESIGN.md section 4 for chores: visible to the property's host and its
// ACTIVE members; anyone else gets 404, the same as an id that does not exist.

export type ChoreRow = typeof chores.$inferSelect;
export type ChoreRelation = PropertyMemberRelation;

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
