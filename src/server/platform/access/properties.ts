import { HELPERS_ONLY_MESSAGE, HOSTS_ONLY_MESSAGE } from '@shared/api/property-fields';
import { and, eq, sql } from 'drizzle-orm';
import { properties, propertyHelpers } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import type { Viewer } from '../auth/guard';
import { AppError, notFound } from '../errors';
import { blockedEitherWaySql } from './blocks';

// DESIGN.md section 4 for properties and what hangs off them (exchange terms,
// photos, requests, memberships): a property is visible to its host, to its
// active members, and to anyone signed in while it is listed. Anything else
// answers 404 — the same answer as for an id that does not exist.
// Issue 15: "anyone signed in" excludes everyone once an operator hid the
// property, and the host and any person blocked either way between them;
// the host and active members keep their access (their stay goes on).

export type PropertyRow = typeof properties.$inferSelect;
export type MembershipRow = typeof propertyHelpers.$inferSelect;
export type PropertyRelation = 'host' | 'member' | 'public';

export type VisibleProperty = {
  property: PropertyRow;
  relation: PropertyRelation;
  /** The caller's membership row here, whatever its status (null if never a member). */
  membership: MembershipRow | null;
};

export const PROPERTY_NOT_FOUND_MESSAGE = 'Property not found';
export const HOST_OF_PROPERTY_ONLY_MESSAGE = 'Only the host of this property can do this';

/** How the viewer relates to the property, or null when they may not see it. */
export function relationOf(
  viewerId: string,
  property: Pick<PropertyRow, 'hostId' | 'status' | 'hiddenAt'>,
  membership: Pick<MembershipRow, 'status'> | null,
  blockedWithHost = false,
): PropertyRelation | null {
  if (property.hostId === viewerId) return 'host';
  if (membership?.status === 'active') return 'member';
  if (property.status === 'listed' && !property.hiddenAt && !blockedWithHost) return 'public';
  return null;
}

/**
 * The property if the viewer may see it, with how they relate to it; 404
 * otherwise. `lock` takes a row lock on the property (FOR UPDATE) inside a
 * transaction, for writes that check and then change it.
 */
export async function findVisibleProperty(
  db: Queryable,
  viewerId: string,
  propertyId: string,
  options: { lock?: boolean } = {},
): Promise<VisibleProperty> {
  const query = db
    .select({
      property: properties,
      membership: propertyHelpers,
      blocked: blockedEitherWaySql(sql`${viewerId}::uuid`, properties.hostId),
    })
    .from(properties)
    .leftJoin(
      propertyHelpers,
      and(eq(propertyHelpers.propertyId, properties.id), eq(propertyHelpers.helperId, viewerId)),
    )
    .where(eq(properties.id, propertyId));
  const [row] = options.lock ? await query.for('update', { of: properties }) : await query;
  if (!row) throw notFound(PROPERTY_NOT_FOUND_MESSAGE);
  const relation = relationOf(viewerId, row.property, row.membership, row.blocked);
  if (!relation) throw notFound(PROPERTY_NOT_FOUND_MESSAGE);
  return { property: row.property, relation, membership: row.membership };
}

/**
 * For host-only actions on one property: 404 when the caller may not see it,
 * 403 when they may see it but are not its host.
 */
export async function findOwnProperty(
  db: Queryable,
  viewerId: string,
  propertyId: string,
  options: { lock?: boolean } = {},
): Promise<PropertyRow> {
  const visible = await findVisibleProperty(db, viewerId, propertyId, options);
  if (visible.relation !== 'host') throw new AppError('forbidden', HOST_OF_PROPERTY_ONLY_MESSAGE);
  return visible.property;
}

/** 403 with SPEC's text unless the caller's role is host. */
export function requireHostRole(viewer: Viewer): void {
  if (viewer.role !== 'host') throw new AppError('forbidden', HOSTS_ONLY_MESSAGE);
}

/** 403 with SPEC's text unless the caller's role is helper. */
export function requireHelperRole(viewer: Viewer): void {
  if (viewer.role !== 'helper') throw new AppError('forbidden', HELPERS_ONLY_MESSAGE);
}
