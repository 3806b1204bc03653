import { strings } from '@shared/strings';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@web/features/auth/session';
import { api, isApiError } from '@web/lib/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

/*
 * Where the shell meets the auth feature (issue 3), which owns signing out
 * and the profile gate and exports `useSignOut()` and `useProfileGate()`.
 *
 * TODO(auth): when `useSignOut` and `useProfileGate` land in
 * src/web/features/auth/, delegate to them here and delete the stand-ins.
 */

export interface ShellSignOut {
  signOut: () => Promise<void>;
  isPending: boolean;
}

const SIGNED_OUT = 'homestaySignedOut';

/**
 * Finishes a sign-out once its page (/welcome) is on screen: forgets the
 * session and every cached answer, and says so. Mounted once, at the root.
 */
export function useFinishSignOut(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOut = (location.state as Record<string, unknown> | null)?.[SIGNED_OUT] === true;

  useEffect(() => {
    if (!signedOut) return;
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    toast.success(strings.auth.signedOutTitle, {
      id: 'signed-out',
      description: strings.auth.signedOutDescription,
    });
    // Drop the marker, so a reload or Back does not sign out twice.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [signedOut, queryClient, navigate, location.pathname, location.search]);
}

/** Logout in the drawer: sign out, then /welcome (SPEC 2). */
export function useShellSignOut(): ShellSignOut {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await api.post('/api/auth/sign-out', {}).catch((error: unknown) => {
        // SPEC 7: sign-out ignores 404, 401 and 403 from the server.
        if (isApiError(error) && [401, 403, 404].includes(error.status)) return;
        throw error;
      });
    } catch (error) {
      setPending(false);
      toast.error(strings.auth.signOutErrorTitle, {
        description: error instanceof Error ? error.message : strings.errors.unexpected,
      });
      return;
    }
    // Leave the protected page first; the session is dropped once /welcome
    // shows (useFinishSignOut), so no guard sees a signed-out viewer on a
    // protected page and sends them to /login on the way out.
    navigate('/welcome', { replace: true, state: { [SIGNED_OUT]: true } });
    setPending(false);
  }, [navigate]);

  return { signOut, isPending };
}

/** Mounted once inside the signed-in shell; the auth feature's gate goes here. */
export function useShellProfileGate(): void {
  // TODO(auth): call useProfileGate() from src/web/features/auth/ once it exists.
}
