import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * Whether this device has a network, as the browser says (navigator.onLine
 * and its online/offline events). The browser can be optimistic (a Wi-Fi
 * with no way out reads as online): a request that then fails still shows
 * as a network error, and the outbox keeps what it could not send.
 */

export const isOnline = (): boolean =>
  typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Tells TanStack Query what the browser says, from the start. On its own it
 * assumes a network until an `offline` event, so an app opened with none
 * fetched every saved page, failed three times and showed an error over the
 * saved data; told, it holds those reads (paused) until `online`.
 */
export function followDeviceNetwork(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribe(() => setOnline(isOnline()));
  });
}

/** True while the device has a network; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The one sentence every write shows when it needs a network the device has not got. */
export const OFFLINE_WRITE_MESSAGE = 'You’re offline — this needs a connection.';
