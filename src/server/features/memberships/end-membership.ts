import { eq, sql } from 'drizzle-orm';
import { profiles, propertyHelpers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notify } from '../notifications/service';
import { endStay } from '../reviews/service';
import type { MembershipRow } from './presenter';
import { lockPair, membershipOf } from './service';

export type EndMembershipInput = {
  property: { id: string; title: string; hostId: string };
  helperId: string;
  /** `left`: the helper went (the host is told); `removed`: the host ended it (the helper is told). */
  reason: 'left' | 'removed';
  now: Date;
};

/**
 * Ends an active membership in the caller's transaction, the one way every
 * path does it (leaving, removal, a block that ends the stay): status and
 * end time, the stay written with its review window (endStay, decision 100:
 * its chat line and both people asked), and the other side told. Returns
 * null when the membership is not active (nothing changes).
 */
export async function endMembership(
  tx: Tx,
  input: EndMembershipInput,
): Promise<MembershipRow | null> {
  const { property, helperId, reason, now } = input;
  await lockPair(tx, property.id, helperId);
  const current = await membershipOf(tx, property.id, helperId);
  if (current?.status !== 'active') return null;
  const [updated] = await tx
    .update(propertyHelpers)
    .set({ status: reason, endedAt: now, updatedAt: sql`now()` })
    .where(eq(propertyHelpers.id, current.id))
    .returning();
  if (!updated) throw new Error('membership vanished');
  await endStay(tx, { membershipId: current.id, reason, now });
  if (reason === 'left') {
    const [helper] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, helperId));
    await notify(tx, {
      userId: property.hostId,
      type: 'helper_left',
      title: 'A helper left your property',
      content: `${helper?.fullName?.trim() || 'A helper'} left ${property.title}.`,
      referenceId: property.id,
    });
  } else {
    await notify(tx, {
      userId: helperId,
      type: 'membership_removed',
      title: 'Your membership ended',
      content: `The host removed you from ${property.title}. Your history there is kept.`,
      referenceId: property.id,
    });
  }
  return updated;
}
