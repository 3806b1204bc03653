import { CHORE_MESSAGES } from '@shared/api/chores';
import type { LedgerReason } from '@shared/api/points';
import { and, eq, sql } from 'drizzle-orm';
import { pointsLedger, profiles, propertyHelpers } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { ruleBroken } from '../../platform/errors';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';

export type LedgerRow = typeof pointsLedger.$inferSelect;

export type LedgerWrite = {
  helperId: string;
  propertyId: string;
  amount: number;
  reason: LedgerReason;
  /** The chore, redemption or bonus/adjustment request it came from. */
  referenceId: string;
  note?: string | null;
  createdBy?: string | null;
};

/** Postgres check_violation: a balance would go below zero. */
function isCheckViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i += 1) {
    if ((e as { code?: string }).code === '23514') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The ONLY writer of points (decision 050). Appends one ledger row for
 * (reason, referenceId) — `on conflict do nothing`, so a retried or raced
 * action finds the row already there and moves nothing — and, only when this
 * call inserted it, moves the membership's exchange points and the profile's
 * points by the same amount in the same transaction. Locks are taken in one
 * order (membership, then profile) so concurrent awards cannot deadlock.
 * A move below zero (the check constraints) answers 422 `belowZeroMessage`.
 * Publishes `points.changed` on the helper's `me` topic on commit.
 */
export async function recordPoints(
  tx: Tx,
  input: LedgerWrite,
  belowZeroMessage: string = CHORE_MESSAGES.belowZero,
): Promise<{ entry: LedgerRow; inserted: boolean }> {
  const [inserted] = await tx
    .insert(pointsLedger)
    .values({
      helperId: input.helperId,
      propertyId: input.propertyId,
      amount: input.amount,
      reason: input.reason,
      referenceId: input.referenceId,
      note: input.note ?? null,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing({ target: [pointsLedger.reason, pointsLedger.referenceId] })
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(pointsLedger)
      .where(
        and(eq(pointsLedger.reason, input.reason), eq(pointsLedger.referenceId, input.referenceId)),
      );
    if (!existing) throw new Error('ledger row vanished');
    return { entry: existing, inserted: false };
  }
  let points: number;
  try {
    // A savepoint, so a refused move leaves the caller's transaction usable.
    points = await tx.transaction(async (sp) => {
      const moved = await sp
        .update(propertyHelpers)
        .set({
          exchangePoints: sql`${propertyHelpers.exchangePoints} + ${input.amount}`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(propertyHelpers.propertyId, input.propertyId),
            eq(propertyHelpers.helperId, input.helperId),
          ),
        )
        .returning({ id: propertyHelpers.id });
      if (moved.length === 0) throw new Error('points for someone who was never a member');
      const [profile] = await sp
        .update(profiles)
        .set({ points: sql`${profiles.points} + ${input.amount}`, updatedAt: sql`now()` })
        .where(eq(profiles.id, input.helperId))
        .returning({ points: profiles.points });
      if (!profile) throw new Error('points for a user without a profile');
      return profile.points;
    });
  } catch (error) {
    if (isCheckViolation(error)) throw ruleBroken(belowZeroMessage);
    throw error;
  }
  await publish(tx, topics.me(input.helperId), { kind: 'points.changed', data: { points } });
  return { entry: inserted, inserted: true };
}

export type PointsDisagreement =
  | { kind: 'profile'; helperId: string; stored: number; fromLedger: number }
  | {
      kind: 'membership';
      helperId: string;
      propertyId: string;
      stored: number;
      fromLedger: number;
    }
  | { kind: 'orphan_ledger'; helperId: string; propertyId: string; fromLedger: number };

/**
 * Rebuilds every balance from the ledger (the truth, decision 050) and lists
 * each stored number that disagrees: `profiles.points` against the helper's
 * ledger sum, each membership's `exchange_points` against the sum for that
 * helper and property, and ledger rows for a (helper, property) with no
 * membership. An empty list means the balances and the ledger agree.
 */
export async function verifyPoints(db: Queryable): Promise<PointsDisagreement[]> {
  const profilesOff = await db.execute<{ helper_id: string; stored: number; ledger: number }>(sql`
    select p.id as helper_id, p.points as stored, coalesce(l.total, 0)::int as ledger
    from profiles p
    left join (select helper_id, sum(amount) as total from points_ledger group by helper_id) l
      on l.helper_id = p.id
    where p.points <> coalesce(l.total, 0)
    order by p.id`);
  const membershipsOff = await db.execute<{
    helper_id: string;
    property_id: string;
    stored: number | null;
    ledger: number;
  }>(sql`
    with sums as (
      select helper_id, property_id, sum(amount)::int as total
      from points_ledger group by helper_id, property_id
    )
    select coalesce(ph.helper_id, s.helper_id) as helper_id,
           coalesce(ph.property_id, s.property_id) as property_id,
           ph.exchange_points as stored, coalesce(s.total, 0)::int as ledger
    from property_helpers ph
    full join sums s on s.helper_id = ph.helper_id and s.property_id = ph.property_id
    where ph.id is null or ph.exchange_points <> coalesce(s.total, 0)
    order by 1, 2`);
  const out: PointsDisagreement[] = profilesOff.rows.map((r) => ({
    kind: 'profile',
    helperId: r.helper_id,
    stored: Number(r.stored),
    fromLedger: Number(r.ledger),
  }));
  for (const r of membershipsOff.rows) {
    if (r.stored === null)
      out.push({
        kind: 'orphan_ledger',
        helperId: r.helper_id,
        propertyId: r.property_id,
        fromLedger: Number(r.ledger),
      });
    else
      out.push({
        kind: 'membership',
        helperId: r.helper_id,
        propertyId: r.property_id,
        stored: Number(r.stored),
        fromLedger: Number(r.ledger),
      });
  }
  return out;
}
