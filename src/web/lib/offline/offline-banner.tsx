import { useQueryClient } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { WifiOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './online-status';
import { formatSavedAt, oldestShownData } from './saved-at';

const noSubscription = () => () => {};

/**
 * The time the page's data was fetched, following the cache, while `active`
 * (offline). Online it follows nothing: a listener on every cache event,
 * beside a page that suspends while its texts load (issue 17), fed React a
 * render loop (an update per retry, 'Maximum update depth exceeded').
 */
function useOldestShownData(active: boolean): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(
    active ? subscribe : noSubscription,
    () => (active ? oldestShownData(cache) : 0),
    () => 0,
  );
}

/**
 * 'Offline: showing what was saved at 14:05' while the device has no network
 * (issue 16). Above the page in the framed shell; on a full-screen page (the
 * chat) it floats under the page's own header instead, as a full-height page
 * has no room for a line more. Writes that need a network say so themselves.
 */
export function OfflineBanner({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const savedAt = useOldestShownData(!online);
  if (online) return null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-warning/40 px-3 py-2 text-body-sm text-foreground',
        floating
          ? 'pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top,0px)+4.5rem)] z-30 mx-auto w-fit max-w-[calc(100%-1.5rem)] bg-card shadow-lifted'
          : 'mb-3 bg-warning/10',
      )}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {savedAt > 0
          ? t('offline.savedAt', { time: formatSavedAt(savedAt) })
          : t('offline.savedOnDevice')}
      </span>
    </p>
  );
}
