import type { User } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailLocale, requestLocale } from '../i18n/mail-locale';
import type { Mailer } from '../mail/mailer';
import { signUpAttemptMail } from '../mail/templates';

// Sign-up must not tell whether an address is registered (issue 24). better-auth
// answers a registered address with a made-up user, as it answers a new one,
// only when `autoSignIn` is off (it then also hashes the password, so both take
// as long, and calls `onExistingUserSignUp`). We turn it off and sign the new
// person in ourselves, in an after-hook, until issue 14 asks for a verified
// address first. The HTTP reply is then made identical in routes.ts.

const SIGN_UP_PATH = '/sign-up/email';

/** At most one "someone tried to sign up" mail per address in this interval. */
export const SIGN_UP_NOTICE_INTERVAL_MINUTES = 60;

/**
 * Claims this address's notice for the interval (a row in request_limits, so
 * every instance shares it); false when one was already sent within it.
 */
export async function claimSignUpNotice(db: Db, email: string): Promise<boolean> {
  const key = `sign-up-notice:${email.toLowerCase()}`;
  const result = await db.execute(sql`
    insert into request_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set count = 1, window_started_at = now()
      where request_limits.window_started_at
        <= now() - ${SIGN_UP_NOTICE_INTERVAL_MINUTES} * interval '1 minute'
    returning 1`);
  return result.rows.length === 1;
}

/**
 * better-auth's `onExistingUserSignUp`: tells the owner, throttled, with links
 * to log in or reset, in the owner's language (else the sign-up form's).
 */
export function noticeToOwner(db: Db, mailer: Mailer, publicUrl: string) {
  return async ({ user }: { user: User }, request?: Request) => {
    if (!(await claimSignUpNotice(db, user.email))) return;
    // In the background, the language read too: the answer must take as long as for a new address.
    mailer.sendInBackground(
      mailLocale(db, { userId: user.id }, requestLocale(request)).then((locale) =>
        signUpAttemptMail(user.email, `${publicUrl}/login`, `${publicUrl}/reset-password`, locale),
      ),
    );
  };
}

function userIdOf(returned: unknown): string | null {
  if (typeof returned !== 'object' || returned === null || !('user' in returned)) return null;
  const user = (returned as { user: unknown }).user;
  if (typeof user !== 'object' || user === null || !('id' in user)) return null;
  return typeof user.id === 'string' ? user.id : null;
}

/**
 * better-auth `hooks.after` step: a sign-up that made a real account (its
 * user is in the database; a registered address got a made-up one) starts a
 * session for it, as `autoSignIn` would have.
 */
export const signInNewPerson = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== SIGN_UP_PATH) return;
  const userId = userIdOf(ctx.context.returned);
  if (!userId) return;
  const user = await ctx.context.internalAdapter.findUserById(userId);
  if (!user) return;
  const dontRemember = (ctx.body as { rememberMe?: unknown } | undefined)?.rememberMe === false;
  const session = await ctx.context.internalAdapter.createSession(user.id, dontRemember);
  if (!session) return;
  await setSessionCookie(ctx, { session, user }, dontRemember);
});
