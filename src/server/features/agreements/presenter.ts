import type { Agreement, AgreementTerms } from '@shared/api/agreements';
import type { agreements } from '../../db/schema';

export type AgreementRow = typeof agreements.$inferSelect;

/** The one shape of an agreement version, for HTTP and realtime. */
export function presentAgreement(row: AgreementRow): Agreement {
  return {
    id: row.id,
    propertyId: row.propertyId,
    helperId: row.helperId,
    version: row.version,
    status: row.status,
    terms: presentTerms(row.terms),
    sentBy: row.sentBy,
    sentAt: row.sentAt.toISOString(),
    answers: row.answers ?? null,
    signedName: row.signedName,
    signedAt: row.signedAt?.toISOString() ?? null,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

export function presentTerms(terms: AgreementRow['terms']): AgreementTerms {
  return {
    startDate: terms.startDate,
    endDate: terms.endDate ?? null,
    hoursPerWeek: terms.hoursPerWeek,
    daysOff: terms.daysOff ?? [],
    duties: terms.duties ?? '',
    provides: terms.provides ?? [],
    houseRules: terms.houseRules ?? '',
    noticePeriodDays: terms.noticePeriodDays ?? 0,
    extraClauses: terms.extraClauses ?? [],
    askedDetails: terms.askedDetails ?? [],
  };
}
