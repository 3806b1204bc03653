import type { PropertyDetails } from '@shared/api/properties';
import { and, count, eq, not } from 'drizzle-orm';
import { propertyHelpers, stayRequests } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { findVisibleProperty, type PropertyRow } from '../../platform/access/properties';
import { presentMembership } from '../memberships/presenter';
import { listMembersOfProperty } from '../memberships/service';
import { hasBlockedSql } from '../safety/service';
import { findPendingRequest, listPendingRequestsForHost } from '../stay-requests/service';
import { joinUrlFor } from './invite-code';
import { locationFor } from './location';
import { presentPublicFields } from './presenter';
import { hostProfileOf, type PropertyContext, photosOf, publicUrlOf, termsOf } from './service';

// A property's page: the public fields for everyone who may see it, plus the
// members and pending requests for its host, or the membership for a member.
// It composes memberships and stay requests, which build on properties, so it
// lives apart from the properties service that they import.

async function activeMemberCount(db: Queryable, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyHelpers)
    .where(and(eq(propertyHelpers.propertyId, propertyId), eq(propertyHelpers.status, 'active')));
  return row?.n ?? 0;
}

/** Pending requests, less those of people the host blocked (issue 15). */
async function pendingRequestCount(
  db: Queryable,
  property: Pick<PropertyRow, 'id' | 'hostId'>,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stayRequests)
    .where(
      and(
        eq(stayRequests.propertyId, property.id),
        eq(stayRequests.status, 'pending'),
        not(hasBlockedSql(property.hostId, stayRequests.helperId)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * GET /api/properties/:id: the host's view, a member's view or the public
 * view, by how the caller relates to it; 404 when they may not see it.
 */
export async function getPropertyDetails(
  ctx: PropertyContext,
  viewerId: string,
  propertyId: string,
): Promise<PropertyDetails> {
  const { db } = ctx;
  const { property, relation, membership } = await findVisibleProperty(db, viewerId, propertyId);
  const [photos, terms, host, helperCount, location] = await Promise.all([
    photosOf(db, property.id),
    termsOf(db, property.id),
    hostProfileOf(db, property.hostId),
    activeMemberCount(db, property.id),
    // Exact or approximate by who asks (issue 18): the pin is read only for those who may know it.
    locationFor(db, property, relation, viewerId),
  ]);
  const base = presentPublicFields(property, {
    photos,
    terms,
    host,
    helperCount,
    publicUrl: publicUrlOf(ctx),
    location,
  });
  if (relation === 'host') {
    const [members, pendingRequests, pendingCount] = await Promise.all([
      listMembersOfProperty(db, property.id),
      listPendingRequestsForHost(db, property, 50),
      pendingRequestCount(db, property),
    ]);
    return {
      view: 'host',
      ...base,
      address: property.address,
      postalCode: property.postalCode,
      inviteCode: property.inviteCode,
      joinUrl: joinUrlFor(ctx.appUrl, property.inviteCode),
      pendingRequestCount: pendingCount,
      members,
      pendingRequests,
    };
  }
  if (relation === 'member' && membership) {
    return {
      view: 'member',
      ...base,
      address: property.address,
      postalCode: property.postalCode,
      membership: presentMembership(membership),
    };
  }
  return {
    view: 'public',
    ...base,
    myPendingRequest: await findPendingRequest(db, property, viewerId),
  };
}
