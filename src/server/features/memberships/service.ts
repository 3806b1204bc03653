import type { PropertyMember } from '@shared/api/properties';
import { and, asc, eq, sql } from 'drizzle-orm';
import { hostInvitations, profiles, propertyHelpers, users } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { notify } from '../notifications/service';
import { presentPublicProfile } from '../profile/presenter';
import { endStay } from '../reviews/service';
import { type MembershipRow, presentMembership } from './presenter';

// The low-level membership writes every way of joining shares (invite code,
// accepted request, host invite). All of them run inside the caller's
// transaction, after lockPair, so checks and writes for one (property,
// helper) never interleave.

/**
 * Serialises every membership and request change for one (property, helper)
 * pair until the transaction ends. With the unique keys as a backstop, this
 * makes a retried or concurrent join/accept/request a clean 409 instead of a race.
 */
export async function lockPair(tx: Tx, propertyId: string, helperId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${propertyId}:${helperId}`}, 0))`,
  );
}

export async function membershipOf(
  tx: Queryable,
  propertyId: string,
  helperId: string,
): Promise<MembershipRow | null> {
  const [row] = await tx
    .select()
    .from(propertyHelpers)
    .where(and(eq(propertyHelpers.propertyId, propertyId), eq(propertyHelpers.helperId, helperId)));
  return row ?? null;
}

export type Activation = { membership: MembershipRow; activated: boolean };

/**
 * Makes the helper an active member: inserts the one row for the pair, or
 * reactivates a past one (new dates, agreement and onboarding start again;
 * exchange points earned before are kept). `activated` is false when they were
 * already active: nothing changed and nothing should be announced.
 */
export async function activateMembership(
  tx: Tx,
  values: {
    propertyId: string;
    helperId: string;
    joinedVia: MembershipRow['joinedVia'];
    startDate: string;
    endDate: string | null;
  },
): Promise<Activation> {
  const [row] = await tx
    .insert(propertyHelpers)
    .values({ ...values, status: 'active' })
    .onConflictDoUpdate({
      target: [propertyHelpers.propertyId, propertyHelpers.helperId],
      set: {
        status: 'active',
        joinedVia: values.joinedVia,
        startDate: values.startDate,
        endDate: values.endDate,
        endedAt: null,
        agreementFormCompleted: false,
        onboardingCompletedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${propertyHelpers.status} <> 'active'`,
    })
    .returning();
  if (row) return { membership: row, activated: true };
  const existing = await membershipOf(tx, values.propertyId, values.helperId);
  if (!existing) throw new Error('membership vanished during activation');
  return { membership: existing, activated: false };
}

/** True when the host mailed this helper's address an invite to this property. */
export async function wasInvitedByEmail(
  tx: Tx,
  propertyId: string,
  helperId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: hostInvitations.id })
    .from(hostInvitations)
    .innerJoin(users, eq(users.email, hostInvitations.email))
    .where(and(eq(hostInvitations.propertyId, propertyId), eq(users.id, helperId)));
  return Boolean(row);
}

/**
 * After a join: the invitation to this property (if any) becomes `joined`,
 * and so does the helper's host_signup_invite_status if it was `invited`.
 */
export async function markInvitationJoined(
  tx: Tx,
  propertyId: string,
  helperId: string,
): Promise<void> {
  const updated = await tx
    .update(hostInvitations)
    .set({ status: 'joined', updatedAt: sql`now()` })
    .where(
      and(
        eq(hostInvitations.propertyId, propertyId),
        sql`${hostInvitations.email} = (select email from users where id = ${helperId})`,
      ),
    )
    .returning({ id: hostInvitations.id });
  if (updated.length === 0) return;
  await tx
    .update(profiles)
    .set({ hostSignupInviteStatus: 'joined', updatedAt: sql`now()` })
    .where(and(eq(profiles.id, helperId), eq(profiles.hostSignupInviteStatus, 'invited')));
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The earliest date that is still today somewhere on Earth (UTC−12). A stay
 * that starts on it is not "in the past" for every helper, wherever they
 * are: at 20:00 in Honolulu the UTC date is already tomorrow.
 */
export function earliestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60_000).toISOString().slice(0, 10);
}

/** Active members of a property with their public cards (the host's property page). */
export async function listMembersOfProperty(
  db: Queryable,
  propertyId: string,
): Promise<PropertyMember[]> {
  const rows = await db
    .select({ membership: propertyHelpers, helper: profiles })
    .from(propertyHelpers)
    .innerJoin(profiles, eq(profiles.id, propertyHelpers.helperId))
    .where(and(eq(propertyHelpers.propertyId, propertyId), eq(propertyHelpers.status, 'active')))
    .orderBy(asc(propertyHelpers.startDate), asc(propertyHelpers.id))
    .limit(200);
  return rows.map((r) => ({
    membership: presentMembership(r.membership),
    helper: presentPublicProfile(r.helper),
  }));
}

// ---------------------------------------------------------------- ending

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
      notice: helper?.fullName?.trim()
        ? { key: 'helperLeft', params: { name: helper.fullName.trim(), property: property.title } }
        : { key: 'someHelperLeft', params: { property: property.title } },
      referenceId: property.id,
    });
  } else {
    await notify(tx, {
      userId: helperId,
      type: 'membership_removed',
      notice: { key: 'membershipRemoved', params: { property: property.title } },
      referenceId: property.id,
    });
  }
  return updated;
}
