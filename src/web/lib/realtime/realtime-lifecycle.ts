import type { RealtimeClient, RealtimeStatus } from '@shared/realtime-client';

/*
 * The tab's realtime socket as the session sees it: closed at sign-out,
 * resumed after a session replaced, its status followed. Apart from the
 * client (browser-client.ts), whose event schemas need zod, so the session,
 * which every first paint runs, does not load them.
 */

const statusListeners = new Set<(status: RealtimeStatus) => void>();
let active: Pick<RealtimeClient, 'shutdown' | 'catchUp'> | null = null;

/** Called once by browser-client.ts when it makes the tab's client. */
export function registerBrowserRealtime(client: Pick<RealtimeClient, 'shutdown' | 'catchUp'>) {
  active = client;
}

/** Tells every listener the socket's new status (the client's onStatus). */
export function announceRealtimeStatus(status: RealtimeStatus) {
  for (const listener of statusListeners) listener(status);
}

/** Forgets every topic and closes the socket (on sign-out). */
export function closeBrowserRealtime() {
  active?.shutdown();
}

/** Reconnects now, if the tab has a client (after the session was replaced). */
export function resumeBrowserRealtime() {
  active?.catchUp();
}

export function onRealtimeStatus(listener: (status: RealtimeStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
