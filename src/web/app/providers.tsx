import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@web/features/auth/session';
import { ApiError } from '@web/lib/api-client';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

const MAX_RETRIES = 3;
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

/** Everything the app stands on: data cache, session, router and toasts. */
export function AppProviders({ router, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        theme="system"
        offset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
        mobileOffset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
      />
    </QueryClientProvider>
  );
}
