import { useSyncExternalStore } from 'react';

/** SPEC 2 and 9: below 768 px is mobile. */
export const DESKTOP_QUERY = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True from 768 px wide: the shell swaps the drawer and tabs for a side bar. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}
