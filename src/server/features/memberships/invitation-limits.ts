import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/transaction';
import { AppError } from '../../platform/errors';

export const ADDRESS_LIMIT_MESSAGE =
  'This address has received as many invitations as it can today. Please try again tomorrow.';

export const hostDailyLimitMessage = (max: number) =>
  `You can send up to ${max} invitations a day. Please try again tomorrow.`;

/**
 * Counts one invitation mail to `email` in today's window (a day from the
 * first), whichever host sends it, and refuses (429) beyond `max`. Called in
 * the invitation's transaction after the host's checks, so a refused or
 * failed invitation counts nothing and a stranger cannot use an address's
 * allowance up. The counter is a request_limits row, shared by instances.
 */
export async function countInvitationMailTo(
  db: Queryable,
  email: string,
  max: number,
): Promise<void> {
  const key = `invite-mail:to:${email.toLowerCase()}`;
  const result = await db.execute<{ count: number }>(sql`
    insert into request_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when request_limits.window_started_at + interval '1 day' <= now()
                   then 1 else request_limits.count + 1 end,
      window_started_at = case when request_limits.window_started_at + interval '1 day' <= now()
                   then now() else request_limits.window_started_at end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 1);
  if (count > max) throw new AppError('rate_limited', ADDRESS_LIMIT_MESSAGE);
}
