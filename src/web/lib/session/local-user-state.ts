/**
 * SPEC 3: `userRole` and `userPoints` are kept locally (for a fast first paint
 * of role-dependent UI). They are a cache of the server's answer, never the
 * authority: the role is rewritten on every auth change and both are cleared
 * on sign-out (SPEC 4).
 */

export const USER_ROLE_KEY = 'userRole';
export const USER_POINTS_KEY = 'userPoints';
/**
 * When a signed-out visitor chose a role at /role-select (issue 19): while it
 * is fresh, `userRole` holds that choice, not a cache, and survives the
 * signed-out state and the new account's 'user' role until it is applied.
 */
export const ROLE_CHOSEN_AT_KEY = 'homestay.roleChosenAt';
/** A choice made before signing up is forgotten after an hour (a shared computer). */
export const CHOSEN_ROLE_TTL_MS = 60 * 60 * 1000;
/** The auth session whose profile gate has already run (SPEC 4: once per session). */
export const PROFILE_GATE_KEY = 'homestay.profileGate';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can be switched off; the app works without it.
  }
}

function write(key: string, value: string | null) {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Full or refused: a cache we can live without.
  }
}

export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The role chosen before signing up, while it is fresh and not yet applied. */
export function chosenRole(now = Date.now()): 'host' | 'helper' | null {
  const at = Number(readLocal(ROLE_CHOSEN_AT_KEY));
  const role = readLocal(USER_ROLE_KEY);
  if (!at || now - at >= CHOSEN_ROLE_TTL_MS || now < at) return null;
  return role === 'host' || role === 'helper' ? role : null;
}

/** Keeps a signed-out visitor's choice (SPEC 3's `userRole`) for after sign-up. */
export function keepChosenRole(role: 'host' | 'helper', now = Date.now()) {
  write(USER_ROLE_KEY, role);
  write(ROLE_CHOSEN_AT_KEY, String(now));
}

export function forgetChosenRole() {
  write(ROLE_CHOSEN_AT_KEY, null);
}

/** The session's role; an account without one yet ('user') leaves a pending choice in place. */
export function rememberRole(role: string) {
  if (role === 'user' && chosenRole()) return;
  write(USER_ROLE_KEY, role);
  write(ROLE_CHOSEN_AT_KEY, null);
}
export const rememberPoints = (points: number) => write(USER_POINTS_KEY, String(points));

/** Forget everything kept locally about the signed-in user (a pending choice stays). */
export function forgetLocalUser() {
  if (!chosenRole()) {
    write(USER_ROLE_KEY, null);
    write(ROLE_CHOSEN_AT_KEY, null);
  }
  write(USER_POINTS_KEY, null);
  write(PROFILE_GATE_KEY, null);
}

export const profileGateDoneFor = (sessionId: string) => readLocal(PROFILE_GATE_KEY) === sessionId;
export const markProfileGateDone = (sessionId: string) => write(PROFILE_GATE_KEY, sessionId);
