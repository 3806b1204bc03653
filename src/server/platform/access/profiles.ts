import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * DESIGN.md section 4: another user's profile card is visible to people who
 * share a property (its host and anyone who is or was a member), a stay
 * request (the property's host and the requester, whatever its status) or a
 * conversation with them. The host of a listed property is shown on its public
 * page, so anyone signed in may see that host's card. Conversations extend
 * this when messaging lands. Callers answer 404 when false.
 */
export async function canSeeProfile(db: Db, viewerId: string, targetId: string): Promise<boolean> {
  if (viewerId === targetId) return true;
  const result = await db.execute<{ visible: boolean }>(sql`
    select (
      exists (
        select 1 from property_helpers ph join properties p on p.id = ph.property_id
        where (p.host_id = ${viewerId} and ph.helper_id = ${targetId})
           or (p.host_id = ${targetId} and ph.helper_id = ${viewerId})
      )
      or exists (
        select 1 from stay_requests sr join properties p on p.id = sr.property_id
        where (p.host_id = ${viewerId} and sr.helper_id = ${targetId})
           or (p.host_id = ${targetId} and sr.helper_id = ${viewerId})
      )
      or exists (select 1 from properties p where p.host_id = ${targetId} and p.status = 'listed')
    ) as visible`);
  return result.rows[0]?.visible === true;
}
