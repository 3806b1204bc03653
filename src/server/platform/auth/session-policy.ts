// Session timeouts (OWASP ASVS level 2, section 3.3). Documented in
// docs/decisions/010-auth-better-auth.md and README "Accounts and sessions".

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Idle timeout: a session unused this long ends (better-auth's expiresIn, rolled forward on use). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 7 * DAY;

/** How often a used session is rolled forward (and its last-seen time moved): better-auth's updateAge. */
export const SESSION_REFRESH_INTERVAL_SECONDS = HOUR;

/**
 * Absolute timeout: no session outlives its creation by more than this,
 * however active. Enforced by a trigger on sessions (migration 0002) that
 * holds the same value; a test checks the two agree.
 */
export const SESSION_ABSOLUTE_TIMEOUT_SECONDS = 30 * DAY;

/** Lifetime of a password-reset link. */
export const PASSWORD_RESET_TOKEN_SECONDS = HOUR;

/** The window in which failed sign-ins of one account are counted. */
export const LOGIN_FAILURE_WINDOW_SECONDS = HOUR;

/** Lifetime of an email-verification link (issue 14): a day, as mail can be read late. */
export const EMAIL_VERIFICATION_TOKEN_SECONDS = DAY;
