import { useSyncExternalStore } from 'react';
import { type OutboxItem, outbox } from './outbox';

/*
 * What the outbox holds, for screens that show 'Waiting for a connection'.
 * One snapshot for every screen, re-read whenever the outbox changes.
 */

let snapshot: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function reread() {
  void outbox.list().then(
    (items) => {
      snapshot = items;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!stopWatching) {
    stopWatching = outbox.subscribe(reread);
    reread();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

/** The items waiting on this device, in order. */
export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
