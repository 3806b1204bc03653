import { createHash } from 'node:crypto';
import { CODE_ALREADY_USED_MESSAGE } from '@shared/api/auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// A TOTP code counts once (issue 24). better-auth accepts a code for its
// whole window (the step before, this one and the next: up to 90 seconds), so
// a code read over someone's shoulder, or the one that just confirmed
// enrolment, could sign in again. Before better-auth checks a code, the code
// is claimed for its person in one statement; a claim that finds the same
// code used within the window refuses the request. Concurrent requests with
// one code race on the primary key, and only one wins.

/** A code older than this can no longer be valid (three 30-second steps), with margin. */
const WINDOW = '2 minutes';

const TWO_FACTOR_COOKIE = 'two_factor';
const VERIFY_TOTP_PATH = '/two-factor/verify-totp';

/** Whose code this is: the signed-in person enrolling, or the one half-way through signing in. */
async function personOf(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!signed) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(signed);
  return pending?.value ?? null;
}

/** Claims (person, code); false when that person used that code within the window. */
export async function claimTotpCode(db: Db, userId: string, code: string): Promise<boolean> {
  const codeHash = createHash('sha256').update(`${userId}:${code.trim()}`).digest('hex');
  const result = await db.execute(sql`
    with cleared as (
      delete from used_totp_codes
      where user_id = ${userId} and used_at < now() - ${WINDOW}::interval and code_hash <> ${codeHash}
    )
    insert into used_totp_codes (user_id, code_hash) values (${userId}, ${codeHash})
    on conflict (user_id, code_hash) do update set used_at = now()
      where used_totp_codes.used_at < now() - ${WINDOW}::interval
    returning 1`);
  return result.rows.length === 1;
}

/** better-auth's `hooks.before`: refuses a TOTP code already used. */
export function totpReplayGuard(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== VERIFY_TOTP_PATH) return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const userId = await personOf(ctx);
    // No person: better-auth refuses the request itself.
    if (!userId) return;
    if (!(await claimTotpCode(db, userId, code))) {
      throw new APIError('UNAUTHORIZED', {
        message: CODE_ALREADY_USED_MESSAGE,
        code: 'CODE_ALREADY_USED',
      });
    }
  });
}
