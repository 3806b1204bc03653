/**
 * SPEC 3: `userRole` and `userPoints` are kept locally (for a fast first paint
 * of role-dependent UI). They are a cache of the server's answer, never the
 * authority: the role is rewritten on every auth change and both are cleared
 * on sign-out (SPEC 4).
 */

export const USER_ROLE_KEY = 'userRole';
export const USER_POINTS_KEY = 'userPoints';
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

export const rememberRole = (role: string) => write(USER_ROLE_KEY, role);
export const rememberPoints = (points: number) => write(USER_POINTS_KEY, String(points));

/** Forget everything kept locally about the signed-in user. */
export function forgetLocalUser() {
  write(USER_ROLE_KEY, null);
  write(USER_POINTS_KEY, null);
  write(PROFILE_GATE_KEY, null);
}

export const profileGateDoneFor = (sessionId: string) => readLocal(PROFILE_GATE_KEY) === sessionId;
export const markProfileGateDone = (sessionId: string) => write(PROFILE_GATE_KEY, sessionId);
