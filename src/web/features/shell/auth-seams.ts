import { strings } from '@shared/strings';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@web/features/auth/session';
import { api, isApiError } from '@web/lib/api-client';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

/*
 * Where the shell meets the auth feature (issue 3), which owns signing out
 * and the profile gate and exports `useSignOut()` and `useProfileGate()`.
 *
 * TODO(auth): when `useSignOut` and `useProfileGate` land in
 * src/web/features/auth/, delegate to them here and delete the stand-ins.
 */

export interface ShellSignOut {
  signOut: () => void;
  isPending: boolean;
}

/** Logout in the drawer: sign out, then /welcome (SPEC 2). */
export function useShellSignOut(): ShellSignOut {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(() => {
    setPending(true);
    api
      .post('/api/auth/sign-out', {})
      .catch((error: unknown) => {
        // SPEC 7: sign-out ignores 404, 401 and 403 from the server.
        if (isApiError(error) && [401, 403, 404].includes(error.status)) return;
        throw error;
      })
      .then(
        () => {
          queryClient.setQueryData(sessionQueryKey, null);
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
          toast.success(strings.auth.signedOutTitle, {
            description: strings.auth.signedOutDescription,
          });
          navigate('/welcome', { replace: true });
        },
        (error: unknown) => {
          toast.error(strings.auth.signOutErrorTitle, {
            description: error instanceof Error ? error.message : strings.errors.unexpected,
          });
        },
      )
      .finally(() => setPending(false));
  }, [navigate, queryClient]);

  return { signOut, isPending };
}

/** Mounted once inside the signed-in shell; the auth feature's gate goes here. */
export function useShellProfileGate(): void {
  // TODO(auth): call useProfileGate() from src/web/features/auth/ once it exists.
}
