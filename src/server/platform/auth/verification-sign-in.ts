import type { Auth } from './auth';

// better-auth's autoSignInAfterVerification starts a session for whoever
// opens the mailed link, without the two-step code. For an account that has
// two-step on (it turned it on before verifying), that new session is ended
// again here and its cookie dropped: the person logs in with the code and
// comes back to /dashboard?verified=1. A session the browser already had is
// left alone (better-auth only renews its cookie).

const SESSION_COOKIE = /^(?:__Secure-)?homestay\.session_token=([^;]*)/;

/** The session token inside a signed cookie value (`token.signature`, URL-encoded). */
function tokenOf(value: string | undefined): string | null {
  if (!value) return null;
  const token = decodeURIComponent(value).split('.')[0];
  return token ? token : null;
}

function requestToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const match = part.trim().match(SESSION_COOKIE);
    if (match) return tokenOf(match[1]);
  }
  return null;
}

/** The cookies to pass on after a successful verification. */
export async function cookiesAfterVerification(
  auth: Auth,
  setCookies: string[],
  cookieHeader: string | undefined,
): Promise<string[]> {
  const sessionCookie = setCookies.find((c) => SESSION_COOKIE.test(c));
  const token = tokenOf(sessionCookie?.match(SESSION_COOKIE)?.[1]);
  if (!sessionCookie || !token || token === requestToken(cookieHeader)) return setCookies;
  const context = await auth.$context;
  const found = await context.internalAdapter.findSession(token);
  if (!found?.user.twoFactorEnabled) return setCookies;
  await context.internalAdapter.deleteSession(token);
  return setCookies.filter((c) => c !== sessionCookie);
}
