/**
 * Holds the app's API calls while a sign-out is on its way to the server.
 *
 * A page that mounts during that round trip (a lazy route's chunk arriving
 * just after Logout was pressed) would otherwise read with a session the
 * server is ending and get 401s. Held calls wait; when the sign-out went
 * through they fail as "signed out" without ever reaching the network, and
 * when it failed (the person stays signed in) they go ahead as if nothing
 * happened.
 */
let pending: Promise<boolean> | null = null;

/**
 * Runs `signOut` with every other API call held until it settles. `signOut`
 * resolves to true when the person is signed out.
 */
export async function holdRequestsDuring(signOut: () => Promise<boolean>): Promise<boolean> {
  const run = signOut();
  const settled = run.catch(() => false);
  pending = settled;
  try {
    return await run;
  } finally {
    if (pending === settled) pending = null;
  }
}

/**
 * Resolves at once when no sign-out is under way; otherwise when it settles,
 * to true when the person was signed out meanwhile.
 */
export async function signedOutWhileWaiting(): Promise<boolean> {
  return pending ? pending : false;
}

/** True while a sign-out is under way (the sign-out's own calls must not wait for it). */
export const isSigningOut = () => pending !== null;
