import type { PublicProfile } from '@shared/api/profile';
import type { HostStayRequest, StayRequest } from '@shared/api/stay-requests';
import type { stayRequests } from '../../db/schema';

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

/** For the host: with the helper's public card. */
export function presentHostStayRequest(
  row: StayRequestRow,
  propertyTitle: string,
  helper: PublicProfile,
): HostStayRequest {
  return { ...presentStayRequest(row, propertyTitle), helper };
}
