import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, isOfflineError } from '@web/lib/api-client';
import { OfflineDataGate } from '@web/lib/offline/offline-data';
import { lazySender, OUTBOX_KINDS } from '@web/lib/offline/outbox';
import { OutboxRunner } from '@web/lib/offline/outbox-runner';
import { SessionProvider } from '@web/lib/session/session';
import type { ComponentProps, CSSProperties } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';

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
        if (isOfflineError(error)) toast.error(error.message, { id: OFFLINE_TOAST_ID });
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

export const TOAST_DURATION_MS = 4500;

interface AppProvidersProps {
  router: AppRouter;
  queryClient?: QueryClient;
}

const defaultQueryClient = createQueryClient();

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
 * Sonner's rich colours, from the app's tokens so they switch with the colour
 * scheme and keep AA contrast (its own light-red error text does not).
 */
const toastColours = {
  '--normal-bg': 'var(--card)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--card-foreground)',
  '--error-bg': 'color-mix(in srgb, var(--destructive) 7%, var(--card))',
  '--error-border': 'color-mix(in srgb, var(--destructive) 35%, var(--card))',
  '--error-text': 'var(--destructive)',
  '--success-bg': 'color-mix(in srgb, var(--success) 7%, var(--card))',
  '--success-border': 'color-mix(in srgb, var(--success) 35%, var(--card))',
  '--success-text': 'var(--success)',
  '--warning-bg': 'color-mix(in srgb, var(--warning) 7%, var(--card))',
  '--warning-border': 'color-mix(in srgb, var(--warning) 35%, var(--card))',
  '--warning-text': 'var(--warning)',
  '--info-bg': 'color-mix(in srgb, var(--accent) 7%, var(--card))',
  '--info-border': 'color-mix(in srgb, var(--accent) 35%, var(--card))',
  '--info-text': 'var(--accent-soft-foreground)',
} as CSSProperties;

/**
 * Everything the app stands on: data cache (with the person's saved copy,
 * restored first), session, router and toasts.
 */
export function AppProviders({ router, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineDataGate>
        <SessionProvider>
          <RouterProvider router={router} />
          <OutboxRunner senders={outboxSenders} />
        </SessionProvider>
      </OfflineDataGate>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        theme="system"
        style={toastColours}
        offset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
        mobileOffset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
      />
    </QueryClientProvider>
  );
}
