import type { Membership } from '@shared/api/properties';
import type { propertyHelpers } from '../../db/schema';

export type MembershipRow = typeof propertyHelpers.$inferSelect;

/** The one shape of a property_helpers row, for HTTP and (later) realtime. */
export function presentMembership(row: MembershipRow): Membership {
  return {
    id: row.id,
    propertyId: row.propertyId,
    helperId: row.helperId,
    status: row.status,
    joinedVia: row.joinedVia,
    startDate: row.startDate,
    endDate: row.endDate,
    endedAt: row.endedAt?.toISOString() ?? null,
    agreementFormCompleted: row.agreementFormCompleted,
    onboardingCompletedAt: row.onboardingCompletedAt?.toISOString() ?? null,
    exchangePoints: row.exchangePoints,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
