import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/transaction';

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
