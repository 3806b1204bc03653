import { notificationTarget } from '@shared/notification-target';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { properties, propertyHelpers } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

/**
 * For agreement_form_completed (SPEC 4): the helper on the property whose
 * agreement form is completed. Only the property's host gets an answer (the
 * notification goes to the host); anyone else gets null.
 */
export async function completedAgreementHelper(
  q: Queryable,
  viewerId: string,
  propertyId: string,
): Promise<string | null> {
  if (!z.uuid().safeParse(propertyId).success) return null;
  const [row] = await q
    .select({ helperId: propertyHelpers.helperId })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .where(
      and(
        eq(propertyHelpers.propertyId, propertyId),
        eq(properties.hostId, viewerId),
        eq(propertyHelpers.agreementFormCompleted, true),
      ),
    )
    .orderBy(desc(propertyHelpers.updatedAt))
    .limit(1);
  return row?.helperId ?? null;
}

/** The click-through path of a notification row (SPEC 4), with its lookup done. */
export async function targetOfRow(
  q: Queryable,
  row: { userId: string; type: string; referenceId: string | null },
): Promise<string | null> {
  const completedHelperId =
    row.type === 'agreement_form_completed' && row.referenceId
      ? await completedAgreementHelper(q, row.userId, row.referenceId)
      : null;
  return notificationTarget(row, { completedHelperId });
}
