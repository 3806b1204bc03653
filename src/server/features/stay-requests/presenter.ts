import type { HostStayRequest, StayRequest } from '@shared/api/stay-requests';
import type { stayRequests } from '../../db/schema';
import { fitOf, skillKeys } from '../../platform/skills';
import { type ProfileRow, presentPublicProfile } from '../profile/presenter';

export type StayRequestRow = typeof stayRequests.$inferSelect;

/** The one shape of a stay request, for its helper and the host (HTTP and, later, realtime). */
export function presentStayRequest(row: StayRequestRow, propertyTitle: string): StayRequest {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle,
    helperId: row.helperId,
    startDate: row.startDate,
    endDate: row.endDate,
    message: row.message,
    answers: row.answers,
    status: row.status,
    declineReason: row.declineReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * For the host: with the helper's public card and how the helper's skills
 * meet the property's skills wanted (`wantedKeys`: exchange_terms.skill_keys,
 * empty when the property has no terms or wants no skills).
 */
export function presentHostStayRequest(
  row: StayRequestRow,
  propertyTitle: string,
  helper: ProfileRow,
  wantedKeys: readonly string[],
): HostStayRequest {
  return {
    ...presentStayRequest(row, propertyTitle),
    helper: presentPublicProfile(helper),
    fit: fitOf(skillKeys(helper.skills), wantedKeys),
  };
}
