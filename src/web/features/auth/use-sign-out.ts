import { strings } from '@shared/strings';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { useCallback, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOutOnServer } from './api';
import { forgetLocalUser } from './local-user-state';
import { sessionQueryKey } from './session';

/**
 * Drops every cached query but the session's. A query a mounted page still
 * shows goes when that page lets go of it: removed under the page (a slow
 * render outlasts any timer), it would be fetched again, signed out, and fail.
 */
function forgetSignedInData(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const waiting = new Set<Query>();
  for (const query of cache.getAll()) {
    if (query.queryKey[0] === sessionQueryKey[0]) continue;
    if (query.getObserversCount() === 0) cache.remove(query);
    else waiting.add(query);
  }
  if (waiting.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !waiting.has(event.query)) return;
    if (event.query.getObserversCount() > 0) return;
    cache.remove(event.query);
    waiting.delete(event.query);
    if (waiting.size === 0) unsubscribe();
  });
}

/**
 * Forgets the signed-in user in this tab: the locally kept role and points,
 * every cached query, and the session; then goes to /welcome with SPEC 8's
 * toast. Used after the server ended the session (sign-out, "sign out
 * everywhere").
 */
export async function endLocalSession(queryClient: QueryClient, navigate: NavigateFunction) {
  forgetLocalUser();
  await queryClient.cancelQueries();
  queryClient.setQueryData(sessionQueryKey, null);
  // The page being left may be a signed-in one whose guard now sends the
  // visitor to /login; let that happen first (cache listeners run on a
  // zero-delay timer), so that going to /welcome is the last navigation.
  await new Promise((resolve) => setTimeout(resolve, 0));
  forgetSignedInData(queryClient);
  await navigate('/welcome', { replace: true });
  toast.success(strings.auth.signedOutTitle, { description: strings.auth.signedOutDescription });
}

/**
 * The Logout action (SPEC 2, 4, 7, 8): signs out on the server, treating
 * 401/403/404 as "already signed out", then ends the session locally. Any
 * other failure keeps the user signed in and toasts 'Error signing out'.
 * Resolves to true when the user is signed out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async (): Promise<boolean> => {
    setPending(true);
    try {
      await signOutOnServer();
    } catch (error) {
      setPending(false);
      const message =
        isApiError(error) || error instanceof Error ? error.message : strings.errors.unexpected;
      toast.error(strings.auth.signOutErrorTitle, { description: message });
      return false;
    }
    await endLocalSession(queryClient, navigate);
    setPending(false);
    return true;
  }, [queryClient, navigate]);

  return { signOut, isPending };
}
