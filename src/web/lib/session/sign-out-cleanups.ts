/**
 * What other parts of the app forget when a person signs out on this device:
 * their offline copy of the data, the writes still waiting for a network,
 * this device's push subscription (issue 16). Each registers here at module
 * load; endLocalSession runs them all before it leaves for /welcome, so the
 * next person on a shared phone finds none of it.
 */
type Cleanup = () => Promise<void> | void;

const cleanups = new Set<Cleanup>();

/** Registers `cleanup` to run at every sign-out; returns the undo. */
export function onSignOut(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every cleanup; one that fails does not stop the others (nor the sign-out). */
export async function runSignOutCleanups(): Promise<void> {
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
}
