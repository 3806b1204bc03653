import { useSyncExternalStore } from 'react';

/*
 * One shared clock for relative times ("5 minutes ago"): it ticks once a
 * minute while anything shows a time, so every item re-renders together
 * instead of each running its own timer.
 */
const TICK_MS = 60_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time; the component renders again every minute. */
export function useNow(): Date {
  useSyncExternalStore(subscribe, () => now);
  return new Date();
}
