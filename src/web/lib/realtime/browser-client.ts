import { REALTIME_PATH } from '@shared/api/realtime';
import { RealtimeClient } from '@shared/realtime-client';
import { announceRealtimeStatus, registerBrowserRealtime } from './realtime-lifecycle';

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
    onStatus: announceRealtimeStatus,
  });
  client = created;
  registerBrowserRealtime(created);
  // A tab back from the background, or a phone back online, catches up at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') created.catchUp();
  });
  window.addEventListener('online', () => created.catchUp());
  return created;
}
