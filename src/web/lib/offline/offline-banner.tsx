import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnline } from './online-status';
import { formatSavedAt, oldestShownData } from './saved-at';

/** The time the page's data was fetched, following the cache. */
function useOldestShownData(): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(
    subscribe,
    () => oldestShownData(cache),
    () => 0,
  );
}

/**
 * 'Offline: showing what was saved at 14:05' above the page while the device
 * has no network (issue 16). Writes that need one say so themselves.
 */
export function OfflineBanner() {
  const online = useOnline();
  const savedAt = useOldestShownData();
  if (online) return null;
  return (
    <p
      role="status"
      className="mb-3 flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 text-body-sm text-foreground"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {savedAt > 0
          ? `Offline: showing what was saved at ${formatSavedAt(savedAt)}`
          : 'Offline: showing what was saved on this device'}
      </span>
    </p>
  );
}
