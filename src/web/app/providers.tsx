import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { ApiError, isOfflineError } from '@web/lib/api-client';
import { showToast } from '@web/lib/lazy-toast';
import { OfflineDataGate } from '@web/lib/offline/offline-data';
import { lazySender, OUTBOX_KINDS } from '@web/lib/offline/outbox';
import { OutboxRunner } from '@web/lib/offline/outbox-runner';
import { SessionProvider } from '@web/lib/session/session';
import { type ComponentProps, lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

const MAX_RETRIES = 3;

/** One id, so several writes refused offline show one toast. */
const OFFLINE_TOAST_ID = 'offline-write';
const MAX_RETRY_DELAY_MS = 30_000;

/** A request the server refused on its merits will fail the same way again. */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** Cache defaults of SPEC 9: 3 retries, back-off capped at 30 s, unused data dropped after 5 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Any write tried with no network says why, once, whatever its screen shows.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isOfflineError(error))
          showToast((toast) => toast.error(error.message, { id: OFFLINE_TOAST_ID }));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isFinal(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        gcTime: 5 * 60 * 1000,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  router: AppRouter;
  queryClient?: QueryClient;
}

const defaultQueryClient = createQueryClient();

/** The toasts' chunk (sonner), fetched as the first page renders; see the module. */
const AppToaster = lazy(() => import('./app-toaster'));

/** How each kind of write kept offline is sent when the network is back (issue 16). */
const outboxSenders = {
  // Each feature's sender loads with its code (the first paint needs
  // neither, and their schemas would bring zod into it).
  [OUTBOX_KINDS.message]: lazySender(() =>
    import('@web/features/messaging/api').then((messaging) => messaging.messageOutboxSender),
  ),
  [OUTBOX_KINDS.choreHandIn]: lazySender(() =>
    import('@web/features/chores/api').then((chores) => chores.choreHandInOutboxSender),
  ),
};

/**
 * Everything the app stands on: data cache (with the person's saved copy,
 * restored first), session, router and toasts.
 */
export function AppProviders({ router, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineDataGate fallback={<PulsingLogo />}>
        <SessionProvider>
          <RouterProvider router={router} />
          <OutboxRunner senders={outboxSenders} />
        </SessionProvider>
      </OfflineDataGate>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
