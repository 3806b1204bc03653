import { REALTIME_PATH } from '@shared/api/realtime';
import { RealtimeClient, type RealtimeStatus } from '@shared/realtime-client';

const statusListeners = new Set<(status: RealtimeStatus) => void>();

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}

let client: RealtimeClient | null = null;

/** The tab's one realtime client, made on first use (signed-in pages only). */
export function browserRealtime(): RealtimeClient {
  if (client) return client;
  const created = new RealtimeClient({
    createSocket: () => new WebSocket(socketUrl()) as never,
    onStatus: (status) => {
      for (const listener of statusListeners) listener(status);
    },
  });
  client = created;
  // A tab back from the background, or a phone back online, catches up at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') created.catchUp();
  });
  window.addEventListener('online', () => created.catchUp());
  return created;
}

/** Forgets every topic and closes the socket (on sign-out). */
export function closeBrowserRealtime() {
  client?.shutdown();
}

/** Reconnects now, if the tab has a client (after the session was replaced). */
export function resumeBrowserRealtime() {
  client?.catchUp();
}

export function onRealtimeStatus(listener: (status: RealtimeStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
